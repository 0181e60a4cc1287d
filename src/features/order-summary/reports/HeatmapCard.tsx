import { useState } from 'react';
import { heatLevel, type Heatmap, type HeatmapMeasure } from '../../../domain/analytics/heatmap';
import { formatCurrency, formatNumber } from '../../../domain/shared/format';
import { MESSAGES } from '../../../domain/shared/messages';

const text = MESSAGES.reports;
const HOURS = Array.from({ length: 24 }, (_, h) => h);
// Monday first, as a week on a restaurant's roster reads.
const WEEK = [1, 2, 3, 4, 5, 6, 0];

/**
 * The shaded grid is for the eye (aria-hidden); the same figures are a table
 * for screen readers, read row by row with its headers.
 */
export function HeatmapCard({ heatmap }: { heatmap: Heatmap }) {
  const [measure, setMeasure] = useState<HeatmapMeasure>('orders');
  const cells = measure === 'orders' ? heatmap.orders : heatmap.revenueCents;
  const max = measure === 'orders' ? heatmap.maxOrders : heatmap.maxRevenueCents;
  const show = (value: number) => (measure === 'orders' ? formatNumber(value) : formatCurrency(value / 100));
  const caption = text.heatmapCaption(measure);
  return (
    <section className="card report-card" aria-labelledby="heatmap-title" data-testid="report-heatmap">
      <div className="row between">
        <h3 id="heatmap-title">{text.heatmapTitle}</h3>
        <div className="row" role="group" aria-label={text.heatmapMeasure}>
          {(['orders', 'revenue'] as const).map((m) => (
            <button key={m} type="button" className="secondary" aria-pressed={measure === m} onClick={() => setMeasure(m)}>
              {m === 'orders' ? text.heatmapOrders : text.heatmapRevenue}
            </button>
          ))}
        </div>
      </div>
      <p className="muted">{caption}</p>
      <div className="heatmap" aria-hidden="true">
        <span />
        {HOURS.map((h) => <span key={h} className="heat-hour">{h % 6 === 0 ? h : ''}</span>)}
        {WEEK.map((day) => [
          <span key={`d${day}`} className="heat-day">{text.weekdaysShort[day]}</span>,
          ...HOURS.map((h) => {
            const value = cells[day]![h]!;
            return <span key={`${day}-${h}`} className={`heat-cell heat-${heatLevel(value, max)}`} title={`${text.weekdays[day]} ${h}:00 · ${show(value)}`} />;
          }),
        ])}
      </div>
      {/* Wrapped: a table's width never shrinks below its content, so the hidden box must be a div. */}
      <div className="visually-hidden">
      <table data-testid="heatmap-table">
        <caption>{caption}</caption>
        <thead>
          <tr><th scope="col">{text.heatmapHour}</th>{WEEK.map((day) => <th key={day} scope="col">{text.weekdays[day]}</th>)}</tr>
        </thead>
        <tbody>
          {HOURS.map((h) => (
            <tr key={h}>
              <th scope="row">{`${String(h).padStart(2, '0')}:00`}</th>
              {WEEK.map((day) => <td key={day} data-cell={`${day}-${h}`}>{show(cells[day]![h]!)}</td>)}
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    </section>
  );
}
