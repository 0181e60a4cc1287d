import { memo, useRef } from 'react';
import type { ViewedOrder } from '../../data/orders/orders';
import { MESSAGES } from '../../domain/shared/messages';
import { ageColour, formatTicketAge, type AgeThresholds } from '../../domain/kitchen/kitchen';
import { tableLabel } from '../../domain/orders/order-view';
import { useSecondClock, useSecondTick } from '../../app/ui/second-clock';

const text = MESSAGES.kitchen;

/**
 * The ticket's age, ticking on its own: the clock writes its text each second
 * (React renders the span, never its text), so neither the ticket nor the
 * board re-renders for it.
 */
function TicketAge({ createdAt }: { createdAt: number }) {
  const label = useRef<HTMLSpanElement>(null);
  useSecondTick((now) => {
    const span = label.current;
    const age = formatTicketAge(now - createdAt);
    if (!span || span.textContent === age) return;
    span.textContent = age;
    span.setAttribute('aria-label', text.age(age));
  });
  return <span ref={label} className="ticket-age" data-testid="ticket-age" />;
}

/**
 * One large ticket: table, age, dishes, notes, the one button that moves it forward, and Print.
 * Memoised: the board re-renders on every change to any order, a ticket only when its own order,
 * its alert or the thresholds change (the board keeps unchanged orders the same objects), and when
 * its age crosses a threshold colour.
 */
export const Ticket = memo(function Ticket({ order, thresholds, isNew, onForward, onPrint, onTap }: {
  order: ViewedOrder;
  thresholds: AgeThresholds;
  isNew: boolean;
  onForward(order: ViewedOrder): void;
  onPrint(order: ViewedOrder): void;
  /** Any tap on the ticket acknowledges its alert. */
  onTap(orderId: string): void;
}) {
  const table = tableLabel(order.tableId) ?? text.noTable;
  const colour = useSecondClock((now) => ageColour(now - order.createdAt, thresholds));
  const forward = text.forward[order.status];
  return (
    // The tap acknowledges a touch screen's alert; keyboards have 'Acknowledge' and the forward button.
    <article className={`ticket age-${colour}${isNew ? ' ticket-new' : ''}`} data-testid="kitchen-ticket"
      data-order-id={order.id} data-new={isNew} data-pending={order.pending} aria-label={text.ticket(table)} onClick={() => onTap(order.id)}>
      <header className="ticket-head">
        <span className="ticket-table">{table}</span>
        <TicketAge createdAt={order.createdAt} />
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
          <button type="button" className="ticket-forward" onClick={() => onForward(order)}>{forward}</button>
        )}
        <button type="button" className="secondary ticket-print" aria-label={text.printLabel(table)} onClick={() => onPrint(order)}>
          {text.print}
        </button>
      </div>
    </article>
  );
});
