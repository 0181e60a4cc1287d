import type { ItemMix, MixRow } from '../../../domain/analytics/item-mix';
import { formatCurrency, formatNumber } from '../../../domain/shared/format';
import { MESSAGES } from '../../../domain/shared/messages';

const text = MESSAGES.reports;

function MixTable({ title, rows, nameColumn, testId }: { title: string; rows: MixRow[]; nameColumn: string; testId: string }) {
  return (
    <div className="mix-table">
      <table data-testid={testId}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{nameColumn}</th>
            <th scope="col" className="num">{text.quantityColumn}</th>
            <th scope="col" className="num">{text.revenueColumn}</th>
            <th scope="col" className="num">{text.shareColumn}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.name}</th>
              <td className="num">{formatNumber(row.quantity)}</td>
              <td className="num">{formatCurrency(row.revenueCents / 100)}</td>
              <td className="num">
                <span className="share-bar" style={{ width: `${Math.round(row.share * 100)}%` }} aria-hidden="true" />
                {text.percent(row.share)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ItemMixCard({ mix }: { mix: ItemMix }) {
  return (
    <section className="card report-card" aria-labelledby="mix-title" data-testid="report-items">
      <h3 id="mix-title">{text.itemMixTitle}</h3>
      {mix.all.length === 0 ? <p className="muted">{text.noItems}</p> : (
        <div className="mix-tables">
          <MixTable title={text.topByQuantity} rows={mix.byQuantity} nameColumn={text.itemColumn} testId="top-by-quantity" />
          <MixTable title={text.topByRevenue} rows={mix.byRevenue} nameColumn={text.itemColumn} testId="top-by-revenue" />
          <MixTable title={text.categoriesTitle} rows={mix.categories} nameColumn={text.categoryColumn} testId="category-mix" />
          <p className="muted">{text.categoriesNote}</p>
        </div>
      )}
    </section>
  );
}
