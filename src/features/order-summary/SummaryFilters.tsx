import { useId } from 'react';
import type { OrderFilterInput } from '../../domain/analytics/order-filter';
import { MESSAGES } from '../../domain/shared/messages';
import { formatStatusLabel, ORDER_STATUSES } from '../../domain/orders/orders';

const text = MESSAGES.reports;
export const EMPTY_FILTER_INPUT: OrderFilterInput = { status: 'all', minAmount: '', maxAmount: '' };

/** Doc 1 §7.2's analytics filters: status and an amount range, for every card and both periods. */
export function SummaryFilters({ value, errors, onChange }: {
  value: OrderFilterInput;
  errors: Partial<Record<'minAmount' | 'maxAmount', string>>;
  onChange: (next: OrderFilterInput) => void;
}) {
  const id = useId();
  const amount = (field: 'minAmount' | 'maxAmount', label: string) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input id={`${id}-${field}`} inputMode="decimal" value={value[field]} aria-invalid={Boolean(errors[field])}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        onChange={(e) => onChange({ ...value, [field]: e.target.value })} />
      {errors[field] && <span id={`${id}-${field}-error`} className="field-error">{errors[field]}</span>}
    </div>
  );
  const filtered = value.status !== 'all' || value.minAmount.trim() !== '' || value.maxAmount.trim() !== '';
  return (
    <fieldset className="summary-filters" data-testid="summary-filters">
      <legend>{text.filtersTitle}</legend>
      <div className="field">
        <label htmlFor={`${id}-status`}>{text.statusFilter}</label>
        <select id={`${id}-status`} value={value.status} onChange={(e) => onChange({ ...value, status: e.target.value })}>
          <option value="all">{text.allStatuses}</option>
          {ORDER_STATUSES.map((s) => <option key={s} value={s}>{formatStatusLabel(s)}</option>)}
        </select>
      </div>
      {amount('minAmount', text.minAmount)}
      {amount('maxAmount', text.maxAmount)}
      {filtered && (
        <>
          <button type="button" className="secondary" onClick={() => onChange(EMPTY_FILTER_INPUT)}>{text.clearFilters}</button>
          <p className="muted filters-note">{text.filteredNote}</p>
        </>
      )}
    </fieldset>
  );
}
