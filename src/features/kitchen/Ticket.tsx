import type { ViewedOrder } from '../../data/orders/orders';
import { MESSAGES } from '../../domain/shared/messages';
import { ageColour, formatTicketAge, type AgeThresholds } from '../../domain/kitchen/kitchen';
import { tableLabel } from '../../domain/orders/order-view';

const text = MESSAGES.kitchen;

/** One large ticket: table, age, dishes, notes, the one button that moves it forward, and Print. */
export function Ticket({ order, now, thresholds, isNew, onForward, onPrint, onTap }: {
  order: ViewedOrder;
  now: number;
  thresholds: AgeThresholds;
  isNew: boolean;
  onForward(): void;
  onPrint(): void;
  /** Any tap on the ticket acknowledges its alert. */
  onTap(): void;
}) {
  const table = tableLabel(order.tableId) ?? text.noTable;
  const age = now - order.createdAt;
  const forward = text.forward[order.status];
  return (
    // The tap acknowledges a touch screen's alert; keyboards have 'Acknowledge' and the forward button.
    <article className={`ticket age-${ageColour(age, thresholds)}${isNew ? ' ticket-new' : ''}`} data-testid="kitchen-ticket"
      data-order-id={order.id} data-new={isNew} data-pending={order.pending} aria-label={text.ticket(table)} onClick={onTap}>
      <header className="ticket-head">
        <span className="ticket-table">{table}</span>
        <span className="ticket-age" data-testid="ticket-age" aria-label={text.age(formatTicketAge(age))}>{formatTicketAge(age)}</span>
      </header>
      <ul className="ticket-lines">
        {order.items.map((item, i) => (
          <li key={`${item.menuItemId ?? ''}-${i}`}>
            <span className="ticket-qty">{item.quantity}×</span> {item.name ?? text.unnamedItem}
          </li>
        ))}
      </ul>
      {order.customerNotes && <p className="ticket-note">{order.customerNotes}</p>}
      <div className="ticket-actions">
        {forward && (
          <button type="button" className="ticket-forward" onClick={onForward}>{forward}</button>
        )}
        <button type="button" className="secondary ticket-print" aria-label={text.printLabel(table)} onClick={onPrint}>
          {text.print}
        </button>
      </div>
    </article>
  );
}
