// The reports beyond the spec, below the spec's cards, in
// their own chunk: the Order Summary's first paint never waits for them.
import { ViewLoading } from '../../../app/ui/ViewLoading';
import type { OrderFilter } from '../../../domain/analytics/order-filter';
import type { DateRange } from '../../../domain/shared/date-range';
import { MESSAGES } from '../../../domain/shared/messages';
import { useOrderReports } from '../../../data/analytics/order-reports';
import { ORDER_WINDOW_DAYS } from '../../../domain/orders/order-window';
import { CancellationsCard } from './CancellationsCard';
import { ExportCard } from './ExportCard';
import { HeatmapCard } from './HeatmapCard';
import { ItemMixCard } from './ItemMixCard';
import { PrepTimeCard } from './PrepTimeCard';
import './reports.css';

export default function ReportCards({ range, filter, refreshKey }: { range: DateRange; filter: OrderFilter; refreshKey: number }) {
  const view = useOrderReports(range, filter, refreshKey);
  if (view.status === 'loading') return <ViewLoading text={MESSAGES.reports.loading} waitingFor={view.waitingFor} />;
  if (view.status === 'error') return <p className="card" role="alert">{view.message}</p>;
  const { reports, range: days } = view;
  return (
    <div className="report-cards" data-testid="reports" data-ran-in={view.ranIn}>
      {view.windowOnly && (
        <p className="card report-note" role="note">{MESSAGES.reports.filteredWindowOnly(ORDER_WINDOW_DAYS)}</p>
      )}
      <HeatmapCard heatmap={reports.heatmap} />
      <ItemMixCard mix={reports.items} />
      <div className="report-pair">
        <PrepTimeCard prep={reports.prep} />
        <CancellationsCard report={reports.cancellations} />
      </div>
      <ExportCard reports={reports} range={days} />
    </div>
  );
}
