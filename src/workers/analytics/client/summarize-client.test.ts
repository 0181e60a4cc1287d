import { expose } from 'comlink';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filterOrders, NO_FILTER, type OrderFilter } from '../../../domain/analytics/order-filter';
import { previousPeriod } from '../../../domain/shared/date-range';
import { presetRange, summarizeOrders } from '../../../domain/analytics/order-summary';
import { ORDER_STATUSES } from '../../../domain/orders/orders';
import type { SummaryOrder } from '../worker/summary-orders';

const DAY = 86_400_000;
const now = new Date(2024, 10, 20, 15);
const range = presetRange('week', now);
const previous = previousPeriod(range);
const wider = presetRange('month', now);
const FILTER: OrderFilter = { status: 'all', minAmount: 20, maxAmount: null };

function orders(count: number): SummaryOrder[] {
  return Array.from({ length: count }, (_, i) => ({
    status: ORDER_STATUSES[i % ORDER_STATUSES.length]!,
    createdAt: now.getTime() - (i % 40) * DAY,
    items: [{ price: 3, quantity: 1 + (i % 4) }] as SummaryOrder['items'],
    totalAmount: i % 5 === 0 ? undefined : 5 + (i % 50),
  }));
}

/**
 * A "Worker" made of a MessageChannel, comlink on both ends as in a browser,
 * running the real worker-side functions; `log` records each start and the
 * size of each chunk of orders that crossed.
 */
function fakeWorker(log: string[]) {
  return class FakeWorker {
    constructor() {
      log.push('start');
      const { port1, port2 } = new MessageChannel();
      const side = import('../worker/summary-orders').then(({ loadSummaryOrders, summarizeLoaded }) => ({ loadSummaryOrders, summarizeLoaded }));
      expose({
        loadSummaryOrders: async (chunk: SummaryOrder[], first: boolean) => {
          log.push(`load ${chunk.length}${first ? ' first' : ''}`);
          return (await side).loadSummaryOrders(chunk, first);
        },
        summarizeLoaded: async (...args: Parameters<Awaited<typeof side>['summarizeLoaded']>) => (await side).summarizeLoaded(...args),
      }, port2);
      return Object.assign(port1, { terminate: () => { log.push('terminate'); port1.close(); port2.close(); } });
    }
  };
}

let log: string[];
let summarize: typeof import('./summarize-client').summarize;

beforeEach(async () => {
  log = [];
  vi.resetModules();
  vi.stubGlobal('Worker', fakeWorker(log));
  ({ summarize } = await import('./summarize-client'));
});

afterEach(() => vi.unstubAllGlobals());

describe('summarize (Order Summary client)', () => {
  it('sends the orders in chunks of 500 once; a new range or filter sends only its query, new orders are sent again', async () => {
    const all = orders(1_234);
    const first = await summarize(all, NO_FILTER, range, previous);
    expect(first).toEqual({ summary: summarizeOrders(all, range, previous), ranIn: 'worker' });
    expect(log).toEqual(['start', 'load 500 first', 'load 500', 'load 234']);

    log.length = 0;
    expect((await summarize(all, FILTER, wider, previousPeriod(wider))).summary).toEqual(summarizeOrders(filterOrders(all, FILTER), wider, previousPeriod(wider)));
    expect(log).toEqual([]);

    const changed = [...all.slice(1)];
    expect((await summarize(changed, FILTER, range, previous)).summary).toEqual(summarizeOrders(filterOrders(changed, FILTER), range, previous));
    expect(log).toEqual(['load 500 first', 'load 500', 'load 233']);
  });

  it('after an aborted run (which ends the worker) sends the orders again to the new worker', async () => {
    const all = orders(1_200);
    await summarize(all, NO_FILTER, range, previous);
    const controller = new AbortController();
    const reason = new DOMException('range changed', 'AbortError');
    const aborted = summarize(all.slice(0, 900), NO_FILTER, range, previous, { signal: controller.signal });
    controller.abort(reason);
    await expect(aborted).rejects.toBe(reason);
    log.length = 0;
    expect((await summarize(all, NO_FILTER, range, previous)).summary).toEqual(summarizeOrders(all, range, previous));
    expect(log).toEqual(['start', 'load 500 first', 'load 500', 'load 200']);
  });

  it('runs the same domain code, filter included, on the main thread when no worker can start', async () => {
    vi.stubGlobal('Worker', class { constructor() { throw new Error('no workers here'); } });
    const all = orders(300);
    expect(await summarize(all, FILTER, range, previous)).toEqual({ summary: summarizeOrders(filterOrders(all, FILTER), range, previous), ranIn: 'main-thread' });
  });
});
