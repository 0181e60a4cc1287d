import type { OrderStatus } from '../../domain/orders/orders';
import { formatStatusLabel } from '../../domain/orders/orders';

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`badge order-status status-${status}`} data-testid="order-status">
      {formatStatusLabel(status)}
    </span>
  );
}
