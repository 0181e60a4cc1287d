import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { createClient, refusal } from '../support/client';
import { orderDoc, seedMenuItem, seedOrder, setOrdering } from '../support/orders';
import { commandRecordCount, liveDocs, ownerPerTest, signInAsMember, signInAsNewStoreOwner } from '../support/store-member';

// The sellers' order commands through the real web SDK against the Functions emulator.
const owner = ownerPerTest();

const id = () => randomUUID();
type Answer = Record<string, unknown>;
const updateStatus = (data: Record<string, unknown>, commandId = id(), on = owner.client) =>
  on.call<Answer>('updateOrderStatusSecure', { storeId: owner.me.storeId, commandId, ...data });
const bulkStatus = (data: Record<string, unknown>, commandId = id()) =>
  owner.client.call<Answer>('bulkUpdateOrderStatusSecure', { storeId: owner.me.storeId, commandId, ...data });
const bulkDelete = (orderIds: unknown, commandId = id()) =>
  owner.client.call<Answer>('bulkDeleteOrdersSecure', { storeId: owner.me.storeId, commandId, orderIds });

describe('updateOrderStatusSecure: advance (quick actions, board taps)', () => {
  it('moves an order one step along doc 1 §4.6 and appends {from, to, at, by} to its history', async () => {
    const orderId = await seedOrder(owner.me.storeId);
    const result = await updateStatus({ orderId, newStatus: 'confirmed', mode: 'advance' });
    expect(result).toMatchObject({ success: true, orderId, status: 'confirmed', changed: true });
    const doc = await orderDoc(owner.me.storeId, orderId);
    expect(doc.status).toBe('confirmed');
    expect(doc.statusHistory).toHaveLength(1);
    expect(doc.statusHistory?.[0]).toMatchObject({ from: 'pending', to: 'confirmed', by: owner.me.uid });
    expect(doc.statusHistory?.[0]?.at).toBeDefined();
    // Stamped with the commit, so replicas pull it.
    expect(Math.floor((doc.updatedAt as { toMillis(): number }).toMillis())).toBe(result.committedAt);
    expect(doc._deleted).toBe(false);
  });

  it("accepts doc 2's `status` field as well as doc 1's `newStatus`, and advance is the default mode", async () => {
    const orderId = await seedOrder(owner.me.storeId);
    await updateStatus({ orderId, status: 'confirmed' });
    expect((await orderDoc(owner.me.storeId, orderId)).status).toBe('confirmed');
  });

  it('refuses a skipped step with the spec words, changing nothing', async () => {
    const orderId = await seedOrder(owner.me.storeId);
    const error = await refusal(updateStatus({ orderId, newStatus: 'ready', mode: 'advance' }));
    expect([error.code, error.message]).toEqual([
      'failed-precondition',
      'Invalid status transition: pending -> ready. Allowed transitions: confirmed, cancelled',
    ]);
    const doc = await orderDoc(owner.me.storeId, orderId);
    expect(doc.status).toBe('pending');
    expect(doc.statusHistory).toBeUndefined();
    expect(await commandRecordCount(owner.me.storeId)).toBe(0);
  });

  it("refuses 'Mark as Ready' on an order another device has cancelled meanwhile", async () => {
    const orderId = await seedOrder(owner.me.storeId, { status: 'preparing' });
    await updateStatus({ orderId, newStatus: 'cancelled', sellerNotes: 'Out of fish' });
    const error = await refusal(updateStatus({ orderId, newStatus: 'ready' }));
    expect(error.message).toBe('Invalid status transition: cancelled -> ready. Allowed transitions: none');
    expect((await orderDoc(owner.me.storeId, orderId)).status).toBe('cancelled');
  });

  it('cancelling needs a reason; the reason goes to sellerNotes and to the history line', async () => {
    const orderId = await seedOrder(owner.me.storeId, { status: 'confirmed' });
    const error = await refusal(updateStatus({ orderId, newStatus: 'cancelled', sellerNotes: '   ' }));
    expect([error.code, error.message]).toEqual(['invalid-argument', 'Reason is required.']);
    await updateStatus({ orderId, newStatus: 'cancelled', sellerNotes: ' Customer left ' });
    const doc = await orderDoc(owner.me.storeId, orderId);
    expect(doc).toMatchObject({ status: 'cancelled', sellerNotes: 'Customer left' });
    expect(doc.statusHistory?.[0]).toMatchObject({ from: 'confirmed', to: 'cancelled', reason: 'Customer left', by: owner.me.uid });
  });

  it('refuses an unknown status and an unknown order with the order data rules words', async () => {
    const orderId = await seedOrder(owner.me.storeId);
    const bad = await refusal(updateStatus({ orderId, newStatus: 'eaten' }));
    expect([bad.code, bad.message]).toEqual(['invalid-argument', 'Invalid order status: eaten']);
    const missing = await refusal(updateStatus({ orderId: 'no-such-order', newStatus: 'confirmed' }));
    expect([missing.code, missing.message]).toEqual(['not-found', 'Order no-such-order not found']);
    const tombstone = await seedOrder(owner.me.storeId, { _deleted: true });
    expect((await refusal(updateStatus({ orderId: tombstone, newStatus: 'confirmed' }))).message).toBe(`Order ${tombstone} not found`);
  });

  it('refuses malformed payloads as invalid-argument before reading anything', async () => {
    const orderId = await seedOrder(owner.me.storeId);
    for (const data of [
      { orderId, newStatus: 'x'.repeat(1_000_000) },
      { orderId, newStatus: { status: 'confirmed' } },
      { orderId: ['a'], newStatus: 'confirmed' },
      { orderId, newStatus: 'cancelled', sellerNotes: 'x'.repeat(501) },
      { orderId, newStatus: 'confirmed', mode: 'jump' },
    ]) {
      expect((await refusal(updateStatus(data))).code).toBe('invalid-argument');
    }
    expect((await orderDoc(owner.me.storeId, orderId)).status).toBe('pending');
  });

  it('the same command id twice: one effect, one history line, the same answer', async () => {
    const orderId = await seedOrder(owner.me.storeId);
    const commandId = id();
    const first = await updateStatus({ orderId, newStatus: 'confirmed' }, commandId);
    const second = await updateStatus({ orderId, newStatus: 'confirmed' }, commandId);
    expect(second).toEqual(first);
    expect((await orderDoc(owner.me.storeId, orderId)).statusHistory).toHaveLength(1);
    expect(await commandRecordCount(owner.me.storeId)).toBe(1);
  });

  it('the caller cannot write any other field (a price, a total) through a status change', async () => {
    const orderId = await seedOrder(owner.me.storeId);
    await updateStatus({ orderId, newStatus: 'confirmed', totalAmount: 0, items: [], price: 0.01 });
    expect(await orderDoc(owner.me.storeId, orderId)).toMatchObject({ totalAmount: 9, items: [{ price: 4.5, quantity: 2 }] });
  });
});

describe('updateOrderStatusSecure: set (change-status dialog)', () => {
  it('sets any status, backwards too, with a history line', async () => {
    const orderId = await seedOrder(owner.me.storeId, { status: 'completed' });
    await updateStatus({ orderId, newStatus: 'preparing', mode: 'set' });
    await updateStatus({ orderId, newStatus: 'out_for_delivery', mode: 'set' });
    const doc = await orderDoc(owner.me.storeId, orderId);
    expect(doc.status).toBe('out_for_delivery');
    expect(doc.statusHistory?.map((h) => `${h.from}->${h.to}`)).toEqual(['completed->preparing', 'preparing->out_for_delivery']);
  });

  it('cancelled -> pending clears sellerNotes', async () => {
    const orderId = await seedOrder(owner.me.storeId, { status: 'cancelled', sellerNotes: 'Customer left' });
    await updateStatus({ orderId, newStatus: 'pending', mode: 'set' });
    expect(await orderDoc(owner.me.storeId, orderId)).toMatchObject({ status: 'pending', sellerNotes: '' });
  });

  it('a completed order may be cancelled in set mode, with its reason', async () => {
    const orderId = await seedOrder(owner.me.storeId, { status: 'completed' });
    expect((await refusal(updateStatus({ orderId, newStatus: 'cancelled', mode: 'set' }))).message).toBe('Reason is required.');
    await updateStatus({ orderId, newStatus: 'cancelled', mode: 'set', sellerNotes: 'Refunded' });
    expect(await orderDoc(owner.me.storeId, orderId)).toMatchObject({ status: 'cancelled', sellerNotes: 'Refunded' });
  });

  it('setting the status an order already has changes nothing', async () => {
    const orderId = await seedOrder(owner.me.storeId, { status: 'ready' });
    expect(await updateStatus({ orderId, newStatus: 'ready', mode: 'set' })).toMatchObject({ changed: false, status: 'ready' });
    expect((await orderDoc(owner.me.storeId, orderId)).statusHistory).toBeUndefined();
  });

  it('is for owners and managers: a member with another role may advance but not set', async () => {
    const orderId = await seedOrder(owner.me.storeId, { status: 'ready' });
    const staff = createClient();
    await signInAsMember(staff, owner.me.storeId, 'STAFF');
    const error = await refusal(updateStatus({ orderId, newStatus: 'pending', mode: 'set' }, id(), staff));
    expect([error.code, error.message]).toEqual(['permission-denied', 'Only owners and managers can set an order to any status.']);
    await updateStatus({ orderId, newStatus: 'completed', mode: 'advance' }, id(), staff);
    expect((await orderDoc(owner.me.storeId, orderId)).status).toBe('completed');
    await staff.close();
  });

  it('lets a kitchen member move an order forward, and never cancel it', async () => {
    const orderId = await seedOrder(owner.me.storeId, { status: 'confirmed' });
    const cook = createClient();
    await signInAsMember(cook, owner.me.storeId, 'KITCHEN');
    const error = await refusal(updateStatus({ orderId, newStatus: 'cancelled', sellerNotes: 'Out of fish' }, id(), cook));
    expect([error.code, error.message]).toEqual(['permission-denied', 'Your role (Kitchen) cannot do this. Ask the store owner or a manager.']);
    expect((await orderDoc(owner.me.storeId, orderId)).status).toBe('confirmed');
    await updateStatus({ orderId, newStatus: 'preparing' }, id(), cook);
    expect((await orderDoc(owner.me.storeId, orderId)).status).toBe('preparing');
    await cook.close();
  });
});

describe('another store', () => {
  // One test per callable: each is its Function's first call in the emulator (a cold start).
  it.each([
    ['updateOrderStatusSecure', { newStatus: 'confirmed' }],
    ['updateOrderStatusSecure', { newStatus: 'completed', mode: 'set' }],
    ['bulkUpdateOrderStatusSecure', { newStatus: 'ready' }],
    ['bulkDeleteOrdersSecure', {}],
    ['createExampleOrderSecure', {}],
  ] as const)("a user of another store cannot call %s %j on this store's orders", async (name, data) => {
    const orderId = await seedOrder(owner.me.storeId);
    const other = createClient();
    await signInAsNewStoreOwner(other, 'stranger');
    const error = await refusal(other.call(name, { storeId: owner.me.storeId, commandId: id(), orderId, orderIds: [orderId], ...data }));
    expect(error.code).toBe('permission-denied');
    expect(await orderDoc(owner.me.storeId, orderId)).toMatchObject({ status: 'pending', _deleted: false });
    expect(await liveDocs(owner.me.storeId, 'orders')).toHaveLength(1);
    expect(await commandRecordCount(owner.me.storeId)).toBe(0);
    await other.close();
  });
});

describe('bulkUpdateOrderStatusSecure', () => {
  it('sets every selected order in one command, skipping those already in the status and those gone', async () => {
    const a = await seedOrder(owner.me.storeId, { status: 'pending' });
    const b = await seedOrder(owner.me.storeId, { status: 'completed' });
    const c = await seedOrder(owner.me.storeId, { status: 'ready' });
    const gone = await seedOrder(owner.me.storeId, { _deleted: true });
    const result = await bulkStatus({ orderIds: [a, b, c, gone], newStatus: 'ready' });
    expect(result).toMatchObject({ success: true, updatedCount: 2 });
    expect(result.skippedIds).toEqual(expect.arrayContaining([c, gone]));
    expect((await orderDoc(owner.me.storeId, a)).status).toBe('ready');
    expect((await orderDoc(owner.me.storeId, b)).statusHistory?.[0]).toMatchObject({ from: 'completed', to: 'ready' });
    expect((await orderDoc(owner.me.storeId, c)).statusHistory).toBeUndefined();
    expect((await orderDoc(owner.me.storeId, gone)).status).toBe('pending');
  });

  it("refuses with 'No orders can be updated to this status' when none can", async () => {
    const a = await seedOrder(owner.me.storeId, { status: 'ready' });
    const error = await refusal(bulkStatus({ orderIds: [a], newStatus: 'ready' }));
    expect([error.code, error.message]).toEqual(['failed-precondition', 'No orders can be updated to this status']);
  });

  it('refuses more than 50 orders, and an empty selection, with the spec words', async () => {
    const tooMany = Array.from({ length: 51 }, () => id());
    expect((await refusal(bulkStatus({ orderIds: tooMany, newStatus: 'ready' }))).message).toBe('Bulk order changes are limited to 50 orders at a time.');
    expect((await refusal(bulkStatus({ orderIds: [], newStatus: 'ready' }))).message).toBe('No orders selected or store not found');
    const huge = Array.from({ length: 10_000 }, (_, i) => `o${i}`);
    expect((await refusal(bulkStatus({ orderIds: huge, newStatus: 'ready' }))).code).toBe('invalid-argument');
  });

  it('a bulk cancel needs a reason and writes it on each order; cancelled -> pending clears the notes', async () => {
    const a = await seedOrder(owner.me.storeId);
    const b = await seedOrder(owner.me.storeId, { status: 'preparing' });
    expect((await refusal(bulkStatus({ orderIds: [a, b], newStatus: 'cancelled' }))).message).toBe('Reason is required.');
    await bulkStatus({ orderIds: [a, b], newStatus: 'cancelled', sellerNotes: 'Kitchen closed' });
    expect(await orderDoc(owner.me.storeId, b)).toMatchObject({ status: 'cancelled', sellerNotes: 'Kitchen closed' });
    await bulkStatus({ orderIds: [a, b], newStatus: 'pending' });
    expect(await orderDoc(owner.me.storeId, a)).toMatchObject({ status: 'pending', sellerNotes: '' });
  });

  it('a replay has one effect', async () => {
    const a = await seedOrder(owner.me.storeId);
    const commandId = id();
    await bulkStatus({ orderIds: [a], newStatus: 'preparing' }, commandId);
    await bulkStatus({ orderIds: [a], newStatus: 'preparing' }, commandId);
    expect((await orderDoc(owner.me.storeId, a)).statusHistory).toHaveLength(1);
  });
});

describe('bulkDeleteOrdersSecure', () => {
  it('tombstones the orders (never a hard delete) and answers {success, deletedCount}', async () => {
    const a = await seedOrder(owner.me.storeId);
    const b = await seedOrder(owner.me.storeId, { status: 'completed' });
    const keep = await seedOrder(owner.me.storeId);
    const result = await bulkDelete([a, b, 'unknown-order']);
    expect(result).toMatchObject({ success: true, deletedCount: 2 });
    for (const orderId of [a, b]) {
      const doc = await orderDoc(owner.me.storeId, orderId);
      expect(doc._deleted).toBe(true);
      expect(Math.floor((doc.updatedAt as { toMillis(): number }).toMillis())).toBe(result.committedAt);
    }
    expect((await liveDocs(owner.me.storeId, 'orders')).map((o) => o.id)).toEqual([keep]);
  });

  it('a replay deletes once and answers the same; the bulk limit is the spec one', async () => {
    const a = await seedOrder(owner.me.storeId);
    const commandId = id();
    const first = await bulkDelete([a], commandId);
    expect(await bulkDelete([a], commandId)).toEqual(first);
    expect(await bulkDelete([a])).toMatchObject({ deletedCount: 0 });
    const error = await refusal(bulkDelete(Array.from({ length: 51 }, () => id())));
    expect(error.message).toBe('Bulk order changes are limited to 50 orders at a time.');
  });
});

describe('createExampleOrderSecure', () => {
  it('makes a realistic pending order from the live, available menu, priced by the server', async () => {
    const soup = await seedMenuItem(owner.me.storeId, 'Tomato Soup', 6.5);
    const tea = await seedMenuItem(owner.me.storeId, 'Green Tea', 3);
    await seedMenuItem(owner.me.storeId, 'Sold Out Pie', 5, { isAvailable: false });
    await seedMenuItem(owner.me.storeId, 'Deleted Cake', 5, { _deleted: true });
    const result = await owner.client.call<Answer>('createExampleOrderSecure', { storeId: owner.me.storeId, commandId: id() });
    expect(result).toMatchObject({ success: true });
    const doc = await orderDoc(owner.me.storeId, result.orderId as string);
    expect(doc).toMatchObject({ status: 'pending', _deleted: false, isExample: true });
    const items = doc.items as Array<{ menuItemId: string; name: string; price: number; quantity: number; subtotal: number }>;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect([soup, tea]).toContain(item.menuItemId);
      expect(item.price).toBe(item.menuItemId === soup ? 6.5 : 3);
      expect(item.subtotal).toBeCloseTo(item.price * item.quantity, 2);
    }
    expect(doc.totalAmount).toBeCloseTo(items.reduce((s, i) => s + i.subtotal, 0), 2);
    expect(doc.statusHistory?.[0]).toMatchObject({ from: null, to: 'pending', by: owner.me.uid });
    expect(String(doc.tableId)).toMatch(/^table_\d+$/);
  });

  it('uses one sample dish while the menu is empty, with tax and gratuity from orderConfig', async () => {
    await setOrdering(owner.me.storeId, { orderConfig: { enableTax: true, taxRate: 10, enableDefaultGratuity: true, defaultGratuityRate: 20 } });
    const result = await owner.client.call<Answer>('createExampleOrderSecure', { storeId: owner.me.storeId, commandId: id() });
    const doc = await orderDoc(owner.me.storeId, result.orderId as string);
    expect(doc.items).toEqual([{ name: 'Sample Dish', price: 12.5, quantity: 1, subtotal: 12.5 }]);
    expect(doc).toMatchObject({ subtotal: 12.5, taxAmount: 1.25, gratuityAmount: 2.5, totalAmount: 16.25 });
  });

  it('a replay makes one order; a client-made order id is kept', async () => {
    const commandId = id();
    const orderId = id();
    const first = await owner.client.call<Answer>('createExampleOrderSecure', { storeId: owner.me.storeId, commandId, orderId });
    const second = await owner.client.call<Answer>('createExampleOrderSecure', { storeId: owner.me.storeId, commandId, orderId });
    expect(second).toEqual(first);
    expect(first.orderId).toBe(orderId);
    expect(await liveDocs(owner.me.storeId, 'orders')).toHaveLength(1);
    expect((await adminDb.collection(`stores/${owner.me.storeId}/orders`).get()).size).toBe(1);
  });
});
