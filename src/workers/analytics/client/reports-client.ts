// The reports beyond the spec, off the main thread, in the analytics worker.
// Its own instance of that worker: aborting a run ends the worker, and a
// reports run cancelled (new categories, say) must not end a summary run in
// flight. Where workers cannot run, the same domain function runs here.
import type { OrderFilter } from '../../../domain/analytics/order-filter';
import { buildReports, reportsFromOrders, type OrderReports, type ReportHistory, type ReportOrder, type ReportQuery } from '../../../domain/analytics/order-reports';
import type { DailyStats } from '../../../domain/analytics/daily-stats';
import { createLazyWorker, WorkerUnavailableError } from '../../lib/lazy-worker';
import type { AnalyticsWorkerApi } from '../worker/index';
import { sendOnce } from './send-once';

const REPORTS_WORKER_IDLE_MS = 30_000;
/** Orders per copy to the worker: about a millisecond of main thread each on a phone. */
const SEND_CHUNK = 500;

/** Rollups per copy to the worker: a day's rollup, with its items and hours, weighs about 20 orders. */
const ROLLUP_CHUNK = 25;

const NO_ROLLUPS: readonly DailyStats[] = [];

const reportsWorker = createLazyWorker<AnalyticsWorkerApi>(
  () => new Worker(new URL('../worker/index.ts', import.meta.url), { type: 'module', name: 'analytics-reports' }),
  REPORTS_WORKER_IDLE_MS,
);

/** The history lines the reports read: prep time (confirmed, ready) and cancel reasons. */
const READ_HISTORY = new Set(['confirmed', 'ready', 'cancelled']);

/**
 * Only what the reports read crosses to the worker (no ids, tables or other
 * history lines): the copy to the worker is made on the main thread, and
 * with 10,000 orders its size is its cost.
 */
function slim(orders: readonly ReportOrder[]): ReportOrder[] {
  return orders.map(({ status, createdAt, items, totalAmount, sellerNotes, statusHistory }) => ({
    status, createdAt, totalAmount,
    ...(status === 'cancelled' && sellerNotes !== undefined ? { sellerNotes } : {}),
    ...(statusHistory ? { statusHistory: statusHistory.filter((line) => READ_HISTORY.has(line.to)) } : {}),
    items: items.map(({ menuItemId, name, price, quantity }) => ({ menuItemId, name, price, quantity })),
  }));
}

/** The orders the running worker holds. */
const sendOrders = sendOnce(SEND_CHUNK, slim);
/** The rollups it holds (the history's are memoised until they change): a year of them is about a megabyte. */
const sendRollups = sendOnce(ROLLUP_CHUNK, (rollups: readonly DailyStats[]) => [...rollups]);

export async function computeReports(
  orders: readonly ReportOrder[],
  timeZone: string,
  filter: OrderFilter,
  query: ReportQuery,
  options: { signal?: AbortSignal; history?: ReportHistory } = {},
): Promise<{ reports: OrderReports; ranIn: 'worker' | 'main-thread' }> {
  const { signal, history } = options;
  try {
    const reports = await reportsWorker.run(async (api) => {
      await sendOrders(api, orders, (chunk, first) => api.loadReportOrders(chunk, first));
      await sendRollups(api, history?.rollups ?? NO_ROLLUPS, (chunk, first) => api.loadReportRollups(chunk, first));
      return api.reportsFromLoaded(timeZone, filter, query, history?.windowStartDay);
    }, signal);
    return { reports, ranIn: 'worker' };
  } catch (error) {
    if (!(error instanceof WorkerUnavailableError)) throw error;
    signal?.throwIfAborted();
    return { reports: reportsFromOrders(slim(orders), timeZone, filter, query, history), ranIn: 'main-thread' };
  }
}

/** The reports from rollups (DailyStats documents), for days beyond the device's window of orders. */
export async function computeReportsFromStats(
  stats: readonly DailyStats[],
  query: ReportQuery,
  options: { signal?: AbortSignal } = {},
): Promise<{ reports: OrderReports; ranIn: 'worker' | 'main-thread' }> {
  try {
    return { reports: await reportsWorker.run((api) => api.buildReports(stats, query), options.signal), ranIn: 'worker' };
  } catch (error) {
    if (!(error instanceof WorkerUnavailableError)) throw error;
    options.signal?.throwIfAborted();
    return { reports: buildReports(stats, query), ranIn: 'main-thread' };
  }
}
