import { useId, useState } from 'react';
import { MESSAGES } from '../../domain/shared/messages';
import { formatStatusLabel, ORDER_STATUSES, type OrderStatus } from '../../domain/orders/orders';

const text = MESSAGES.ordersScreen;

/** The bulk status bar of selection mode: set one status on every selected order, or delete them. */
export function BulkBar({ count, onSet, onDelete }: { count: number; onSet(to: OrderStatus): void; onDelete(): void }) {
  const id = useId();
  const [to, setTo] = useState<OrderStatus>('confirmed');
  return (
    <div className="bulk-bar" role="group" aria-label={text.selectedCount(count)}>
      <label htmlFor={`${id}-to`} className="bulk-label">{text.setStatus}</label>
      <select id={`${id}-to`} value={to} onChange={(e) => setTo(e.target.value as OrderStatus)}>
        {ORDER_STATUSES.map((s) => <option key={s} value={s}>{formatStatusLabel(s)}</option>)}
      </select>
      <button type="button" disabled={count === 0} onClick={() => onSet(to)}>{text.apply}</button>
      <button type="button" className="danger" disabled={count === 0} onClick={onDelete}>{text.deleteSelected}</button>
    </div>
  );
}
