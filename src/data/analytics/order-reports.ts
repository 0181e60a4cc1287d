// The Order Summary's reports beyond the spec: what they read
// and where it comes from. `useReportSource` is the one place that knows the
// source: the orders this device keeps (with their status history), the daily
// rollups of the days before the device's window of orders, the store's time
// zone and the menu's current categories.
import { useEffect, useMemo, useState } from 'react';
import { itemKey } from '../../domain/analytics/daily-stats';
import { firstWholeDay, orderWindowStart } from '../../domain/orders/order-window';
import { useDailyStats } from './daily-stats';
import type { ItemCategories } from '../../domain/analytics/item-mix';
import { isFiltered, type OrderFilter } from '../../domain/analytics/order-filter';
import type { OrderReports, ReportHistory, ReportOrder } from '../../domain/analytics/order-reports';
import type { StoreDayRange } from '../../domain/analytics/report-range';
import type { SyncDataKind } from '../../domain/shared/catalogue/sync';
import { previousPeriod, rangeStoreDays, type DateRange } from '../../domain/shared/date-range';
import { MESSAGES } from '../../domain/shared/messages';
import { overlayOrders } from '../../domain/orders/order-overlay';
import { orderFromDoc } from '../../domain/orders/order-view';
import type { PendingCommand } from '../../domain/sync/overlay';
import { computeReports } from '../../workers/analytics/client/reports-client';
import { useCategories } from '../categories/categories';
import { useStoreTimeZone } from '../store/store-profile';
import type { ReplicaDoc } from '../replica/schemas';
import { useNotSyncedYet, useReplicaView } from '../views/replica-view';

export type ReportsView =
  | { status: 'loading'; waitingFor: SyncDataKind[] }
  | {
      status: 'ready';
      reports: OrderReports;
      range: StoreDayRange;
      ranIn: 'worker' | 'main-thread';
      /** A filter over days before the device's window: the reports cover the window's days only. */
      windowOnly: boolean;
    }
  | { status: 'error'; message: string };

/** Replica orders with this device's pending status changes laid over, history kept. */
function reportOrders(docs: ReplicaDoc[], entries: PendingCommand[]): ReportOrder[] {
  const replica = docs.map((d) => ({ ...orderFromDoc(d), updatedAt: d.updatedAt }));
  // The overlay copies each order whole, history included; a pending change adds its line, as the server will.
  return overlayOrders(replica, entries) as ReportOrder[];
}

function memberships(docs: ReplicaDoc[]): { menuItemId: string; categoryId: string }[] {
  return docs.flatMap((d) => (typeof d.menuItemId === 'string' && typeof d.categoryId === 'string' ? [{ menuItemId: d.menuItemId, categoryId: d.categoryId }] : []));
}

const SOURCES = ['orders', 'dailystats'] as const;

/** What the reports read, wherever it comes from. */
export function useReportSource():
  | { status: 'loading'; waitingFor: SyncDataKind[] }
  | { status: 'ready'; orders: ReportOrder[]; history: ReportHistory; timeZone: string; categoriesOf: ItemCategories } {
  const orders = useReplicaView('orders', reportOrders);
  const rollups = useDailyStats();
  const links = useReplicaView('menuitemcategories', memberships);
  const categories = useCategories();
  const timeZone = useStoreTimeZone();
  // As the summary: no figures over half-synced orders.
  const notSynced = useNotSyncedYet(SOURCES);
  const categoriesOf = useMemo(() => {
    const names = new Map(categories.status === 'ready' ? categories.rows.map((c) => [c.id, c.name]) : []);
    const result: Record<string, string[]> = {};
    for (const link of links.status === 'ready' ? links.rows : []) {
      const name = names.get(link.categoryId);
      if (name) (result[itemKey({ menuItemId: link.menuItemId })] ??= []).push(name);
    }
    return result;
  }, [categories, links]);
  const history = useMemo(
    () => ({ windowStartDay: firstWholeDay(orderWindowStart(Date.now()), timeZone), rollups: rollups.status === 'ready' ? rollups.rows : [] }),
    [rollups, timeZone],
  );
  if (notSynced.length > 0) return { status: 'loading', waitingFor: notSynced };
  if (orders.status === 'loading') return orders;
  if (rollups.status === 'loading') return rollups;
  return { status: 'ready', orders: orders.rows, history, timeZone, categoriesOf };
}

/** The reports for a range and filters, computed in the analytics worker; a change cancels the run in flight. */
export function useOrderReports(range: DateRange, filter: OrderFilter, refreshKey: number): ReportsView {
  const source = useReportSource();
  const [view, setView] = useState<ReportsView>({ status: 'loading', waitingFor: [] });
  const start = range.start.getTime();
  const end = range.end.getTime();
  const { status, minAmount, maxAmount } = filter;
  useEffect(() => {
    if (source.status === 'loading') {
      setView({ status: 'loading', waitingFor: source.waitingFor });
      return;
    }
    const controller = new AbortController();
    const current = { start: new Date(start), end: new Date(end) };
    const { timeZone, history } = source;
    const query = { range: rangeStoreDays(current, timeZone), previous: rangeStoreDays(previousPeriod(current, timeZone), timeZone), categoriesOf: source.categoriesOf };
    const filtered = isFiltered({ status, minAmount, maxAmount });
    computeReports(source.orders, timeZone, { status, minAmount, maxAmount }, query, { signal: controller.signal, history }).then(
      ({ reports, ranIn }) => setView({ status: 'ready', reports, range: query.range, ranIn, windowOnly: filtered && query.range.from < history.windowStartDay }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Order reports failed', error);
        setView({ status: 'error', message: MESSAGES.reports.failed });
      },
    );
    return () => controller.abort();
    // The source is rebuilt on every replica change; its parts are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source.status === 'ready' ? source.orders : null, source.status === 'ready' ? source.history : null, source.status === 'ready' ? source.categoriesOf : null, source.status === 'ready' ? source.timeZone : null, source.status, start, end, status, minAmount, maxAmount, refreshKey]);
  return view;
}
