// The draft's rows as an editable table, grouped by section (a section
// becomes a category, with its guessed icon).
import { Fragment, useState } from 'react';
import { guessCategoryIcon, needsPriceCheck, type ReviewRow } from '../../domain/menu-import/review';
import { MESSAGES } from '../../domain/shared/messages';

const text = MESSAGES.menuImport;

interface Props {
  rows: readonly ReviewRow[];
  duplicates: ReadonlySet<string>;
  onEdit: (id: string, patch: Partial<Omit<ReviewRow, 'id'>>) => void;
  onRemove: (id: string) => void;
  onMerge: (id: string) => void;
}

export function ReviewTable({ rows, duplicates, onEdit, onRemove, onMerge }: Props) {
  return (
    <div className="review-table-wrap" tabIndex={0} role="region" aria-label={text.title}>
      <table className="review-table">
        <thead>
          <tr>
            <th scope="col">{text.name}</th>
            <th scope="col">{text.description}</th>
            <th scope="col">{text.price}</th>
            <th scope="col">{text.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const newSection = index === 0 || rows[index - 1]?.section !== row.section;
            const check = needsPriceCheck(row);
            return (
              <Fragment key={row.id}>
                {newSection && (
                  <tr className="review-section">
                    <th scope="rowgroup" colSpan={4}>
                      <span aria-hidden="true">{guessCategoryIcon(row.section)}</span> {row.section || text.uncategorised}
                    </th>
                  </tr>
                )}
                <tr data-testid="review-row" className={check ? 'low-confidence' : undefined}>
                  <td>
                    <input aria-label={`${text.name} ${index + 1}`} value={row.name} onChange={(e) => onEdit(row.id, { name: e.target.value })} />
                    {duplicates.has(row.id) && <span className="badge warn" data-testid="duplicate">{text.duplicate}</span>}
                  </td>
                  <td>
                    <input aria-label={`${text.description} ${index + 1}`} value={row.description} onChange={(e) => onEdit(row.id, { description: e.target.value })} />
                  </td>
                  <td>
                    <PriceInput row={row} index={index} onEdit={onEdit} />
                    {check && <span className="badge warn" data-testid="check-price">{text.lowConfidence}</span>}
                  </td>
                  <td className="review-actions">
                    <button type="button" className="secondary small" onClick={() => onRemove(row.id)} aria-label={`${text.remove} ${row.name}`}>{text.remove}</button>
                    {index < rows.length - 1 && (
                      <button type="button" className="secondary small" onClick={() => onMerge(row.id)} aria-label={`${text.mergeWithNext}: ${row.name}`}>{text.mergeWithNext}</button>
                    )}
                  </td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const shownPrice = (price: number | null) => (price === null ? '' : String(price));

function PriceInput({ row, index, onEdit }: { row: ReviewRow; index: number; onEdit: Props['onEdit'] }) {
  // What the owner types is kept as typed ('12.' on the way to '12.50'), for
  // as long as the row's price is the one it typed; a merge that brings
  // another price shows that one.
  const [typed, setTyped] = useState({ text: shownPrice(row.price), price: row.price });
  const value = typed.price === row.price ? typed.text : shownPrice(row.price);
  return (
    <input
      aria-label={`${text.price} ${index + 1}`}
      inputMode="decimal"
      value={value}
      placeholder={row.priceText}
      onChange={(e) => {
        const raw = e.target.value.trim().replace(',', '.');
        const price = raw === '' ? null : Number(raw);
        const valid = price === null || (Number.isFinite(price) && price >= 0);
        setTyped({ text: e.target.value, price: valid ? price : row.price });
        // Once the owner typed a price, it is theirs: no longer a doubtful reading.
        if (valid) onEdit(row.id, { price, priceText: raw, confidence: 1 });
      }}
    />
  );
}
