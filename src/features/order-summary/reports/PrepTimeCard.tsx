import { storeDayLabel } from '../../../domain/shared/store-day';
import type { PrepReport } from '../../../domain/analytics/prep-time';
import { trendDirection } from '../../../domain/analytics/order-summary';
import { formatNumber } from '../../../domain/shared/format';
import { MESSAGES } from '../../../domain/shared/messages';

const text = MESSAGES.reports;
const arrow = { up: '▲', down: '▼', neutral: '–' } as const;

export function PrepTimeCard({ prep }: { prep: PrepReport }) {
  const direction = trendDirection(prep.trend);
  const days = prep.days.filter((day) => day.orders > 0);
  return (
    <section className="card report-card" aria-labelledby="prep-title" data-testid="report-prep">
      <h3 id="prep-title">{text.prepTitle}</h3>
      <p className="muted">{text.prepSubtitle}</p>
      {prep.averageSeconds === null ? <p className="muted">{text.prepNone}</p> : (
        <>
          <p className="metric-value" data-testid="prep-average">{text.duration(prep.averageSeconds)}</p>
          {/* Slower is worse: up is red, as the trend classes colour it the other way round for revenue. */}
          <p className={`metric-trend trend-${direction === 'up' ? 'down' : direction === 'down' ? 'up' : 'neutral'}`} data-testid="prep-trend">
            <span aria-hidden="true">{arrow[direction]} </span>{text.prepTrend(direction, prep.trend)}
          </p>
          <div className="report-scroll" tabIndex={0} role="region" aria-label={text.prepTitle}>
            <table data-testid="prep-days">
              <thead>
                <tr><th scope="col">{text.prepDayColumn}</th><th scope="col" className="num">{text.prepOrdersColumn}</th><th scope="col" className="num">{text.prepAverageColumn}</th></tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{storeDayLabel(day.date)}</th>
                    <td className="num">{formatNumber(day.orders)}</td>
                    <td className="num">{text.duration(day.averageSeconds ?? 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
