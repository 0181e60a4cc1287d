// Pending order commands laid over the replica, as the other lists do
// (overlay.ts): a tap shows at once, offline too, and a refusal rolls back
// because failed commands are left out. How each shows is ./commands.ts's:
// planned with the rule the server applies.
import type { ViewedOrder } from '../shared/command-spec';
import type { Order } from '../shared/entities';
import { layOver, type PendingCommand } from '../sync/overlay';

export type { ViewedOrder } from '../shared/command-spec';
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
  for (const entry of entries) {
    if (entry.status === 'failed') continue;
    layOver('orders', view, entry, (id) => !landed(entry, byId, id));
  }
  return [...view.values()];
}
