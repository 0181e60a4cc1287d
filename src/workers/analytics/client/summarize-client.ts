// Order Summary figures off the main thread: the orders of the device go to
// the analytics worker (started on first use, ended when the range changes
// mid-run or after an idle spell). Where workers cannot run, the same domain
// function runs here instead.
import { summarizeOrders, type DateRange, type OrderHistory, type OrderSummary } from '../../../domain/analytics/order-summary';
import type { Order } from '../../../domain/entities';
import { createLazyWorker, WorkerUnavailableError } from '../../lib/lazy-worker';
import type { AnalyticsWorkerApi } from '../worker/index';

/** An idle analytics worker is ended after this long. */
const ANALYTICS_WORKER_IDLE_MS = 30_000;

export type SummaryInput = Pick<Order, 'status' | 'createdAt' | 'items' | 'totalAmount'>;

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

/** Rejects with the signal's reason when aborted (the worker is ended). */
export async function summarize(
  orders: readonly SummaryInput[],
  range: DateRange,
  previous: DateRange,
  options: { signal?: AbortSignal; history?: OrderHistory; timeZone?: string } = {},
): Promise<{ summary: OrderSummary; ranIn: 'worker' | 'main-thread' }> {
  const { signal, timeZone } = options;
  const input = slim(orders);
  // Only the tallies by status cross to the worker, not the rollups' items and hours.
  const history = options.history && {
    windowStartMs: options.history.windowStartMs,
    rollups: options.history.rollups.map(({ id, byStatus }) => ({ id, byStatus })),
  };
  try {
    return { summary: await analyticsWorker.run((api) => api.summarizeOrders(input, range, previous, history, timeZone), signal), ranIn: 'worker' };
  } catch (error) {
    if (!(error instanceof WorkerUnavailableError)) throw error;
    signal?.throwIfAborted();
    // The screen imports the domain's analytics anyway: the fallback costs no download.
    return { summary: summarizeOrders(input, range, previous, history, timeZone), ranIn: 'main-thread' };
  }
}
