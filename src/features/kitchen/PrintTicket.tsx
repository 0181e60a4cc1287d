import { createPortal } from 'react-dom';
import type { ViewedOrder } from '../../data/orders/orders';
import { ticketClock } from '../../domain/shared/catalogue/kitchen';
import { MESSAGES } from '../../domain/shared/messages';
import { tableLabel } from '../../domain/orders/order-view';

const text = MESSAGES.kitchen;

/**
 * The paper copy of one ticket, an 80 mm kitchen receipt: big table, time
 * placed, dishes and quantities, the customer's note. A direct child of
 * <body>, so the print stylesheet (kitchen.css) can hide the whole app beside
 * it; never shown on screen.
 */
export function PrintTicket({ order }: { order: ViewedOrder }) {
  const table = tableLabel(order.tableId) ?? text.noTable;
  return createPortal(
    <div className="print-ticket" data-testid="print-ticket">
      <p className="print-table">{table}</p>
      <p className="print-meta">
        <span>{text.printed(ticketClock(order.createdAt))}</span> <span>{text.printOrder(order.id.slice(0, 8))}</span>
      </p>
      <ul className="print-lines">
        {order.items.map((item, i) => (
          <li key={`${item.menuItemId ?? ''}-${i}`}>
            <span className="print-qty">{item.quantity}×</span> <span>{item.name ?? text.unnamedItem}</span>
          </li>
        ))}
      </ul>
      {order.customerNotes && <p className="print-note">{order.customerNotes}</p>}
    </div>,
    document.body,
  );
}
