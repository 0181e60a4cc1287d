// The Order Summary's figures: the orders this device keeps (one hook,
// useOrders) and, for the days before its window of orders, the daily rollups
// (useDailyStats), summarised for a range in the analytics worker. A new range,
// filter or new data end the run in flight and start a new one; the worker
// keeps the orders, so only new data copies them again.
import { useEffect, useState } from 'react';
import { NO_FILTER, rollupsWithStatus, type OrderFilter } from '../../domain/analytics/order-filter';
import type { DateRange, OrderSummary } from '../../domain/analytics/order-summary';
import { previousPeriod } from '../../domain/shared/date-range';
import { MESSAGES } from '../../domain/shared/messages';
import { orderWindowStart } from '../../domain/orders/order-window';
import { summarize } from '../../workers/analytics/client/summarize-client';
import type { SyncDataKind } from '../../domain/shared/catalogue/sync';
import { useDailyStats } from './daily-stats';
import { useOrders, type OrdersView } from '../orders/orders';
import { useStoreTimeZone } from '../store/store-profile';
import { useNotSyncedYet } from '../views/replica-view';

const SOURCES = ['orders', 'dailystats'] as const;

export type SummaryView =
  | { status: 'loading'; waitingFor: SyncDataKind[] }
  | { status: 'ready'; summary: OrderSummary; ranIn: 'worker' | 'main-thread' }
  | { status: 'error'; message: string };

/** `refreshKey`: a new value recomputes (the screen's Refresh). `filter`: doc 1 §7.2's, for both periods. */
export function useOrderSummary(range: DateRange, refreshKey: number, filter: OrderFilter = NO_FILTER): SummaryView {
  return useOrderSummaryOf(useOrders(), range, refreshKey, filter);
}

/**
 * The same over orders the caller reads: they must hold every order of the
 * range and of the period before it that the device keeps (the dashboard's
 * today reads only today's and yesterday's, useOrdersSince).
 */
export function useOrderSummaryOf(orders: OrdersView, range: DateRange, refreshKey: number, filter: OrderFilter = NO_FILTER): SummaryView {
  const rollups = useDailyStats();
  const timeZone = useStoreTimeZone();
  // Figures over half-synced orders would be wrong, not partial (a trend of
  // -40% that is only the sync's progress): wait until both have synced once.
  const notSynced = useNotSyncedYet(SOURCES);
  const [view, setView] = useState<SummaryView>({ status: 'loading', waitingFor: [] });
  const start = range.start.getTime();
  const end = range.end.getTime();
  const { status, minAmount, maxAmount } = filter;
  useEffect(() => {
    if (orders.status === 'loading' || rollups.status === 'loading' || notSynced.length > 0) {
      const waitingFor = [...notSynced, ...(orders.status === 'loading' ? orders.waitingFor : []), ...(rollups.status === 'loading' ? rollups.waitingFor : [])];
      setView({ status: 'loading', waitingFor: [...new Set(waitingFor)] });
      return;
    }
    const controller = new AbortController();
    const current = { start: new Date(start), end: new Date(end) };
    setView((before) => (before.status === 'ready' ? before : { status: 'loading', waitingFor: [] }));
    // The same window the replica keeps (replicate.ts): the orders before it are
    // read from their days' rollups, which the status filter narrows and the
    // amount filter cannot (a rollup keeps no amounts per order). The orders
    // go unfiltered, the same array until they change: the worker filters them.
    const history = { windowStartMs: orderWindowStart(Date.now()), rollups: rollupsWithStatus(rollups.rows, status) };
    summarize(orders.rows, { status, minAmount, maxAmount }, current, previousPeriod(current, timeZone), { signal: controller.signal, history, timeZone }).then(
      ({ summary, ranIn }) => setView({ status: 'ready', summary, ranIn }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Order summary failed', error);
        setView({ status: 'error', message: MESSAGES.analytics.fetchFailed });
      },
    );
    return () => controller.abort();
  }, [orders, rollups, notSynced, timeZone, start, end, refreshKey, status, minAmount, maxAmount]);
  return view;
}
