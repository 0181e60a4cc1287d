import { randomUUID } from 'node:crypto';
import type { CallableName } from '../../src/domain/sync/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callableBaseUrl } from '../../src/data/sender/callable-http';
import { adminDb } from '../support/admin';
import { createClient, refusal, type TestClient } from '../support/client';
import { EMULATORS, PROJECT_ID } from '../support/emulator-env';
import { commandRecordCount, signInAsNewStoreOwner, type Member } from '../support/store-member';

// Malformed payloads posted straight to every callable: each is refused as
// invalid-argument with a catalogue text, before anything is read or written,
// never answered with an unexpected 'internal' (which the sender would retry
// until the command blocked the queue).
let client: TestClient;
let me: Member;
let categoryId: string;
let menuItemId: string;
beforeAll(async () => {
  client = createClient();
  me = await signInAsNewStoreOwner(client, 'poison');
  categoryId = randomUUID();
  menuItemId = randomUUID();
  await command('addCategorySecure', { category: { id: categoryId, name: 'Soups' } });
  await command('addMenuItemSecure', { menuItemId, menuItem: { name: 'Tea', price: 2 } });
});
afterAll(() => client.close());

type Data = Record<string, unknown>;
const command = (name: CallableName, data: Data) => client.call<Data>(name, { storeId: me.storeId, commandId: randomUUID(), ...data });

const MB = 'x'.repeat(1024 * 1024);
const ids = (n: number) => Array.from({ length: n }, () => randomUUID());
const thousands = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`l${i}`, { name: 'a', description: '' }]));
const tea = (extra: Data = {}) => ({ name: 'Tea', price: 2, ...extra });

const T = {
  storeRequired: 'Store selection required.',
  addCategory: 'Failed to add category',
  updateCategory: 'Failed to update category',
  categoryNotFound: 'Category not found',
  categoryName: 'Category name must be 50 characters or fewer',
  categoryDescription: 'Category description must be 200 characters or fewer',
  categoryReorder: 'Failed to save menu item order. This may be due to insufficient permissions.',
  bulk: 'Bulk operations are limited to 50 items at a time.',
  addItem: 'Failed to add menu item. Error: Invalid menu item data',
  updateItem: 'Failed to update menu item. Error: Invalid menu item data',
  required: 'Please fill in all required fields and ensure price is positive.',
  itemNotFound: 'Menu item not found to edit.',
  itemName: 'Menu item name must be 100 characters or fewer',
  itemDescription: 'Menu item description must be 1000 characters or fewer',
  translations: 'A menu item can have at most 30 translations',
  language: 'Translations must use a valid language code',
  translatedName: 'Translated names must be 100 characters or fewer',
  translatedDescription: 'Translated descriptions must be 1000 characters or fewer',
  membership: 'Failed to update menu items. Please try again.',
  storeName: 'Store name must be 100 characters or fewer',
  storeNameRequired: 'Store name is required',
  address: 'Store address must be 300 characters or fewer',
  phone: 'Store phone number must be 30 characters or fewer',
  storeId: 'A store must be chosen.',
};

// [what, callable, data (storeId and commandId added for commands), message]
type Case = [string, CallableName, () => Data, string];

const categoryCases: Case[] = [
  ['a payload that is a string', 'addCategorySecure', () => 'just text' as unknown as Data, T.storeRequired],
  ['a command id of 1 MB', 'deleteCategorySecure', () => ({ commandId: MB, categoryId }), 'A command id is required'],
  ['an object as store id', 'deleteCategorySecure', () => ({ storeId: { id: 'x' }, categoryId }), T.storeRequired],
  ['a category that is a list', 'addCategorySecure', () => ({ category: [] }), T.addCategory],
  ['a name of 1 MB', 'addCategorySecure', () => ({ category: { id: randomUUID(), name: MB } }), T.categoryName],
  ['a description of 1 MB', 'addCategorySecure', () => ({ category: { id: randomUUID(), name: 'A', description: MB } }), T.categoryDescription],
  ['an object as description', 'addCategorySecure', () => ({ category: { id: randomUUID(), name: 'A', description: { a: 1 } } }), T.addCategory],
  ['an id with a slash', 'addCategorySecure', () => ({ category: { id: 'a/b', name: 'A' } }), T.addCategory],
  ['a huge orderIndex', 'addCategorySecure', () => ({ category: { id: randomUUID(), name: 'A', orderIndex: 1e300 } }), T.addCategory],
  ['updates that are a list', 'updateCategorySecure', () => ({ categoryId, updates: ['name'] }), T.updateCategory],
  ['a renamed name of 1 MB (unknown category)', 'updateCategorySecure', () => ({ categoryId: 'nope', updates: { name: MB } }), T.categoryName],
  ['a number as name', 'updateCategorySecure', () => ({ categoryId, updates: { name: 5 } }), T.updateCategory],
  ['an unknown field', 'updateCategorySecure', () => ({ categoryId, updates: { ownerId: 'me' } }), T.updateCategory],
  ['an object as category id', 'deleteCategorySecure', () => ({ categoryId: { id: categoryId } }), T.categoryNotFound],
  ['bulk updates that are a string', 'bulkUpdateCategoriesSecure', () => ({ updates: 'all' }), T.updateCategory],
  ['10,000 bulk updates', 'bulkUpdateCategoriesSecure', () => ({ updates: ids(10_000).map((c) => ({ categoryId: c, updates: {} })) }), T.bulk],
  ['a bulk name of 1 MB', 'bulkUpdateCategoriesSecure', () => ({ updates: [{ categoryId, updates: { name: MB } }] }), T.categoryName],
  ['one category twice in a bulk update', 'bulkUpdateCategoriesSecure', () => ({ updates: [{ categoryId, updates: { name: 'A' } }, { categoryId, updates: { name: 'B' } }] }), T.updateCategory],
  ['10,000 ids to reorder', 'reorderCategoriesSecure', () => ({ orderedIds: ids(10_000) }), T.bulk],
  ['numbers as ids to reorder', 'reorderCategoriesSecure', () => ({ orderedIds: [1, 2] }), T.categoryReorder],
  ['one id twice in an order', 'reorderCategoriesSecure', () => ({ orderedIds: [categoryId, categoryId] }), T.categoryReorder],
  ['10,000 members', 'setCategoryMenuItemsSecure', () => ({ categoryId, menuItemIds: ids(10_000) }), T.membership],
  ['an object as category of a membership', 'setCategoryMenuItemsSecure', () => ({ categoryId: {}, menuItemIds: [] }), T.categoryNotFound],
];

const menuCases: Case[] = [
  ['a name of 1 MB', 'addMenuItemSecure', () => ({ menuItemId: randomUUID(), menuItem: tea({ name: MB }) }), T.itemName],
  ['a description of 1 MB', 'addMenuItemSecure', () => ({ menuItemId: randomUUID(), menuItem: tea({ description: MB }) }), T.itemDescription],
  ['a price as text', 'addMenuItemSecure', () => ({ menuItemId: randomUUID(), menuItem: tea({ price: '2' }) }), T.required],
  // A NaN or infinite price reaches the server as null (JSON has neither); see also 1e400 below.
  ['a null price', 'addMenuItemSecure', () => ({ menuItemId: randomUUID(), menuItem: tea({ price: null }) }), T.required],
  ['10,000 translations', 'addMenuItemSecure', () => ({ menuItemId: randomUUID(), menuItem: tea({ translations: thousands(10_000) }) }), T.translations],
  ['an unknown language code', 'addMenuItemSecure', () => ({ menuItemId: randomUUID(), menuItem: tea({ translations: { 'fr.FR/x': { name: 'Thé', description: '' } } }) }), T.language],
  ['a language code of 1 MB', 'addMenuItemSecure', () => ({ menuItemId: randomUUID(), menuItem: tea({ translations: { [MB]: { name: 'Thé', description: '' } } }) }), T.language],
  ['a translated name of 1 MB', 'addMenuItemSecure', () => ({ menuItemId: randomUUID(), menuItem: tea({ translations: { fr: { name: MB, description: '' } } }) }), T.translatedName],
  ['a translated description of 1 MB', 'addMenuItemSecure', () => ({ menuItemId: randomUUID(), menuItem: tea({ translations: { fr: { name: 'Thé', description: MB } } }) }), T.translatedDescription],
  ['a translation that is a string', 'addMenuItemSecure', () => ({ menuItemId: randomUUID(), menuItem: tea({ translations: { fr: 'Thé' } }) }), T.addItem],
  ['an unknown field', 'addMenuItemSecure', () => ({ menuItemId: randomUUID(), menuItem: tea({ ownerId: 'me' }) }), T.addItem],
  ['a text as availability', 'addMenuItemSecure', () => ({ menuItemId: randomUUID(), menuItem: tea({ isAvailable: 'yes' }) }), T.addItem],
  ['a huge orderIndex', 'addMenuItemSecure', () => ({ menuItemId: randomUUID(), menuItem: tea({ orderIndex: 1e300 }) }), T.addItem],
  ['an image url of 1 MB', 'addMenuItemSecure', () => {
    const itemId = randomUUID();
    return { menuItemId: itemId, menuItem: tea({ imageUrl: `https://x/${MB}`, imagePath: `stores/${me.storeId}/menu/${itemId}.jpg` }) };
  }, T.addItem],
  ['a renamed name of 1 MB (unknown item)', 'updateMenuItemSecure', () => ({ menuItemId: 'nope', updates: { name: MB } }), T.itemName],
  ['a blank name', 'updateMenuItemSecure', () => ({ menuItemId: 'nope', updates: { name: '  ' } }), T.required],
  ['10,000 translations in an update', 'updateMenuItemSecure', () => ({ menuItemId, updates: { translations: thousands(10_000) } }), T.translations],
  ['updates that are a string', 'updateMenuItemSecure', () => ({ menuItemId, updates: 'name=x' }), T.updateItem],
  ['a list as item id', 'deleteMenuItemSecure', () => ({ menuItemId: [menuItemId] }), T.itemNotFound],
  ['10,000 bulk updates', 'bulkUpdateMenuItemsSecure', () => ({ updates: ids(10_000).map((m) => ({ menuItemId: m })) }), T.bulk],
  ['a bulk description of 1 MB', 'bulkUpdateMenuItemsSecure', () => ({ updates: [{ menuItemId, description: MB }] }), T.itemDescription],
  ['one item twice in a bulk update', 'bulkUpdateMenuItemsSecure', () => ({ updates: [{ menuItemId, name: 'A' }, { menuItemId, name: 'B' }] }), T.updateItem],
  ['10,000 ids to reorder', 'reorderMenuItemsSecure', () => ({ orderedIds: ids(10_000) }), 'Failed to save menu item order. This may be due to insufficient permissions.'],
];

const storeCases: Case[] = [
  ['a store name of 1 MB', 'createStoreForCurrentUser', () => ({ storeName: MB }), T.storeName],
  ['an object as store name', 'createStoreForCurrentUser', () => ({ storeName: { name: 'A' } }), T.storeNameRequired],
  ['an address of 1 MB', 'createStoreForCurrentUser', () => ({ storeName: 'A', address: MB }), T.address],
  ['a phone of 1 MB', 'createStoreForCurrentUser', () => ({ storeName: 'A', phone: MB }), T.phone],
  ['an object as primary store', 'upsertUserProfile', () => ({ primaryStoreId: { id: 'x' } }), T.storeId],
  ['a primary store id of 1 MB', 'upsertUserProfile', () => ({ primaryStoreId: MB }), T.storeId],
  ['a store id with a slash', 'completeStoreOnboarding', () => ({ storeId: 'stores/x' }), T.storeId],
];

const isCommand = (callable: string) => callable.endsWith('Secure');

describe.each([
  ['category callables', categoryCases],
  ['menu item callables', menuCases],
  ['store and user callables', storeCases],
])('%s', (_, cases) => {
  it.each(cases)('%s → %s refuses it', async (_what, callable, data, message) => {
    const payload = data();
    const sent = isCommand(callable) && typeof payload === 'object'
      ? { storeId: me.storeId, commandId: randomUUID(), ...payload }
      : payload;
    const error = await refusal(client.call(callable, sent));
    expect([error.code, error.message]).toEqual(['invalid-argument', message]);
  });
});

describe('numbers JSON cannot carry from a browser', () => {
  const url = (name: string) => `${callableBaseUrl({ projectId: PROJECT_ID, region: 'us-central1', emulator: EMULATORS.functions })}/${name}`;
  const raw = async (name: string, json: string) => {
    const token = await client.auth.currentUser!.getIdToken();
    const response = await fetch(url(name), { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: json });
    return (await response.json()) as { error?: { status: string; message: string } };
  };

  it('an infinite price (1e400) is the required-fields refusal', async () => {
    const body = await raw('addMenuItemSecure', `{"data":{"storeId":"${me.storeId}","commandId":"${randomUUID()}","menuItemId":"${randomUUID()}","menuItem":{"name":"Tea","price":1e400}}}`);
    expect(body.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: T.required });
  });

  it('an infinite orderIndex is refused', async () => {
    const body = await raw('addCategorySecure', `{"data":{"storeId":"${me.storeId}","commandId":"${randomUUID()}","category":{"id":"${randomUUID()}","name":"A","orderIndex":1e400}}}`);
    expect(body.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: T.addCategory });
  });
});

describe('after every refusal', () => {
  it('nothing was written: only the two setup commands are recorded, and the data is as set up', async () => {
    expect(await commandRecordCount(me.storeId)).toBe(2);
    const category = (await adminDb.doc(`stores/${me.storeId}/categories/${categoryId}`).get()).data();
    const item = (await adminDb.doc(`stores/${me.storeId}/menuItems/${menuItemId}`).get()).data();
    expect([category?.name, item?.name, item?.translations]).toEqual(['Soups', 'Tea', {}]);
    expect((await adminDb.collection('stores').where('ownerId', '==', me.uid).count().get()).data().count).toBe(1);
  });
});
