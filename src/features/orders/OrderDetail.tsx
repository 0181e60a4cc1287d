import type { ReactNode } from 'react';
import { formatDateTimeLabel } from '../../domain/shared/dates';
import type { Order } from '../../domain/shared/entities';
import { formatCurrency } from '../../domain/shared/format';
import { MESSAGES } from '../../domain/shared/messages';
import { orderTotal, shortOrderId } from '../../domain/orders/orders';
import { tableLabel } from '../../domain/orders/order-view';
import { Modal } from '../../app/ui/Modal';
import { StatusBadge } from './StatusBadge';
import { StatusHistory } from './StatusHistory';

const text = MESSAGES.ordersScreen;

/**
 * The order in full (items, quantities, unit prices, subtotals, notes, table,
 * who moved it when)
 * in a modal dialog: focus stays inside, Escape closes. `actions` are the
 * status controls the page offers for this order.
 */
export function OrderDetail({ order, onClose, actions }: { order: Order; onClose(): void; actions?: ReactNode }) {
  return (
    <Modal title={`${text.order} ${shortOrderId(order.id)}`} onClose={onClose} className="order-detail" testId="order-detail">
      <StatusBadge status={order.status} />
      <dl className="order-facts">
        <dt>{text.table}</dt>
        <dd>{tableLabel(order.tableId) ?? text.noTable}</dd>
        <dt>{text.placed}</dt>
        <dd>{formatDateTimeLabel(new Date(order.createdAt))}</dd>
      </dl>
      <table className="order-items">
        <thead>
          <tr>
            <th scope="col">{text.items}</th>
            <th scope="col" className="num">{text.quantity}</th>
            <th scope="col" className="num">{text.unitPrice}</th>
            <th scope="col" className="num">{text.subtotal}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={`${item.menuItemId ?? ''}-${i}`}>
              <td>{item.name ?? text.unnamedItem}</td>
              <td className="num">{item.quantity}</td>
              <td className="num">{formatCurrency(item.price)}</td>
              <td className="num">{formatCurrency(item.subtotal ?? item.price * item.quantity)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>{text.total}</th>
            <td className="num" data-testid="order-total">{formatCurrency(orderTotal(order))}</td>
          </tr>
        </tfoot>
      </table>
      {order.customerNotes && (
        <section className="order-notes">
          <h4>{text.customerNotes}</h4>
          <p>{order.customerNotes}</p>
        </section>
      )}
      {order.sellerNotes && (
        <section className="order-notes">
          <h4>{text.sellerNotes}</h4>
          <p data-testid="seller-notes">{order.sellerNotes}</p>
        </section>
      )}
      {order.statusHistory && <StatusHistory lines={order.statusHistory} placedAt={order.createdAt} />}
      <footer className="order-detail-foot">
        {actions}
        <button type="button" className="secondary" onClick={onClose}>{text.close}</button>
      </footer>
    </Modal>
  );
}
