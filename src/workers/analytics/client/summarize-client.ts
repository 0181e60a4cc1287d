// Order Summary figures off the main thread, in the analytics worker (started
// on first use, ended when a run is aborted mid-way or after an idle spell).
// The worker keeps the orders: they are sent in chunks only when they change
// (or the worker is new), so a new range or filter sends only its query.
// Where workers cannot run, the same domain functions run here instead.
import { filterOrders, type OrderFilter } from '../../../domain/analytics/order-filter';
import { summarizeOrders, type DateRange, type OrderHistory, type OrderSummary } from '../../../domain/analytics/order-summary';
import { createLazyWorker, WorkerUnavailableError } from '../../lib/lazy-worker';
import type { AnalyticsWorkerApi } from '../worker/index';
import type { SummaryOrder } from '../worker/summary-orders';
import { sendOnce } from './send-once';

/** An idle analytics worker is ended after this long. */
const ANALYTICS_WORKER_IDLE_MS = 30_000;
/** Orders per copy to the worker: about a millisecond of main thread each on a phone. */
const SEND_CHUNK = 500;

export type SummaryInput = SummaryOrder;

const analyticsWorker = createLazyWorker<AnalyticsWorkerApi>(
  () => new Worker(new URL('../worker/index.ts', import.meta.url), { type: 'module', name: 'analytics' }),
  ANALYTICS_WORKER_IDLE_MS,
);

/** Only what the figures need crosses to the worker. */
function slim(orders: readonly SummaryInput[]): SummaryInput[] {
  return orders.map(({ status, createdAt, items, totalAmount }) => ({
    status, createdAt, totalAmount, items: items.map(({ price, quantity }) => ({ price, quantity }) as SummaryInput['items'][number]),
  }));
}

/**
 * The orders the running worker holds. Runs never overlap on this worker: the
 * hook aborts a run, which ends the worker, before it starts the next.
 */
const sendOrders = sendOnce(SEND_CHUNK, slim);

/**
 * The summary of the orders that pass `filter`, for `range` with trends against
 * `previous`. Rejects with the signal's reason when aborted (the worker is ended).
 */
export async function summarize(
  orders: readonly SummaryInput[],
  filter: OrderFilter,
  range: DateRange,
  previous: DateRange,
  options: { signal?: AbortSignal; history?: OrderHistory; timeZone?: string } = {},
): Promise<{ summary: OrderSummary; ranIn: 'worker' | 'main-thread' }> {
  const { signal, timeZone } = options;
  // Only the tallies by status cross to the worker, not the rollups' items and
  // hours: at most a year of small documents, so they are sent with each run.
  const history = options.history && {
    windowStartMs: options.history.windowStartMs,
    rollups: options.history.rollups.map(({ id, byStatus }) => ({ id, byStatus })),
  };
  try {
    const summary = await analyticsWorker.run(async (api) => {
      await sendOrders(api, orders, (chunk, first) => api.loadSummaryOrders(chunk, first));
      return api.summarizeLoaded(filter, range, previous, history, timeZone);
    }, signal);
    return { summary, ranIn: 'worker' };
  } catch (error) {
    if (!(error instanceof WorkerUnavailableError)) throw error;
    signal?.throwIfAborted();
    // The screen imports the domain's analytics anyway: the fallback costs no download.
    return { summary: summarizeOrders(filterOrders(slim(orders), filter), range, previous, history, timeZone), ranIn: 'main-thread' };
  }
}
