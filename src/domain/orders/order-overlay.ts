// Pending order commands laid over the replica, as the other lists do
// (overlay.ts): a tap shows at once, offline too, and a refusal rolls back
// because failed commands are left out. Each change is planned with the same
// rule the server applies, against the order as this device sees it then, so
// a change another device made first wins here as it will on the server.
import type { Order } from '../entities';
import type { PendingCommand, Viewed } from '../overlay';
import { planStatusChange } from './status-change';

export type ViewedOrder = Viewed<Order>;
type ReplicaOrder = Order & { updatedAt?: number };

/**
 * A delivered command no longer speaks for an order the replica has pulled
 * since the command's commit: what the server wrote (or another device wrote
 * after) is there. Judged per order, since a bulk change skips some.
 */
function landed(entry: PendingCommand, replica: ReadonlyMap<string, ReplicaOrder>, id: string): boolean {
  if (entry.status !== 'delivered' || entry.committedAt === undefined) return false;
  return (replica.get(id)?.updatedAt ?? -1) >= entry.committedAt;
}

export function overlayOrders(replica: readonly ReplicaOrder[], entries: readonly PendingCommand[]): ViewedOrder[] {
  const byId = new Map(replica.map((o) => [o.id, o]));
  const view = new Map<string, ViewedOrder>(replica.map((o) => [o.id, { ...o, pending: false }]));
  const setStatus = (id: string, to: Order['status'], mode: 'advance' | 'set', sellerNotes: string | undefined, pending: boolean) => {
    const order = view.get(id);
    if (!order) return;
    const planned = planStatusChange(order, { to, mode, sellerNotes, canSetAny: true });
    if (!planned.ok || planned.value === null) return;
    const { patch } = planned.value;
    const next: ViewedOrder = { ...order, status: patch.status, pending: order.pending || pending };
    if (patch.sellerNotes !== undefined) {
      if (patch.sellerNotes) next.sellerNotes = patch.sellerNotes;
      else delete next.sellerNotes;
    }
    view.set(id, next);
  };
  for (const entry of entries) {
    if (entry.status === 'failed') continue;
    const pending = entry.status === 'queued';
    const { command } = entry;
    const open = (id: string) => !landed(entry, byId, id);
    switch (command.type) {
      case 'order.updateStatus':
        if (open(command.payload.orderId)) {
          setStatus(command.payload.orderId, command.payload.newStatus, command.payload.mode, command.payload.sellerNotes, pending);
        }
        break;
      case 'order.bulkUpdateStatus':
        for (const id of command.payload.orderIds.filter(open)) setStatus(id, command.payload.newStatus, 'set', command.payload.sellerNotes, pending);
        break;
      case 'order.bulkDelete':
        for (const id of command.payload.orderIds) view.delete(id);
        break;
      default:
        break;
    }
  }
  return [...view.values()];
}
