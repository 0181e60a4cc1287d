import { useId } from 'react';
import { MESSAGES } from '../../domain/shared/messages';
import {
  ORDER_DATE_PRESET_LABELS,
  ORDER_DATE_PRESETS,
  type OrderDatePreset,
  type OrderStatusFilter,
} from '../../domain/orders/orders-filter';

const text = MESSAGES.ordersScreen;

export interface CustomInput {
  start: string;
  end: string;
}

interface Props {
  status: OrderStatusFilter;
  preset: OrderDatePreset;
  custom: CustomInput;
  customErrors: Partial<Record<'start' | 'end', string>>;
  cleared: boolean;
  onStatus(status: OrderStatusFilter): void;
  onPreset(preset: OrderDatePreset): void;
  onCustom(custom: CustomInput): void;
  onClear(): void;
}

/** Status and date filters (doc 2 §2 "Orders"; the custom range rules of §5). */
export function OrderFilters({ status, preset, custom, customErrors, cleared, onStatus, onPreset, onCustom, onClear }: Props) {
  const id = useId();
  return (
    <div className="order-filters" role="group" aria-label="Filters">
      <div className="field">
        <label htmlFor={`${id}-status`}>{text.statusFilter}</label>
        <select id={`${id}-status`} value={status} onChange={(e) => onStatus(e.target.value as OrderStatusFilter)}>
          <option value="active">{text.statusActive}</option>
          <option value="all">{text.statusAll}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-date`}>{text.dateFilter}</label>
        <select id={`${id}-date`} value={preset} onChange={(e) => onPreset(e.target.value as OrderDatePreset)}>
          {ORDER_DATE_PRESETS.map((p) => (
            <option key={p} value={p}>{ORDER_DATE_PRESET_LABELS[p]}</option>
          ))}
        </select>
      </div>
      {preset === 'custom' && (
        <>
          <div className="field">
            <label htmlFor={`${id}-from`}>{text.from}</label>
            <input id={`${id}-from`} type="date" value={custom.start} aria-invalid={Boolean(customErrors.start)}
              aria-describedby={customErrors.start ? `${id}-from-error` : undefined}
              onChange={(e) => onCustom({ ...custom, start: e.target.value })} />
            {customErrors.start && <span id={`${id}-from-error`} className="field-error">{customErrors.start}</span>}
          </div>
          <div className="field">
            <label htmlFor={`${id}-to`}>{text.to}</label>
            <input id={`${id}-to`} type="date" value={custom.end} aria-invalid={Boolean(customErrors.end)}
              aria-describedby={customErrors.end ? `${id}-to-error` : undefined}
              onChange={(e) => onCustom({ ...custom, end: e.target.value })} />
            {customErrors.end && <span id={`${id}-to-error`} className="field-error">{customErrors.end}</span>}
          </div>
        </>
      )}
      {!cleared && (
        <button type="button" className="secondary order-clear" onClick={onClear}>{text.clearFilters}</button>
      )}
    </div>
  );
}
