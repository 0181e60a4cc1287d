import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { createClient, refusal, type TestClient } from '../support/client';
import { orderDoc, seedMenuItem, seedTableLink, setOrdering } from '../support/orders';
import { liveDocs, signInAsNewStoreOwner, type Member } from '../support/store-member';

// placeOrderSecure: customers order at a table without a seller account.
let seller: TestClient;
let customer: TestClient;
let me: Member;
let link: string;
let soup: string;
let tea: string;
beforeEach(async () => {
  seller = createClient();
  me = await signInAsNewStoreOwner(seller);
  customer = createClient(); // never signed in
  await setOrdering(me.storeId, {
    enableOrderFunction: true,
    orderConfig: { enableTax: true, taxRate: 8.5, enableDefaultGratuity: true, defaultGratuityRate: 18 },
  });
  link = await seedTableLink(me.storeId, 'table_7');
  soup = await seedMenuItem(me.storeId, 'Tomato Soup', 6.5);
  tea = await seedMenuItem(me.storeId, 'Green Tea', 3);
});
afterEach(async () => {
  await seller.close();
  await customer.close();
});

type Placed = { orderId: string; totalAmount: number; commandId: string; committedAt: number };
const place = (data: Record<string, unknown>, commandId: string = randomUUID()) =>
  customer.call<Placed>('placeOrderSecure', { tableLinkId: link, commandId, ...data });
const lines = (...pairs: Array<[string, number]>) => pairs.map(([menuItemId, quantity]) => ({ menuItemId, quantity }));

describe('placeOrderSecure', () => {
  it('places a pending order without sign-in: names and prices from the menu, tax and gratuity from orderConfig', async () => {
    const result = await place({ items: lines([soup, 2], [tea, 1]), customerNotes: ' No ice ' });
    // 16.00 + 8.5 % tax (1.36) + 18 % gratuity (2.88)
    expect(result.totalAmount).toBe(20.24);
    const doc = await orderDoc(me.storeId, result.orderId);
    expect(doc).toMatchObject({
      status: 'pending',
      tableId: 'table_7',
      tableLinkId: link,
      customerNotes: 'No ice',
      subtotal: 16,
      taxAmount: 1.36,
      gratuityAmount: 2.88,
      totalAmount: 20.24,
      _deleted: false,
      items: [
        { menuItemId: soup, name: 'Tomato Soup', price: 6.5, quantity: 2, subtotal: 13 },
        { menuItemId: tea, name: 'Green Tea', price: 3, quantity: 1, subtotal: 3 },
      ],
    });
    expect(doc.statusHistory).toEqual([expect.objectContaining({ from: null, to: 'pending', by: 'customer' })]);
    // Stamped so it replicates to every board. createdAt is the Function's clock
    // (its store day is rolled up in the same transaction), a moment before the commit.
    const updatedAt = (doc.updatedAt as { toMillis(): number }).toMillis();
    const createdAt = (doc.createdAt as { toMillis(): number }).toMillis();
    expect(createdAt).toBeLessThanOrEqual(updatedAt);
    expect(updatedAt - createdAt).toBeLessThan(10_000);
    expect(Math.floor(updatedAt)).toBe(result.committedAt);
  });

  it('a caller cannot set a price or a name: the menu decides', async () => {
    const result = await place({ items: [{ menuItemId: soup, quantity: 1, price: 0.01, name: 'Free soup' }], totalAmount: 0 });
    const doc = await orderDoc(me.storeId, result.orderId);
    expect(doc.items).toEqual([{ menuItemId: soup, name: 'Tomato Soup', price: 6.5, quantity: 1, subtotal: 6.5 }]);
    expect(result.totalAmount).toBe(8.22); // 6.50 + 0.55 tax + 1.17 gratuity
  });

  it('a double tap or a retry with the same commandId makes one order, with the same answer', async () => {
    const commandId = randomUUID();
    const [a, b] = await Promise.all([place({ items: lines([tea, 1]) }, commandId), place({ items: lines([tea, 1]) }, commandId)]);
    const c = await place({ items: lines([tea, 1]) }, commandId);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(await liveDocs(me.storeId, 'orders')).toHaveLength(1);
  });

  it("a command id already used by the store's seller is refused, never answered with the seller's result", async () => {
    const commandId = randomUUID();
    await seller.call('createExampleOrderSecure', { storeId: me.storeId, commandId });
    const error = await refusal(place({ items: lines([tea, 1]) }, commandId));
    expect([error.code, error.message]).toEqual(['already-exists', 'This command id was already used for another request.']);
  });

  it.each([
    ['no line', { items: [] }, 'invalid-argument', 'Order must have at least one item'],
    ['quantity 0', { items: lines(['x', 0]) }, 'invalid-argument', 'Each quantity must be a whole number from 1 to 99.'],
    ['quantity 100', { items: lines(['x', 100]) }, 'invalid-argument', 'Each quantity must be a whole number from 1 to 99.'],
    ['quantity 1.5', { items: lines(['x', 1.5]) }, 'invalid-argument', 'Each quantity must be a whole number from 1 to 99.'],
    ['51 lines', { items: Array.from({ length: 51 }, () => ({ menuItemId: 'x', quantity: 1 })) }, 'invalid-argument', 'An order can hold at most 50 lines.'],
    ['items not a list', { items: 'soup' }, 'invalid-argument', 'The order could not be read. Please refresh the page and try again.'],
    ['notes of 501 characters', { items: lines(['x', 1]), customerNotes: 'x'.repeat(501) }, 'invalid-argument', 'Notes must be 500 characters or fewer.'],
  ])('refuses %s before reading the menu', async (_label, data, code, message) => {
    const error = await refusal(place(data));
    expect([error.code, error.message]).toEqual([code, message]);
  });

  it('refuses unknown and unavailable items', async () => {
    const pie = await seedMenuItem(me.storeId, 'Apple Pie', 5, { isAvailable: false });
    const cake = await seedMenuItem(me.storeId, 'Old Cake', 5, { _deleted: true });
    const unavailable = await refusal(place({ items: lines([soup, 1], [pie, 1]) }));
    expect([unavailable.code, unavailable.message]).toEqual(['failed-precondition', 'Apple Pie is not available right now. Please remove it and try again.']);
    for (const menuItemId of [cake, 'no-such-dish']) {
      const unknown = await refusal(place({ items: lines([menuItemId, 1]) }));
      expect([unknown.code, unknown.message]).toEqual(['not-found', 'An item in your order is no longer on the menu. Please refresh the menu and try again.']);
    }
    expect(await liveDocs(me.storeId, 'orders')).toHaveLength(0);
  });

  it('refuses unknown and inactive links, and a store whose ordering switch is off', async () => {
    const unknown = await refusal(customer.call('placeOrderSecure', { tableLinkId: randomUUID(), commandId: randomUUID(), items: lines([tea, 1]) }));
    expect([unknown.code, unknown.message]).toEqual(['not-found', 'This table link is not valid. Please scan the QR code at your table again.']);
    await adminDb.doc(`stores/${me.storeId}/tableLinks/${link}`).update({ isActive: false });
    const inactive = await refusal(place({ items: lines([tea, 1]) }));
    expect([inactive.code, inactive.message]).toEqual(['failed-precondition', 'This table is not taking orders right now. Please ask a member of staff.']);
    await adminDb.doc(`stores/${me.storeId}/tableLinks/${link}`).update({ isActive: true });
    await setOrdering(me.storeId, { enableOrderFunction: false });
    const off = await refusal(place({ items: lines([tea, 1]) }));
    expect([off.code, off.message]).toEqual(['failed-precondition', 'This restaurant is not taking orders online right now. Please ask a member of staff.']);
    expect(await liveDocs(me.storeId, 'orders')).toHaveLength(0);
  });

  it("a new store's switch is off: ordering is refused until the owner turns it on", async () => {
    const fresh = createClient();
    const other = await signInAsNewStoreOwner(fresh, 'fresh');
    const freshLink = await seedTableLink(other.storeId);
    const item = await seedMenuItem(other.storeId, 'Rice', 2);
    const error = await refusal(customer.call('placeOrderSecure', { tableLinkId: freshLink, commandId: randomUUID(), items: lines([item, 1]) }));
    expect(error.message).toBe('This restaurant is not taking orders online right now. Please ask a member of staff.');
    await fresh.close();
  });

  it("an item of another store cannot be ordered through this store's link", async () => {
    const fresh = createClient();
    const other = await signInAsNewStoreOwner(fresh, 'other');
    const theirs = await seedMenuItem(other.storeId, 'Their Dish', 1);
    expect((await refusal(place({ items: lines([theirs, 1]) }))).code).toBe('not-found');
    await fresh.close();
  });

  it('rate-limits each table link: the 11th new order within a minute is refused, replays are not counted, other tables go on', async () => {
    const first = randomUUID();
    for (let i = 0; i < 10; i++) await place({ items: lines([tea, 1]) }, i === 0 ? first : randomUUID());
    await place({ items: lines([tea, 1]) }, first); // a replay: answered from its record, not counted
    const error = await refusal(place({ items: lines([tea, 1]) }));
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toMatch(/^Rate limit exceeded\. Please wait \d+ seconds before trying again\.$/);
    const otherTable = await seedTableLink(me.storeId, 'table_8');
    await customer.call('placeOrderSecure', { tableLinkId: otherTable, commandId: randomUUID(), items: lines([tea, 1]) });
    expect(await liveDocs(me.storeId, 'orders')).toHaveLength(11);
  });
});
