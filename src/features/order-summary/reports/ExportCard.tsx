import type { OrderReports } from '../../../domain/analytics/order-reports';
import type { StoreDayRange } from '../../../domain/analytics/report-range';
import { csvFileName, dailyRowsCsv, itemMixCsv } from '../../../domain/analytics/report-csv';
import { MESSAGES } from '../../../domain/shared/messages';

const text = MESSAGES.reports;

/** A file the browser saves; built on the device, so it works offline. */
function download(name: string, content: string) {
  // The BOM makes spreadsheet programs read the file as UTF-8 (dish names with accents).
  const url = URL.createObjectURL(new Blob(['\uFEFF', content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function ExportCard({ reports, range }: { reports: OrderReports; range: StoreDayRange }) {
  return (
    <section className="card report-card" aria-labelledby="export-title" data-testid="report-export">
      <h3 id="export-title">{text.exportTitle}</h3>
      <div className="row">
        <button type="button" className="secondary" onClick={() => download(csvFileName('daily', range.from, range.to), dailyRowsCsv(reports.daily))}>
          {text.exportDaily}
        </button>
        <button type="button" className="secondary" onClick={() => download(csvFileName('items', range.from, range.to), itemMixCsv(reports.items))}>
          {text.exportItems}
        </button>
      </div>
    </section>
  );
}
