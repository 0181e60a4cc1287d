import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { useStoreDay } from '../../app/ui/use-store-day';
import { ViewLoading } from '../../app/ui/ViewLoading';
import { useOrderSummary } from '../../data/analytics/order-summary';
import { sessionManager, useSession } from '../../data/session/session';
import { useStoreTimeZone } from '../../data/store/store-profile';
import { useCurrentStore } from '../../data/stores/current-store';
import { analyticsBlocked } from '../../domain/analytics/preconditions';
import {
  DATE_PRESET_LABELS, DATE_PRESETS, presetRange, trendDirection, validateCustomRange, type DatePreset, type Metrics,
} from '../../domain/analytics/order-summary';
import { NO_FILTER, validateOrderFilter, type OrderFilter } from '../../domain/analytics/order-filter';
import { parseIsoDate } from '../../domain/shared/dates';
import { formatCurrency, formatNumber } from '../../domain/shared/format';
import { MESSAGES } from '../../domain/shared/messages';
import { AnalyticsRefused } from './AnalyticsRefused';
import { EMPTY_FILTER_INPUT, SummaryFilters } from './SummaryFilters';
import './order-summary.css';

const SummaryCharts = lazy(() => import('./SummaryCharts'));
const ReportCards = lazy(() => import('./reports/ReportCards'));
const text = MESSAGES.analytics;
const labels = MESSAGES.labels.analytics;
const arrow = { up: '▲', down: '▼', neutral: '–' } as const;

function MetricCard({ label, value, trend, testId }: { label: string; value: string; trend?: number; testId: string }) {
  const direction = trend === undefined ? undefined : trendDirection(trend);
  return (
    <div className="card metric-card" data-testid={testId}>
      <p className="metric-label">{label}</p>
      <p className="metric-value" data-testid={`${testId}-value`}>{value}</p>
      {direction && trend !== undefined && (
        <p className={`metric-trend trend-${direction}`}>
          <span aria-hidden="true">{arrow[direction]} </span>
          {text.trend(direction, trend)}
        </p>
      )}
    </div>
  );
}

function MetricCards({ metrics }: { metrics: Metrics }) {
  return (
    <div className="metric-cards">
      <MetricCard testId="metric-revenue" label={labels.totalRevenue} value={formatCurrency(metrics.totalRevenue)} trend={metrics.revenueTrend} />
      <MetricCard testId="metric-orders" label={labels.totalOrders} value={formatNumber(metrics.totalOrders)} trend={metrics.orderTrend} />
      <MetricCard testId="metric-active" label={labels.activeOrders} value={formatNumber(metrics.activeOrders)} />
      <MetricCard testId="metric-completed" label={labels.completed} value={formatNumber(metrics.completedOrders)} />
      <MetricCard testId="metric-average" label={labels.averageOrder} value={formatCurrency(metrics.averageOrderValue)} />
      {metrics.cancelledOrders > 0 && (
        <MetricCard testId="metric-cancelled" label={labels.cancelledOrders} value={formatNumber(metrics.cancelledOrders)} />
      )}
    </div>
  );
}

function ChartSkeleton() {
  return (
    <div className="charts" role="status" aria-label={text.loading}>
      <div className="card chart-skeleton" />
      <div className="charts-pair">
        <div className="card chart-skeleton" />
        <div className="card chart-skeleton" />
      </div>
    </div>
  );
}

/**
 * Order analytics (doc 1 §2.7), from the orders this device keeps, computed in
 * a worker; shown only once the session and the store pass the spec's
 * preconditions (doc 1 §5, §6).
 */
export function OrderSummaryPage() {
  const { authState, user, claims } = useSession();
  const { storeId } = useCurrentStore();
  if (authState === 'ERROR') {
    return (
      <section className="card panel" role="alert">
        <h3>{text.authRequiredTitle}</h3>
        <p>{text.authRequiredBody}</p>
        <button type="button" onClick={() => {
          // A refreshed session leaves ERROR and the figures load; if that fails the whole page reloads (doc 1 §2.7).
          sessionManager.refresh({ force: true }).catch(() => window.location.reload());
        }}>{MESSAGES.labels.dashboard.refreshSession}</button>
      </section>
    );
  }
  const blocked = analyticsBlocked({ signedIn: user !== null, storeId, claims });
  if (blocked) return <AnalyticsRefused blocked={blocked} />;
  return <SummaryScreen />;
}

function SummaryScreen() {
  const id = useId();
  const [preset, setPreset] = useState<DatePreset>('week');
  const [custom, setCustom] = useState({ start: '', end: '' });
  const [refreshKey, setRefreshKey] = useState(0);
  const timeZone = useStoreTimeZone();
  // Ranges are whole store days: 'Today' moves on at the store's midnight on a screen left open, and on Refresh.
  const storeDay = useStoreDay(timeZone);
  const today = useMemo(() => new Date(), [refreshKey, storeDay]); // eslint-disable-line react-hooks/exhaustive-deps
  const customCheck = preset === 'custom' && (custom.start || custom.end)
    ? validateCustomRange({ start: parseIsoDate(custom.start), end: parseIsoDate(custom.end) }, today, timeZone)
    : null;
  const range = useMemo(
    () => presetRange(preset, today, customCheck?.ok ? customCheck.value : null, timeZone),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [preset, today, timeZone, customCheck?.ok && customCheck.value.start.getTime(), customCheck?.ok && customCheck.value.end.getTime()],
  );
  const [filterInput, setFilterInput] = useState(EMPTY_FILTER_INPUT);
  const filterCheck = validateOrderFilter(filterInput);
  // While an amount is being typed wrong, the figures keep the last filter that was valid.
  const lastFilter = useRef<OrderFilter>(NO_FILTER);
  if (filterCheck.ok) lastFilter.current = filterCheck.value;
  const filter = lastFilter.current;
  const view = useOrderSummary(range, refreshKey, filter);
  const customErrors = customCheck && !customCheck.ok ? (customCheck.errors as Partial<Record<'start' | 'end', string>>) : {};


  return (
    <section className="order-summary" aria-label={text.title}>
      {/* The shell's header names the page; this row holds its controls. */}
      <header className="row summary-header">
        <div className="row">
          <label className="inline-field" htmlFor={`${id}-preset`}>{text.period}</label>
          <select id={`${id}-preset`} value={preset} onChange={(e) => {
            setPreset(e.target.value as DatePreset);
            // Choosing any other preset clears the custom range (doc 1 §2.7).
            if (e.target.value !== 'custom') setCustom({ start: '', end: '' });
          }}>
            {DATE_PRESETS.map((p) => <option key={p} value={p}>{DATE_PRESET_LABELS[p]}</option>)}
          </select>
          <button type="button" className="secondary" onClick={() => setRefreshKey((k) => k + 1)}>{text.refresh}</button>
        </div>
      </header>
      <SummaryFilters value={filterInput} errors={filterCheck.ok ? {} : filterCheck.errors} onChange={setFilterInput} />
      {preset === 'custom' && (
        <div className="row custom-range">
          {(['start', 'end'] as const).map((field) => (
            <div className="field" key={field}>
              <label htmlFor={`${id}-${field}`}>{field === 'start' ? text.startDate : text.endDate}</label>
              <input id={`${id}-${field}`} type="date" value={custom[field]} aria-invalid={Boolean(customErrors[field])}
                aria-describedby={customErrors[field] ? `${id}-${field}-error` : undefined}
                onChange={(e) => setCustom({ ...custom, [field]: e.target.value })} />
              {customErrors[field] && <span id={`${id}-${field}-error`} className="field-error">{customErrors[field]}</span>}
            </div>
          ))}
        </div>
      )}
      {view.status === 'loading' && <><ViewLoading text={text.loading} waitingFor={view.waitingFor} /><ChartSkeleton /></>}
      {view.status === 'error' && (
        <div className="card panel" role="alert">
          <h3>{text.unableToLoad}</h3>
          <p>{view.message}</p>
          <button type="button" onClick={() => setRefreshKey((k) => k + 1)}>{MESSAGES.labels.dashboard.tryAgain}</button>
        </div>
      )}
      {view.status === 'ready' && (
        <div data-testid="summary" data-ran-in={view.ranIn}>
          <MetricCards metrics={view.summary.metrics} />
          {view.summary.orderCount === 0 ? (
            <div className="card empty-state" data-testid="no-orders">
              <h3>{text.noOrdersTitle}</h3>
              <p className="muted">{text.noOrdersBody}</p>
            </div>
          ) : (
            <>
              <Suspense fallback={<ChartSkeleton />}>
                <SummaryCharts daily={view.summary.daily} statuses={view.summary.statuses} />
              </Suspense>
              {view.summary.period && (
                <div className="card period-summary" data-testid="period-summary">
                  <h3>{text.periodSummary}</h3>
                  <dl>
                    <dt>{text.bestRevenueDay}</dt>
                    <dd>{view.summary.period.bestRevenueDay.name}: {formatCurrency(view.summary.period.bestRevenueDay.revenue)}</dd>
                    <dt>{text.bestOrdersDay}</dt>
                    <dd>{view.summary.period.bestOrdersDay.name}: {formatNumber(view.summary.period.bestOrdersDay.orders)}</dd>
                    <dt>{text.averageDailyRevenue}</dt>
                    <dd>{formatCurrency(view.summary.period.averageDailyRevenue)}</dd>
                    <dt>{text.averageDailyOrders}</dt>
                    <dd>{view.summary.period.averageDailyOrders.toFixed(1)}</dd>
                  </dl>
                </div>
              )}
              <Suspense fallback={<p className="loading" role="status">{MESSAGES.reports.loading}</p>}>
                <ReportCards range={range} filter={filter} refreshKey={refreshKey} />
              </Suspense>
            </>
          )}
        </div>
      )}
    </section>
  );
}
