import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { createClient, refusal } from '../support/client';
import { commandRecordCount, ownerPerTest, signInAsNewStoreOwner } from '../support/store-member';

// applyTranslationsSecure (command translations.apply) through the real web SDK:
// one language merged into items' and categories' translations, the others kept.
const owner = ownerPerTest();

const id = () => randomUUID();
const FAILED = 'Failed to save translations. Please try again.';
const apply = (data: Record<string, unknown>, commandId = id(), storeId = owner.me.storeId, by = owner.client) =>
  by.call<Record<string, unknown>>('applyTranslationsSecure', { storeId, commandId, ...data });
const doc = async (path: string) => (await adminDb.doc(`stores/${owner.me.storeId}/${path}`).get()).data() as Record<string, unknown>;

async function seed(count = 60) {
  const batch = adminDb.batch();
  const fr = { name: 'Soupe', description: 'Chaude' };
  for (let i = 0; i < count; i++) {
    batch.set(adminDb.doc(`stores/${owner.me.storeId}/menuItems/item${i}`), { name: `Soup ${i}`, description: 'Hot', translations: { fr }, storeId: owner.me.storeId, orderIndex: i, _deleted: false });
  }
  batch.set(adminDb.doc(`stores/${owner.me.storeId}/categories/cat1`), { name: 'Starters', description: '', translations: { fr: { name: 'Entrées', description: '' } }, storeId: owner.me.storeId, orderIndex: 0, _deleted: false });
  await batch.commit();
}

describe('applyTranslationsSecure', () => {
  it('merges one language into more than 50 items and a category in one command, keeping the other languages', async () => {
    await seed(60);
    const items = Array.from({ length: 60 }, (_, i) => ({ menuItemId: `item${i}`, name: `Sopa ${i}`, description: 'Caliente' }));
    const result = await apply({ language: 'es', items, categories: [{ categoryId: 'cat1', name: 'Entrantes', description: '' }] });
    expect(result).toMatchObject({ success: true, written: 61 });
    const item = await doc('menuItems/item59');
    expect(item.translations).toEqual({ fr: { name: 'Soupe', description: 'Chaude' }, es: { name: 'Sopa 59', description: 'Caliente' } });
    expect(Math.floor((item.updatedAt as { toMillis(): number }).toMillis())).toBe(result.committedAt);
    expect((await doc('categories/cat1')).translations).toEqual({ fr: { name: 'Entrées', description: '' }, es: { name: 'Entrantes', description: '' } });
  });

  it('stores the source each translation was made from, checked for shape only; a malformed source refuses the batch', async () => {
    await seed(1);
    const source = { name: 'Soup 0 (as it was)', description: 'Hot' };
    await apply({ language: 'es', items: [{ menuItemId: 'item0', name: 'Sopa', description: 'Caliente', source }], categories: [] });
    expect(((await doc('menuItems/item0')).translations as Record<string, unknown>).es).toEqual({ name: 'Sopa', description: 'Caliente', source });
    const bad = await refusal(apply({ language: 'de', items: [{ menuItemId: 'item0', name: 'Suppe', description: '', source: { name: ['x'] } }], categories: [] }));
    expect([bad.code, bad.message]).toEqual(['invalid-argument', FAILED]);
    expect(((await doc('menuItems/item0')).translations as Record<string, unknown>).de).toBeUndefined();
  });

  it('the same command id twice: one effect, the same answer', async () => {
    await seed(1);
    const commandId = id();
    const first = await apply({ language: 'es', items: [{ menuItemId: 'item0', name: 'Sopa', description: '' }], categories: [] }, commandId);
    await adminDb.doc(`stores/${owner.me.storeId}/menuItems/item0`).update({ 'translations.es': { name: 'Edited by hand', description: '' } });
    expect(await apply({ language: 'es', items: [{ menuItemId: 'item0', name: 'Sopa', description: '' }], categories: [] }, commandId)).toEqual(first);
    expect(((await doc('menuItems/item0')).translations as Record<string, unknown>).es).toEqual({ name: 'Edited by hand', description: '' });
    expect(await commandRecordCount(owner.me.storeId)).toBe(1);
  });

  it.each([
    ['a bad language', { language: '../es', items: [{ menuItemId: 'item0', name: 'Sopa', description: '' }], categories: [] }],
    ['no rows', { language: 'es', items: [], categories: [] }],
    ['a blank name', { language: 'es', items: [{ menuItemId: 'item0', name: ' ', description: '' }], categories: [] }],
    ['a name too long', { language: 'es', items: [{ menuItemId: 'item0', name: 'x'.repeat(101), description: '' }], categories: [] }],
    ['a bad id', { language: 'es', items: [{ menuItemId: 'a/b', name: 'Sopa', description: '' }], categories: [] }],
    ['one item twice', { language: 'es', items: [{ menuItemId: 'item0', name: 'A', description: '' }, { menuItemId: 'item0', name: 'B', description: '' }], categories: [] }],
    ['no category list', { language: 'es', items: [{ menuItemId: 'item0', name: 'Sopa', description: '' }] }],
  ])('refuses %s with the dialog words, writing nothing', async (_label, data) => {
    await seed(1);
    const before = await doc('menuItems/item0');
    const error = await refusal(apply(data));
    expect([error.code, error.message]).toEqual(['invalid-argument', FAILED]);
    expect(await doc('menuItems/item0')).toEqual(before);
    expect(await commandRecordCount(owner.me.storeId)).toBe(0);
  });

  it("refuses another store's user, writing nothing", async () => {
    await seed(1);
    const before = await doc('menuItems/item0');
    const other = createClient();
    await signInAsNewStoreOwner(other, 'stranger');
    const error = await refusal(apply({ language: 'es', items: [{ menuItemId: 'item0', name: 'Mío', description: '' }], categories: [] }, id(), owner.me.storeId, other));
    expect(error.code).toBe('permission-denied');
    await other.close();
    expect(await doc('menuItems/item0')).toEqual(before);
  });

  it('skips a row deleted meanwhile and saves the rest', async () => {
    await seed(2);
    await adminDb.doc(`stores/${owner.me.storeId}/menuItems/item1`).update({ _deleted: true });
    const result = await apply({ language: 'es', items: [{ menuItemId: 'item0', name: 'Sopa', description: '' }, { menuItemId: 'item1', name: 'Sopa 1', description: '' }], categories: [] });
    expect(result).toMatchObject({ written: 1 });
    expect(((await doc('menuItems/item1')).translations as Record<string, unknown>).es).toBeUndefined();
  });
});
