import type { ViewedOrder } from '../../data/orders/orders';
import { formatCurrency, relativeTimeShort } from '../../domain/shared/format';
import { MESSAGES } from '../../domain/shared/messages';
import { canCancel, nextQuickAction, orderTotal, shortOrderId } from '../../domain/orders/orders';
import { tableLabel } from '../../domain/orders/order-view';
import { StatusBadge } from './StatusBadge';

const text = MESSAGES.ordersScreen;

/** One order in the card view: where, when, what, how much. */
export function OrderCard({ order, now, onOpen, onAdvance, onCancel }: {
  order: ViewedOrder;
  now: number;
  onOpen(): void;
  onAdvance(to: ViewedOrder['status']): void;
  onCancel(): void;
}) {
  const next = nextQuickAction(order.status);
  return (
    <article className="order-card card" data-testid="order-card" data-pending={order.pending}
      aria-label={`${text.order} ${shortOrderId(order.id)}`}>
      <header className="order-card-head">
        <span className="order-table-label">{tableLabel(order.tableId) ?? text.noTable}</span>
        <span className="order-card-badges">
          {order.pending && <span className="badge pending-badge">{text.pending}</span>}
          <StatusBadge status={order.status} />
        </span>
      </header>
      <time className="muted small" dateTime={new Date(order.createdAt).toISOString()}>
        {relativeTimeShort(order.createdAt, now)}
      </time>
      <ul className="order-lines">
        {order.items.map((item, i) => (
          <li key={`${item.menuItemId ?? ''}-${i}`}>
            <span className="order-qty">{item.quantity}×</span> {item.name ?? text.unnamedItem}
          </li>
        ))}
      </ul>
      {order.customerNotes && <p className="order-note">{order.customerNotes}</p>}
      <footer className="order-card-foot">
        <span className="order-total">{formatCurrency(orderTotal(order))}</span>
        <button type="button" className="secondary" onClick={onOpen} aria-label={text.detailsOf(shortOrderId(order.id))}>
          {text.details}
        </button>
      </footer>
      {(next || canCancel(order.status)) && (
        <div className="order-card-actions">
          {next && <button type="button" onClick={() => onAdvance(next.to)}>{next.label}</button>}
          {canCancel(order.status) && <button type="button" className="secondary danger-text" onClick={onCancel}>{text.cancel}</button>}
        </div>
      )}
    </article>
  );
}
