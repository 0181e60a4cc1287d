import { randomUUID } from 'node:crypto';
import type { CallableName } from '../../src/domain/sync/functions';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { createClient, refusal } from '../support/client';
import { commandRecordCount, liveDocs, ownerPerTest, signInAsNewStoreOwner } from '../support/store-member';

// The menu-item commands through the real web SDK against the Functions emulator.
const owner = ownerPerTest();

const id = () => randomUUID();
type Data = Record<string, unknown>;
const call = (name: CallableName, data: Data, commandId = id()) =>
  owner.client.call<Data>(name, { storeId: owner.me.storeId, commandId, ...data });
const item = (name: string, extra: Data = {}) => ({
  name, description: '', price: 5, isAvailable: true, translations: {}, beautifyEnabled: false, ...extra,
});
async function add(name: string, extra: Data = {}, commandId = id()): Promise<string> {
  const menuItemId = id();
  await call('addMenuItemSecure', { menuItemId, menuItem: item(name, extra) }, commandId);
  return menuItemId;
}
const itemDoc = async (menuItemId: string) => (await adminDb.doc(`stores/${owner.me.storeId}/menuItems/${menuItemId}`).get()).data();


describe('addMenuItemSecure', () => {
  it('creates the item under its client-made id, with defaults, last in the list', async () => {
    const first = await add('Soup');
    const menuItemId = id();
    const result = await call('addMenuItemSecure', { menuItemId, menuItem: { name: ' Tea ', price: 2.5 } });
    expect(result).toMatchObject({ success: true, menuItemId });
    const doc = await itemDoc(menuItemId);
    expect(doc).toMatchObject({
      name: 'Tea', description: '', price: 2.5, isAvailable: true, categories: [], translations: {},
      beautifyEnabled: false, orderIndex: 1, storeId: owner.me.storeId, _deleted: false,
    });
    expect(Math.floor(doc?.updatedAt.toMillis())).toBe(result.committedAt);
    expect((await itemDoc(first))?.orderIndex).toBe(0);
  });

  it("keeps the source a translation was made from (shape checked only); a malformed one is refused", async () => {
    const es = { name: 'Sopa', description: '', source: { name: 'Soup', description: '' } };
    const menuItemId = await add('Soup', { translations: { es } });
    expect((await itemDoc(menuItemId))?.translations).toEqual({ es });
    const bad = await refusal(call('updateMenuItemSecure', { menuItemId, updates: { translations: { es: { ...es, source: 'Soup' } } } }));
    expect(bad.code).toBe('invalid-argument');
    expect((await itemDoc(menuItemId))?.translations).toEqual({ es });
  });

  it('the same command id twice: one effect, the same answer', async () => {
    const commandId = id();
    const menuItemId = id();
    const first = await call('addMenuItemSecure', { menuItemId, menuItem: item('Once') }, commandId);
    const second = await call('addMenuItemSecure', { menuItemId, menuItem: item('Once') }, commandId);
    expect(second).toEqual(first);
    expect(await liveDocs(owner.me.storeId, 'menuItems')).toHaveLength(1);
    expect(await commandRecordCount(owner.me.storeId)).toBe(1);
  });

  it('refuses the 101st item with the spec words, as a permanent refusal', async () => {
    const batch = adminDb.batch();
    for (let i = 0; i < 100; i++) {
      batch.set(adminDb.doc(`stores/${owner.me.storeId}/menuItems/seed-${i}`), {
        ...item(`Seed ${i}`), id: `seed-${i}`, storeId: owner.me.storeId, orderIndex: i, categories: [], _deleted: false, updatedAt: Timestamp.now(),
      });
    }
    await batch.commit();
    const error = await refusal(add('One too many'));
    expect([error.code, error.message]).toEqual(['failed-precondition', 'This store has reached the maximum limit of 100 menu items.']);
    expect(await liveDocs(owner.me.storeId, 'menuItems')).toHaveLength(100);
    expect(await commandRecordCount(owner.me.storeId)).toBe(0);
  });

  it.each([[{ name: '   ' }], [{ price: 0 }], [{ price: -1 }]])('refuses %j with the required-fields text', async (fields) => {
    const error = await refusal(add('Name', fields));
    expect([error.code, error.message]).toEqual(['invalid-argument', 'Please fill in all required fields and ensure price is positive.']);
    expect(await liveDocs(owner.me.storeId, 'menuItems')).toHaveLength(0);
  });

  it('refuses a store the caller holds no claim on, writing nothing', async () => {
    const other = createClient();
    await signInAsNewStoreOwner(other, 'stranger');
    const error = await refusal(other.call('addMenuItemSecure', { storeId: owner.me.storeId, commandId: id(), menuItemId: id(), menuItem: item('Intruder') }));
    expect(error.code).toBe('permission-denied');
    expect(await liveDocs(owner.me.storeId, 'menuItems')).toHaveLength(0);
    await other.close();
  });
});

describe('update, delete, bulk update and reorder', () => {
  it('updates with validation; a missing item is not-found', async () => {
    const menuItemId = await add('Mains');
    await call('updateMenuItemSecure', { menuItemId, updates: { name: ' Big mains ', price: 12, isAvailable: false } });
    expect(await itemDoc(menuItemId)).toMatchObject({ name: 'Big mains', price: 12, isAvailable: false });
    const bad = await refusal(call('updateMenuItemSecure', { menuItemId, updates: { price: 0 } }));
    expect([bad.code, bad.message]).toEqual(['invalid-argument', 'Please fill in all required fields and ensure price is positive.']);
    const missing = await refusal(call('updateMenuItemSecure', { menuItemId: 'nope', updates: { name: 'x' } }));
    expect([missing.code, missing.message]).toEqual(['not-found', 'Menu item not found to edit.']);
  });

  it('deletes as a tombstone, tombstones its links, and reports its image', async () => {
    const menuItemId = id();
    const imagePath = `stores/${owner.me.storeId}/menu/${menuItemId}.jpg`;
    await call('addMenuItemSecure', { menuItemId, menuItem: item('Cake', { imageUrl: 'https://example.test/cake.jpg', imagePath }) });
    const link = adminDb.doc(`stores/${owner.me.storeId}/menuItemCategories/${menuItemId}_cat-1`);
    await link.set({ menuItemId, categoryId: 'cat-1', storeId: owner.me.storeId, _deleted: false, updatedAt: Timestamp.now() });
    const result = await call('deleteMenuItemSecure', { menuItemId });
    expect(result).toMatchObject({ success: true, unlinked: 1, imageUrl: 'https://example.test/cake.jpg', imagePath });
    expect((await itemDoc(menuItemId))?._deleted).toBe(true);
    expect((await link.get()).get('_deleted')).toBe(true);
    const again = await refusal(call('updateMenuItemSecure', { menuItemId, updates: { name: 'x' } }));
    expect(again.code).toBe('not-found');
  });

  it('deletes an item whose stored image path is not its own (older data): the delete still succeeds', async () => {
    const menuItemId = await add('Pie');
    // Paths are checked on every write now; a document from before may hold anything.
    await adminDb.doc(`stores/${owner.me.storeId}/menuItems/${menuItemId}`).update({ imageUrl: 'https://example.test/pie.jpg', imagePath: `stores/${owner.me.storeId}/menuItems/pie.jpg` });
    const result = await call('deleteMenuItemSecure', { menuItemId });
    expect(result).toMatchObject({ success: true, imagePath: `stores/${owner.me.storeId}/menuItems/pie.jpg` });
    expect((await itemDoc(menuItemId))?._deleted).toBe(true);
  });

  it('bulk updates up to 50 and refuses 51 with the spec words', async () => {
    const a = await add('A');
    const b = await add('B');
    await call('bulkUpdateMenuItemsSecure', { updates: [{ menuItemId: a, isAvailable: false }, { menuItemId: b, price: 9 }] });
    expect(await itemDoc(a)).toMatchObject({ isAvailable: false });
    expect(await itemDoc(b)).toMatchObject({ price: 9 });
    const tooMany = Array.from({ length: 51 }, () => ({ menuItemId: a, price: 1 }));
    const error = await refusal(call('bulkUpdateMenuItemsSecure', { updates: tooMany }));
    expect([error.code, error.message]).toEqual(['invalid-argument', 'Bulk operations are limited to 50 items at a time.']);
    expect((await itemDoc(a))?.price).toBe(5);
  });

  it('reorders every item in one command', async () => {
    const ids = [await add('A'), await add('B'), await add('C')];
    await call('reorderMenuItemsSecure', { orderedIds: [ids[2], ids[0], ids[1]] });
    const order = (await liveDocs(owner.me.storeId, 'menuItems')).sort((x, y) => Number(x.orderIndex) - Number(y.orderIndex)).map((d) => d.name);
    expect(order).toEqual(['C', 'A', 'B']);
    const duplicate = await refusal(call('reorderMenuItemsSecure', { orderedIds: [ids[0], ids[0]] }));
    expect(duplicate.code).toBe('invalid-argument');
  });

  it('a reorder naming items deleted meanwhile (on another device) orders those that remain, 0..n-1', async () => {
    const [a, b, c] = [await add('A'), await add('B'), await add('C')];
    // This device reorders offline; another deletes B before the reorder arrives.
    await call('deleteMenuItemSecure', { menuItemId: b });
    const result = await call('reorderMenuItemsSecure', { orderedIds: [c, b, 'never-there', a] });
    expect(result).toMatchObject({ success: true, ordered: 2 });
    const places = (await liveDocs(owner.me.storeId, 'menuItems')).map((d) => [d.name, d.orderIndex]).sort();
    expect(places).toEqual([['A', 1], ['C', 0]]);
  });
});

describe('setCategoryMenuItemsSecure', () => {
  it('replaces the links of a category and keeps each item\'s categories in step', async () => {
    const categoryId = id();
    await call('addCategorySecure', { category: { id: categoryId, name: 'Drinks' } });
    const [tea, coffee, juice] = [await add('Tea'), await add('Coffee'), await add('Juice')];
    await call('setCategoryMenuItemsSecure', { categoryId, menuItemIds: [tea, coffee] });
    const linksOf = async () => (await liveDocs(owner.me.storeId, 'menuItemCategories')).map((l) => l.id).sort();
    expect(await linksOf()).toEqual([`${coffee}_${categoryId}`, `${tea}_${categoryId}`].sort());
    expect((await itemDoc(tea))?.categories).toEqual([categoryId]);

    const commandId = id();
    const first = await call('setCategoryMenuItemsSecure', { categoryId, menuItemIds: [coffee, juice] }, commandId);
    expect(await call('setCategoryMenuItemsSecure', { categoryId, menuItemIds: [coffee, juice] }, commandId)).toEqual(first);
    expect(first).toMatchObject({ linked: 1, unlinked: 1 });
    expect(await linksOf()).toEqual([`${coffee}_${categoryId}`, `${juice}_${categoryId}`].sort());
    expect((await adminDb.doc(`stores/${owner.me.storeId}/menuItemCategories/${tea}_${categoryId}`).get()).get('_deleted')).toBe(true);
    expect((await itemDoc(tea))?.categories).toEqual([]);
    expect((await itemDoc(juice))?.categories).toEqual([categoryId]);
    const link = (await adminDb.doc(`stores/${owner.me.storeId}/menuItemCategories/${juice}_${categoryId}`).get()).data();
    expect(link).toMatchObject({ menuItemId: juice, categoryId, storeId: owner.me.storeId, _deleted: false });
    expect(link?.createdAt).toBeDefined();

    const missing = await refusal(call('setCategoryMenuItemsSecure', { categoryId: 'nope', menuItemIds: [] }));
    expect([missing.code, missing.message]).toEqual(['not-found', 'Category not found']);
  });
});
