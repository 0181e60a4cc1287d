// The Order Summary's reports beyond the spec (issue 11 item 5): what they read
// and where it comes from. `useReportSource` is the one place that knows the
// source: the orders this device keeps (with their status history), the daily
// rollups of the days before the device's window of orders, the store's time
// zone and the menu's current categories.
import { useEffect, useMemo, useState } from 'react';
import { map } from 'rxjs';
import { itemKey } from '../domain/analytics/daily-stats';
import { orderWindowStart } from '../domain/orders/order-window';
import { useDailyStats } from './daily-stats';
import type { ItemCategories } from '../domain/analytics/item-mix';
import type { OrderFilter } from '../domain/analytics/order-filter';
import { reportOrderFromDoc, type OrderReports, type ReportHistory, type ReportOrder } from '../domain/analytics/order-reports';
import { storeDays, type StoreDayRange } from '../domain/analytics/report-range';
import { isTimeZone, storeMoment } from '../domain/analytics/store-day';
import type { SyncDataKind } from '../domain/catalogue/sync';
import type { DateRange } from '../domain/date-range';
import { previousPeriod } from '../domain/date-range';
import { MESSAGES } from '../domain/messages';
import { overlayOrders } from '../domain/orders/order-overlay';
import { orderFromDoc } from '../domain/orders/order-view';
import type { PendingCommand } from '../domain/overlay';
import { computeReports } from '../workers/analytics/client/reports-client';
import { useCategories } from './categories';
import { useEngine } from './engine/EngineProvider';
import { useObservable } from './engine/use-observable';
import type { ReplicaDoc } from './replica/schemas';
import { useReplicaView } from './views/replica-view';

export type ReportsView =
  | { status: 'loading'; waitingFor: SyncDataKind[] }
  | { status: 'ready'; reports: OrderReports; range: StoreDayRange; ranIn: 'worker' | 'main-thread' }
  | { status: 'error'; message: string };

/** Replica orders with this device's pending status changes laid over, history kept. */
function reportOrders(docs: ReplicaDoc[], entries: PendingCommand[]): ReportOrder[] {
  const replica = docs.map((d) => ({ ...orderFromDoc(d), updatedAt: d.updatedAt, statusHistory: reportOrderFromDoc(d).statusHistory }));
  // The overlay copies each order whole, history included; only its status and notes change.
  return overlayOrders(replica, entries) as ReportOrder[];
}

function memberships(docs: ReplicaDoc[]): { menuItemId: string; categoryId: string }[] {
  return docs.flatMap((d) => (typeof d.menuItemId === 'string' && typeof d.categoryId === 'string' ? [{ menuItemId: d.menuItemId, categoryId: d.categoryId }] : []));
}

/** The browser's zone stands in until the store has one of its own. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function useStoreTimeZone(): string {
  const engine = useEngine();
  const source = useMemo(
    () => (engine ? engine.replica.store.findOne(engine.config.storeId).$.pipe(map((doc) => (doc?.toJSON() as ReplicaDoc | null)?.timeZone)) : null),
    [engine],
  );
  const zone = useObservable<unknown>(source, undefined);
  return isTimeZone(zone) ? zone : browserTimeZone();
}

/** What the reports read, wherever it comes from. */
export function useReportSource():
  | { status: 'loading'; waitingFor: SyncDataKind[] }
  | { status: 'ready'; orders: ReportOrder[]; history: ReportHistory; timeZone: string; categoriesOf: ItemCategories } {
  const orders = useReplicaView('orders', reportOrders);
  const rollups = useDailyStats();
  const links = useReplicaView('menuitemcategories', memberships);
  const categories = useCategories();
  const timeZone = useStoreTimeZone();
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
    () => ({ windowStartDay: storeMoment(orderWindowStart(Date.now()), timeZone).date, rollups: rollups.status === 'ready' ? rollups.rows : [] }),
    [rollups, timeZone],
  );
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
    const query = { range: storeDays(current), previous: storeDays(previousPeriod(current)), categoriesOf: source.categoriesOf };
    computeReports(source.orders, source.timeZone, { status, minAmount, maxAmount }, query, { signal: controller.signal, history: source.history }).then(
      ({ reports, ranIn }) => setView({ status: 'ready', reports, range: query.range, ranIn }),
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
