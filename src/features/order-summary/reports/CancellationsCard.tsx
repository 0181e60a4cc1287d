import type { CancellationReport } from '../../../domain/analytics/cancellations';
import { formatNumber } from '../../../domain/shared/format';
import { MESSAGES } from '../../../domain/shared/messages';

const text = MESSAGES.reports;

export function CancellationsCard({ report }: { report: CancellationReport }) {
  return (
    <section className="card report-card" aria-labelledby="cancel-title" data-testid="report-cancellations">
      <h3 id="cancel-title">{text.cancellationsTitle}</h3>
      <p className="metric-value" data-testid="cancel-rate">{text.percent(report.rate)}</p>
      <p className="muted">{text.cancellationRate(text.percent(report.rate), formatNumber(report.cancelled), formatNumber(report.orders))}</p>
      {report.cancelled === 0 ? <p className="muted">{text.noCancellations}</p> : (
        <table data-testid="cancel-reasons">
          <thead>
            <tr><th scope="col">{text.reasonColumn}</th><th scope="col" className="num">{text.ordersColumn}</th><th scope="col" className="num">{text.cancelShareColumn}</th></tr>
          </thead>
          <tbody>
            {report.reasons.map((row) => (
              <tr key={row.reason}>
                <th scope="row">{row.reason || text.noReason}</th>
                <td className="num">{formatNumber(row.orders)}</td>
                <td className="num">{text.percent(row.share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
