// The sellers' order commands (doc 1 §4.6, §5, §7.1; doc 2 §4, §7,
// §8). The rules are src/domain/orders', so the server refuses with the very
// words the client shows. Every write of an order goes through
// applyOrderWrite(s) (orders/order-write.ts), which keeps the daily rollups in
// the same transaction; the store's time zone is read with the other reads.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { mergeAppConfig, type DeepPartial, type AppConfig } from '../../../src/domain/settings/app-config';
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { exampleOrder, type ExampleMenuItem } from '../../../src/domain/orders/example-order';
import { readNotes } from '../../../src/domain/orders/place-order';
import { priceOrder } from '../../../src/domain/orders/pricing';
import { planBulkStatusChange, planStatusChange, type StatusChange, type StatusChangeMode } from '../../../src/domain/orders/status-change';
import { isOwnerOrManager } from '../../../src/domain/team/permissions';
import { commandOf, stamped, type CommandContext } from '../lib/command-call';
import { applyOrderWrite, applyOrderWrites, orderRollups, readOrderRollups, type OrderRollups, type OrderWrite } from './order-write';
import { appendHistory, historyEntry, liveOrder, newOrderDoc, ordersOf, orThrow, type OrderData } from './order-docs';
import { ORDER_FUNCTIONS } from '../../../src/domain/orders/functions';
import type { Implementations } from '../lib/deploy';

const M = MESSAGES.orders;
const orders = (ctx: CommandContext) => ordersOf(ctx.db, ctx.storeId);
/** The rollups of this command's store; a read, so with the command's other reads. */
const rollupsOf = (ctx: CommandContext): Promise<OrderRollups> => readOrderRollups(ctx.tx, ctx.db, ctx.storeId);

/** Writes one status change: the patch, the appended history line, the replication stamp; returns the order after it. */
function writeChange(ctx: CommandContext, snap: DocumentSnapshot, order: OrderData, change: StatusChange): OrderData {
  const entry = historyEntry(change.entry, ctx.actor);
  const fields = { ...change.patch, statusHistory: appendHistory(order, entry), ...stamped(ctx, false) };
  ctx.tx.update(snap.ref, fields);
  return { ...order, ...fields };
}

function planOne(order: OrderData, ctx: CommandContext, to: string, mode: StatusChangeMode, sellerNotes: unknown): StatusChange | null {
  return orThrow(planStatusChange(order, { to, mode, sellerNotes, canSetAny: isOwnerOrManager(ctx.role) }));
}

const pick = (n: number) => Math.floor(Math.random() * n);

/** The Functions this module implements, by their declared names (src/domain/orders/functions.ts). */
export const ORDER_HANDLERS = {
  updateOrderStatusSecure: commandOf('order.updateStatus', async ({ orderId, newStatus: to, mode, sellerNotes }, ctx) => {
    orThrow(readNotes(sellerNotes));
    const [snap, rollups] = await Promise.all([ctx.tx.get(orders(ctx).doc(orderId)), rollupsOf(ctx)]);
    const order = liveOrder(snap);
    if (!order) throw new DomainError('not-found', M.notFound(orderId));
    const change = planOne(order, ctx, to, mode, sellerNotes);
    if (change) applyOrderWrite(rollups, orderId, order, writeChange(ctx, snap, order, change));
    return { success: true, orderId, status: change ? change.patch.status : order.status, changed: change !== null };
  }),
  /** The bulk bar (doc 2 §4): sets any status; orders already in it, or gone, are skipped. */
  bulkUpdateOrderStatusSecure: commandOf('order.bulkUpdateStatus', async ({ orderIds: ids, newStatus: to, sellerNotes }, ctx) => {
    orThrow(readNotes(sellerNotes));
    const [snaps, rollups] = await Promise.all([ctx.tx.getAll(...ids.map((id) => orders(ctx).doc(id))), rollupsOf(ctx)]);
    const live = new Map(snaps.map((snap) => [snap.id, liveOrder(snap) ?? undefined] as const));
    const planned = orThrow(planBulkStatusChange(ids, live, {
      to, sellerNotes, canSetAny: isOwnerOrManager(ctx.role),
    }));
    const written = planned.changes.map((change) => {
      const snap = snaps.find((s) => s.id === change.id) as DocumentSnapshot;
      const before = live.get(change.id) as OrderData;
      return { orderId: change.id, before, after: writeChange(ctx, snap, before, change) };
    });
    applyOrderWrites(rollups, written);
    return { success: true, updatedCount: planned.changes.length, skippedIds: planned.skipped };
  }),
  /** Tombstones, never hard deletes, so every replica drops them too. Already-deleted or unknown ids are skipped. */
  bulkDeleteOrdersSecure: commandOf('order.bulkDelete', async ({ orderIds: ids }, ctx) => {
    const [snaps, rollups] = await Promise.all([ctx.tx.getAll(...ids.map((id) => orders(ctx).doc(id))), rollupsOf(ctx)]);
    const deleted: OrderWrite[] = [];
    for (const snap of snaps) {
      if (!snap.exists || snap.get('_deleted') === true) continue;
      ctx.tx.update(snap.ref, { ...stamped(ctx, false), _deleted: true });
      deleted.push({ orderId: snap.id, before: snap.data() as OrderData, after: null });
    }
    applyOrderWrites(rollups, deleted);
    return { success: true, deletedCount: deleted.length };
  }),
  /** 'Add Example Order': from the store's live, available menu, or one sample dish; priced like a customer's order. */
  createExampleOrderSecure: commandOf('order.createExample', async ({ orderId }, ctx) => {
    const ref = orderId === undefined ? orders(ctx).doc() : orders(ctx).doc(orderId);
    const [existing, store, menu] = await Promise.all([
      ctx.tx.get(ref),
      ctx.tx.get(ctx.db.doc(`stores/${ctx.storeId}`)),
      ctx.tx.get(ctx.db.collection(`stores/${ctx.storeId}/menuItems`).where('_deleted', '==', false)),
    ]);
    if (existing.exists) throw new DomainError('already-exists', M.exampleFailed);
    const items: ExampleMenuItem[] = menu.docs
      .map((d) => ({ id: d.id, name: d.get('name'), price: d.get('price'), isAvailable: d.get('isAvailable') !== false }))
      .filter((i) => typeof i.name === 'string' && typeof i.price === 'number' && Number.isFinite(i.price) && i.price >= 0);
    const tableCount = typeof store.get('tableCount') === 'number' ? (store.get('tableCount') as number) : 0;
    const example = exampleOrder(items, tableCount, pick);
    const config = mergeAppConfig(store.get('configs') as DeepPartial<AppConfig> | undefined);
    const doc = newOrderDoc(ref.id, priceOrder(example.lines, config.orderConfig), {
      tableId: example.tableId,
      ...(example.customerNotes !== undefined ? { customerNotes: example.customerNotes } : {}),
      isExample: true,
      by: ctx.actor,
      now: ctx.now,
    });
    ctx.tx.create(ref, doc);
    applyOrderWrite(orderRollups(ctx.tx, ctx.db, ctx.storeId, store.get('timeZone')), ref.id, null, doc);
    return { success: true, orderId: ref.id };
  }),
} satisfies Partial<Implementations<typeof ORDER_FUNCTIONS>>;
