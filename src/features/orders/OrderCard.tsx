import type { Order } from '../../domain/entities';
import { formatCurrency, relativeTimeShort } from '../../domain/format';
import { MESSAGES } from '../../domain/messages';
import { orderTotal, shortOrderId } from '../../domain/orders/orders';
import { tableLabel } from '../../domain/orders/order-view';
import { StatusBadge } from './StatusBadge';

const text = MESSAGES.ordersScreen;

/** One order in the card view: where, when, what, how much. */
export function OrderCard({ order, now, onOpen }: { order: Order; now: number; onOpen(): void }) {
  return (
    <article className="order-card card" data-testid="order-card" aria-label={`${text.order} ${shortOrderId(order.id)}`}>
      <header className="order-card-head">
        <span className="order-table">{tableLabel(order.tableId) ?? text.noTable}</span>
        <StatusBadge status={order.status} />
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
        <button type="button" className="secondary" onClick={onOpen} aria-label={text.viewDetails(shortOrderId(order.id))}>
          {text.details}
        </button>
      </footer>
    </article>
  );
}
