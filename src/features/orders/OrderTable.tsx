import type { Order } from '../../domain/shared/entities';
import { formatCurrency, relativeTimeShort } from '../../domain/shared/format';
import { MESSAGES } from '../../domain/shared/messages';
import { orderTotal, shortOrderId } from '../../domain/orders/orders';
import { itemCount, tableLabel } from '../../domain/orders/order-view';
import { StatusBadge } from './StatusBadge';

const text = MESSAGES.ordersScreen;

interface Props {
  orders: readonly Order[];
  now: number;
  /** Set while selection mode is on (list view only). */
  selected: ReadonlySet<string> | null;
  onToggle(id: string): void;
  onToggleAll(): void;
  onOpen(id: string): void;
}

/** The list view: one row per order, the id's first 8 characters. */
export function OrderTable({ orders, now, selected, onToggle, onToggleAll, onOpen }: Props) {
  const allChecked = selected !== null && orders.length > 0 && orders.every((o) => selected.has(o.id));
  return (
    <div className="order-table-wrap">
      <table className="order-table" aria-label={text.listLabel}>
        <thead>
          <tr>
            {selected && (
              <th scope="col" className="order-check">
                <input type="checkbox" aria-label={text.selectAll} checked={allChecked} onChange={onToggleAll} />
              </th>
            )}
            <th scope="col">{text.order}</th>
            <th scope="col">{text.table}</th>
            <th scope="col">{text.items}</th>
            <th scope="col" className="num">{text.total}</th>
            <th scope="col">{text.status}</th>
            <th scope="col">{text.time}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const short = shortOrderId(order.id);
            return (
              <tr key={order.id} data-testid="order-row" aria-selected={selected ? selected.has(order.id) : undefined}>
                {selected && (
                  <td className="order-check">
                    <input type="checkbox" aria-label={text.selectOrder(short)} checked={selected.has(order.id)} onChange={() => onToggle(order.id)} />
                  </td>
                )}
                <td>
                  <button type="button" className="link order-id" onClick={() => onOpen(order.id)} aria-label={text.viewDetails(short)}>
                    <span data-testid="order-id">{short}</span>
                  </button>
                </td>
                <td>{tableLabel(order.tableId) ?? text.noTable}</td>
                <td>{text.itemCount(itemCount(order))}</td>
                <td className="num">{formatCurrency(orderTotal(order))}</td>
                <td><StatusBadge status={order.status} /></td>
                <td><time dateTime={new Date(order.createdAt).toISOString()}>{relativeTimeShort(order.createdAt, now)}</time></td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
