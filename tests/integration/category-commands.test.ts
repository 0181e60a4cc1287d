import { signOut } from 'firebase/auth';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { createClient, refusal } from '../support/client';
import { commandRecordCount, liveDocs, ownerPerTest, signInAsNewStoreOwner } from '../support/store-member';

// The category commands through the real web SDK against the Functions emulator.
const owner = ownerPerTest();

const id = () => randomUUID();
const category = (name: string, extra: Record<string, unknown> = {}) => ({ id: id(), name, ...extra });
const add = (cat: Record<string, unknown>, commandId = id(), storeId = owner.me.storeId) =>
  owner.client.call<Record<string, unknown>>('addCategorySecure', { storeId, commandId, category: cat });


describe('addCategorySecure', () => {
  it('creates the category under its client-made id, stamped for replication', async () => {
    const cat = category(' Soups ', { icon: '🍲', orderIndex: 0 });
    const result = await add(cat);
    expect(result).toMatchObject({ success: true, categoryId: cat.id });
    expect(typeof result.committedAt).toBe('number');
    const doc = (await adminDb.doc(`stores/${owner.me.storeId}/categories/${cat.id}`).get()).data();
    expect(doc).toMatchObject({ name: 'Soups', icon: '🍲', color: '#6366f1', isActive: true, orderIndex: 0, _deleted: false, storeId: owner.me.storeId });
    expect(doc?.updatedAt.toMillis()).toBe(doc?.createdAt.toMillis());
    expect(Math.floor(doc?.updatedAt.toMillis())).toBe(result.committedAt);
  });

  it('the same command id twice: one effect, the same answer', async () => {
    const commandId = id();
    const cat = category('Drinks');
    const first = await add(cat, commandId);
    const second = await add(cat, commandId);
    expect(second).toEqual(first);
    expect(await liveDocs(owner.me.storeId, 'categories')).toHaveLength(1);
    expect(await commandRecordCount(owner.me.storeId)).toBe(1);
  });

  it('a late replay changes nothing that happened after it', async () => {
    const commandId = id();
    const cat = category('Old');
    await add(cat, commandId);
    await owner.client.call('updateCategorySecure', { storeId: owner.me.storeId, commandId: id(), categoryId: cat.id, updates: { name: 'New' } });
    await add(cat, commandId);
    expect((await liveDocs(owner.me.storeId, 'categories')).map((c) => c.name)).toEqual(['New']);
  });

  it('refuses the 21st category with the spec words, as a permanent refusal', async () => {
    for (let i = 0; i < 20; i++) await add(category(`C${i}`));
    const error = await refusal(add(category('One too many')));
    expect(error.code).toBe('failed-precondition');
    expect(error.message).toBe('This store has reached the maximum limit of 20 categories.');
    expect(await liveDocs(owner.me.storeId, 'categories')).toHaveLength(20);
    expect(await commandRecordCount(owner.me.storeId)).toBe(20);
  });

  it.each([
    [{ name: '   ' }, 'Category name is required'],
    [{ name: 'x'.repeat(51) }, 'Category name must be 50 characters or fewer'],
    [{ name: 'A', color: '#000000' }, 'Please choose one of the available colors'],
    [{ name: 'A', icon: '🚗' }, 'Please choose one of the available icons'],
  ])('refuses %j as invalid-argument', async (fields, message) => {
    const error = await refusal(add(category('', fields)));
    expect([error.code, error.message]).toEqual(['invalid-argument', message]);
    expect(await liveDocs(owner.me.storeId, 'categories')).toHaveLength(0);
  });

  it('refuses a store the caller holds no claim on, writing nothing', async () => {
    const other = createClient();
    const stranger = await signInAsNewStoreOwner(other, 'stranger');
    const error = await refusal(other.call('addCategorySecure', { storeId: owner.me.storeId, commandId: id(), category: category('Intruder') }));
    expect(error.code).toBe('permission-denied');
    expect(await liveDocs(owner.me.storeId, 'categories')).toHaveLength(0);
    expect(await commandRecordCount(owner.me.storeId)).toBe(0);
    expect(stranger.storeId).not.toBe(owner.me.storeId);
    await other.close();
  });

  it('refuses a caller who is not signed in', async () => {
    await signOut(owner.client.auth);
    expect((await refusal(add(category('Nobody')))).code).toBe('unauthenticated');
  });
});

describe('update, delete, bulk update and reorder', () => {
  it('renames; an unknown category is not-found', async () => {
    const cat = category('Mains');
    await add(cat);
    await owner.client.call('updateCategorySecure', { storeId: owner.me.storeId, commandId: id(), categoryId: cat.id, updates: { name: ' Big mains ' } });
    expect((await liveDocs(owner.me.storeId, 'categories'))[0]).toMatchObject({ name: 'Big mains' });
    const error = await refusal(owner.client.call('updateCategorySecure', { storeId: owner.me.storeId, commandId: id(), categoryId: 'nope', updates: { name: 'x' } }));
    expect([error.code, error.message]).toEqual(['not-found', 'Category not found']);
  });

  it('deletes as a tombstone and tombstones its menu-item links', async () => {
    const cat = category('Desserts');
    await add(cat);
    const links = adminDb.collection(`stores/${owner.me.storeId}/menuItemCategories`);
    await links.doc(`item-1_${cat.id}`).set({ menuItemId: 'item-1', categoryId: cat.id, storeId: owner.me.storeId, _deleted: false, updatedAt: new Date() });
    await owner.client.call('deleteCategorySecure', { storeId: owner.me.storeId, commandId: id(), categoryId: cat.id });
    const doc = (await adminDb.doc(`stores/${owner.me.storeId}/categories/${cat.id}`).get()).data();
    expect(doc?._deleted).toBe(true);
    expect((await links.doc(`item-1_${cat.id}`).get()).get('_deleted')).toBe(true);
    expect(await liveDocs(owner.me.storeId, 'categories')).toHaveLength(0);
  });

  it("deleting a category takes it out of its items' categories arrays, in the same commit", async () => {
    const [drinks, hot] = [category('Drinks'), category('Hot')];
    await add(drinks);
    await add(hot);
    const item = async (name: string) => {
      const menuItemId = id();
      const menuItem = { name, description: '', price: 3, isAvailable: true, translations: {}, beautifyEnabled: false };
      await owner.client.call('addMenuItemSecure', { storeId: owner.me.storeId, commandId: id(), menuItemId, menuItem });
      return menuItemId;
    };
    const [tea, juice, gone] = [await item('Tea'), await item('Juice'), await item('Gone')];
    const setItems = (categoryId: string, menuItemIds: string[]) =>
      owner.client.call('setCategoryMenuItemsSecure', { storeId: owner.me.storeId, commandId: id(), categoryId, menuItemIds });
    await setItems(drinks.id, [tea, juice, gone]);
    await setItems(hot.id, [tea]);
    await owner.client.call('deleteMenuItemSecure', { storeId: owner.me.storeId, commandId: id(), menuItemId: gone });
    const itemDoc = async (menuItemId: string) => (await adminDb.doc(`stores/${owner.me.storeId}/menuItems/${menuItemId}`).get()).data();
    const goneBefore = await itemDoc(gone);

    const result = await owner.client.call('deleteCategorySecure', { storeId: owner.me.storeId, commandId: id(), categoryId: drinks.id });
    expect(result).toMatchObject({ success: true, itemsUpdated: 2 });
    const [teaDoc, juiceDoc] = [await itemDoc(tea), await itemDoc(juice)];
    expect(teaDoc?.categories).toEqual([hot.id]);
    expect(juiceDoc?.categories).toEqual([]);
    // Stamped with the delete's commit, so replicas pull the change with the tombstone.
    const categoryDoc = (await adminDb.doc(`stores/${owner.me.storeId}/categories/${drinks.id}`).get()).data();
    expect(teaDoc?.updatedAt.toMillis()).toBe(categoryDoc?.updatedAt.toMillis());
    // A deleted item is left as its tombstone was.
    expect(await itemDoc(gone)).toEqual(goneBefore);
    const liveLinks = (await liveDocs(owner.me.storeId, 'menuItemCategories')).map((l) => l.categoryId);
    expect(liveLinks).toEqual([hot.id]);
  });

  it('setting the items of a category refuses an item deleted meanwhile with the membership text, changing nothing', async () => {
    const drinks = category('Drinks');
    await add(drinks);
    const menuItem = { name: 'Tea', description: '', price: 3, isAvailable: true, translations: {}, beautifyEnabled: false };
    const [tea, gone] = [id(), id()];
    await owner.client.call('addMenuItemSecure', { storeId: owner.me.storeId, commandId: id(), menuItemId: tea, menuItem });
    await owner.client.call('addMenuItemSecure', { storeId: owner.me.storeId, commandId: id(), menuItemId: gone, menuItem: { ...menuItem, name: 'Gone' } });
    await owner.client.call('deleteMenuItemSecure', { storeId: owner.me.storeId, commandId: id(), menuItemId: gone });
    const before = await commandRecordCount(owner.me.storeId);
    const error = await refusal(
      owner.client.call('setCategoryMenuItemsSecure', { storeId: owner.me.storeId, commandId: id(), categoryId: drinks.id, menuItemIds: [tea, gone] }),
    );
    expect([error.code, error.message]).toEqual(['not-found', 'Failed to update menu items. Please try again.']);
    expect(await liveDocs(owner.me.storeId, 'menuItemCategories')).toEqual([]);
    expect(await commandRecordCount(owner.me.storeId)).toBe(before);
  });

  it('bulk updates up to 50 and refuses more with the spec words', async () => {
    const a = category('A');
    const b = category('B');
    await add(a);
    await add(b);
    await owner.client.call('bulkUpdateCategoriesSecure', {
      storeId: owner.me.storeId, commandId: id(),
      updates: [{ categoryId: a.id, updates: { isActive: false } }, { categoryId: b.id, updates: { color: '#ef4444' } }],
    });
    const docs = await liveDocs(owner.me.storeId, 'categories');
    expect(docs.find((d) => d.id === a.id)).toMatchObject({ isActive: false });
    expect(docs.find((d) => d.id === b.id)).toMatchObject({ color: '#ef4444' });
    const tooMany = Array.from({ length: 51 }, () => ({ categoryId: a.id, updates: { name: 'x' } }));
    const error = await refusal(owner.client.call('bulkUpdateCategoriesSecure', { storeId: owner.me.storeId, commandId: id(), updates: tooMany }));
    expect([error.code, error.message]).toEqual(['invalid-argument', 'Bulk operations are limited to 50 items at a time.']);
  });

  it('reorders every category in one command', async () => {
    const cats = [category('A'), category('B'), category('C')];
    for (const c of cats) await add(c);
    await owner.client.call('reorderCategoriesSecure', { storeId: owner.me.storeId, commandId: id(), orderedIds: [cats[2]!.id, cats[0]!.id, cats[1]!.id] });
    const docs = await liveDocs(owner.me.storeId, 'categories');
    const order = docs.sort((x, y) => Number(x.orderIndex) - Number(y.orderIndex)).map((d) => d.name);
    expect(order).toEqual(['C', 'A', 'B']);
  });
});
