import { signInWithEmailAndPassword } from 'firebase/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/domain/shared/entities';
import { adminAuth, adminDb } from '../support/admin';
import { createClient, type TestClient } from '../support/client';
import { orderDoc, seedMenuItem, seedOrder, seedTableLink, setOrdering } from '../support/orders';
import { signInAsNewStoreOwner, type Member } from '../support/store-member';

// Who did what: the Functions record the acting member's uid from the ID token
// and their name from the member document at that moment, whatever the payload
// claims, on status history lines and as lastChangedBy on what a command writes.

let owner: Member;
const ownerClient = createClient();
const clients: TestClient[] = [];
const id = () => randomUUID();

/** A member of the owner's store with a name on their member document, signed in on a client of their own. */
async function member(role: Role, displayName: string, kind: 'person' | 'device' = 'person'): Promise<{ uid: string; client: TestClient }> {
  const email = `who-${role.toLowerCase()}-${id().slice(0, 8)}@example.test`;
  const user = await adminAuth.createUser({ email, password: 'test-pass-123' });
  await adminDb.doc(`stores/${owner.storeId}/members/${user.uid}`).set({
    role, kind, displayName, ...(kind === 'person' ? { email } : {}), addedBy: owner.uid,
    createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp(),
  });
  await adminAuth.setCustomUserClaims(user.uid, { role, stores: { [owner.storeId]: role } });
  const client = createClient();
  clients.push(client);
  await signInWithEmailAndPassword(client.auth, email, 'test-pass-123');
  return { uid: user.uid, client };
}

beforeAll(async () => {
  owner = await signInAsNewStoreOwner(ownerClient, 'who-owner');
});
afterAll(async () => {
  await Promise.all([ownerClient, ...clients].map((c) => c.close()));
});

/** What a client might try to pass off as someone else's work. */
const forged = () => ({ by: owner.uid, byName: 'The Owner', actor: { uid: owner.uid, name: 'The Owner' }, lastChangedBy: { uid: owner.uid, name: 'The Owner' } });

describe('a status change', () => {
  it("records the staff member's uid and name even when the payload names the owner", async () => {
    const ana = await member('STAFF', 'Ana');
    const orderId = await seedOrder(owner.storeId);
    await ana.client.call('updateOrderStatusSecure', { storeId: owner.storeId, commandId: id(), orderId, newStatus: 'confirmed', ...forged() });
    const doc = await orderDoc(owner.storeId, orderId);
    expect(doc.statusHistory?.at(-1)).toMatchObject({ from: 'pending', to: 'confirmed', by: ana.uid, byName: 'Ana' });
    expect(doc.lastChangedBy).toEqual({ uid: ana.uid, name: 'Ana' });
  });

  it('keeps the name the member had then, after the member is renamed and removed', async () => {
    const ben = await member('STAFF', 'Ben');
    const orderId = await seedOrder(owner.storeId);
    await ben.client.call('updateOrderStatusSecure', { storeId: owner.storeId, commandId: id(), orderId, newStatus: 'confirmed' });
    await adminDb.doc(`stores/${owner.storeId}/members/${ben.uid}`).update({ displayName: 'Benjamin' });
    await ben.client.call('updateOrderStatusSecure', { storeId: owner.storeId, commandId: id(), orderId, newStatus: 'preparing' });
    await adminDb.doc(`stores/${owner.storeId}/members/${ben.uid}`).delete();
    const history = (await orderDoc(owner.storeId, orderId)).statusHistory ?? [];
    expect(history.map((line) => [line.to, line.by, line.byName])).toEqual([['confirmed', ben.uid, 'Ben'], ['preparing', ben.uid, 'Benjamin']]);
  });

  it("names a paired kitchen display by the device's name, and a bulk change by the manager's", async () => {
    const tablet = await member('KITCHEN', 'Kitchen display 1', 'device');
    const manager = await member('MANAGER', 'Maria');
    const [a, b] = [await seedOrder(owner.storeId), await seedOrder(owner.storeId)];
    await tablet.client.call('updateOrderStatusSecure', { storeId: owner.storeId, commandId: id(), orderId: a, newStatus: 'confirmed' });
    await manager.client.call('bulkUpdateOrderStatusSecure', { storeId: owner.storeId, commandId: id(), orderIds: [a, b], newStatus: 'ready', ...forged() });
    const [docA, docB] = [await orderDoc(owner.storeId, a), await orderDoc(owner.storeId, b)];
    expect(docA.statusHistory?.map((line) => line.byName)).toEqual(['Kitchen display 1', 'Maria']);
    expect(docB.statusHistory?.[0]).toMatchObject({ to: 'ready', by: manager.uid, byName: 'Maria' });
  });

  it("falls back to the member's e-mail when their document holds no name", async () => {
    const orderId = await seedOrder(owner.storeId);
    await ownerClient.call('updateOrderStatusSecure', { storeId: owner.storeId, commandId: id(), orderId, newStatus: 'confirmed' });
    expect((await orderDoc(owner.storeId, orderId)).statusHistory?.[0]).toMatchObject({ by: owner.uid, byName: owner.email.toLowerCase() });
  });

  it("records a customer's order as the customer's, with no name", async () => {
    await setOrdering(owner.storeId, { enableOrderFunction: true });
    const menuItemId = await seedMenuItem(owner.storeId, 'Soup', 4.5);
    const tableLinkId = await seedTableLink(owner.storeId);
    const customer = createClient(); // never signed in
    clients.push(customer);
    const placed = await customer.call<{ orderId: string }>('placeOrderSecure', {
      tableLinkId, items: [{ menuItemId, quantity: 1 }], commandId: id(), by: owner.uid, byName: 'The Owner',
    });
    const line = (await orderDoc(owner.storeId, placed.orderId)).statusHistory?.[0];
    expect(line).toMatchObject({ from: null, to: 'pending', by: 'customer' });
    expect(line).not.toHaveProperty('byName');
  });
});

describe('lastChangedBy', () => {
  it("is the staff member's on a dish they 86", async () => {
    const sam = await member('STAFF', 'Sam');
    const menuItemId = await seedMenuItem(owner.storeId, 'Noodles', 9);
    await sam.client.call('updateMenuItemSecure', { storeId: owner.storeId, commandId: id(), menuItemId, updates: { isAvailable: false }, ...forged() });
    const doc = (await adminDb.doc(`stores/${owner.storeId}/menuItems/${menuItemId}`).get()).data();
    expect(doc).toMatchObject({ isAvailable: false, lastChangedBy: { uid: sam.uid, name: 'Sam' } });
  });

  it("is the manager's on a category and on the store's settings", async () => {
    const manager = await member('MANAGER', 'Mo');
    const categoryId = id();
    await manager.client.call('addCategorySecure', { storeId: owner.storeId, commandId: id(), category: { id: categoryId, name: 'Soups' }, ...forged() });
    await manager.client.call('updateStoreSettingsSecure', { storeId: owner.storeId, commandId: id(), settings: { storeName: 'Blue Door' }, ...forged() });
    const category = (await adminDb.doc(`stores/${owner.storeId}/categories/${categoryId}`).get()).data();
    const store = (await adminDb.doc(`stores/${owner.storeId}`).get()).data();
    expect(category?.lastChangedBy).toEqual({ uid: manager.uid, name: 'Mo' });
    expect(store).toMatchObject({ storeName: 'Blue Door', lastChangedBy: { uid: manager.uid, name: 'Mo' } });
  });
});
