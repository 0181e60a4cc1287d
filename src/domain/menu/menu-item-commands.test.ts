import { describe, expect, it } from 'vitest';
import { withMenuItemDefaults } from '../shared/entities';
import {
  addMenuItemCommand,
  deleteMenuItemCommand,
  reorderMenuItemsCommand,
  setMenuItemImageCommand,
  setMenuItemsAvailabilityCommand,
  updateMenuItemCommand,
} from './menu-item-commands';

const ids = { commandId: 'c1', storeId: 's1' };
const item = (id: string, orderIndex: number) => withMenuItemDefaults({ id, storeId: 's1', name: id, price: 3, orderIndex });
const view = [item('a', 0), item('b', 4)];

describe('addMenuItemCommand', () => {
  it('trims, fills defaults and puts the item last', () => {
    const result = addMenuItemCommand({ name: ' Tea ', price: '2.5' }, view, { ...ids, menuItemId: 'm1' });
    expect(result.ok && result.value).toEqual({
      id: 'c1', type: 'menuItem.add', storeId: 's1',
      payload: { menuItemId: 'm1', menuItem: { name: 'Tea', description: '', price: 2.5, isAvailable: true, translations: {}, beautifyEnabled: false, orderIndex: 5 } },
    });
  });

  it('refuses a blank name or a zero price, and the 101st item', () => {
    expect(addMenuItemCommand({ name: ' ', price: 1 }, view, { ...ids, menuItemId: 'm' }).ok).toBe(false);
    expect(addMenuItemCommand({ name: 'x', price: 0 }, view, { ...ids, menuItemId: 'm' }).ok).toBe(false);
    const full = Array.from({ length: 100 }, (_, i) => item(`i${i}`, i));
    const refused = addMenuItemCommand({ name: 'x', price: 1 }, full, { ...ids, menuItemId: 'm' });
    expect(refused.ok ? null : refused.errors.limit).toBe('This store has reached the maximum limit of 100 menu items.');
  });
});

describe('the caps the server applies, refused on the device with the same words', () => {
  const fr = (name: string) => ({ fr: { name, description: '' } });
  it.each([
    ['a long name', { name: 'x'.repeat(101), price: 1 }, { name: 'Menu item name must be 100 characters or fewer' }],
    ['a long translated name', { name: 'Tea', price: 1, translations: fr('x'.repeat(101)) }, { translations: 'Translated names must be 100 characters or fewer' }],
    ['a bad language code', { name: 'Tea', price: 1, translations: { 'fr FR': { name: 'Thé', description: '' } } }, { translations: 'Translations must use a valid language code' }],
  ])('add: %s', (_, input, errors) => {
    expect(addMenuItemCommand(input, view, { ...ids, menuItemId: 'm' })).toEqual({ ok: false, errors });
  });

  it('update: edited translations are judged; an edit that leaves them alone does not re-judge stored ones', () => {
    const tooMany = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`a${String.fromCharCode(97 + i % 26)}${i < 26 ? '' : 'x'}`, { name: 'n', description: '' }]));
    expect(updateMenuItemCommand('a', { translations: tooMany }, view, ids)).toEqual({
      ok: false, errors: { translations: 'A menu item can have at most 30 translations' },
    });
    const stored = [{ ...item('a', 0), translations: tooMany }];
    expect(updateMenuItemCommand('a', { price: 4 }, stored, ids).ok).toBe(true);
  });
});

describe('updateMenuItemCommand and deleteMenuItemCommand', () => {
  it('sends only the touched fields, normalised', () => {
    const result = updateMenuItemCommand('a', { name: ' New ' }, view, ids);
    expect(result.ok && result.value.payload).toEqual({ menuItemId: 'a', updates: { name: 'New' } });
  });

  it('refuses an item not in the view', () => {
    expect(updateMenuItemCommand('zz', { name: 'x' }, view, ids)).toEqual({ ok: false, errors: { form: 'Menu item not found to edit.' } });
    expect(deleteMenuItemCommand('zz', view, ids).ok).toBe(false);
    expect(deleteMenuItemCommand('a', view, ids).ok).toBe(true);
  });
});

describe('the other menu commands', () => {
  it('update carries translations and beautifyEnabled as given', () => {
    const result = updateMenuItemCommand('a', { translations: { zh: { name: '茶', description: '' } }, beautifyEnabled: true }, view, ids);
    expect(result.ok && result.value.payload.updates).toEqual({ translations: { zh: { name: '茶', description: '' } }, beautifyEnabled: true });
  });

  it('reorder names every item once, or is refused with the spec text', () => {
    expect(reorderMenuItemsCommand(['b', 'a'], view, ids)).toMatchObject({ ok: true, value: { payload: { orderedIds: ['b', 'a'] } } });
    for (const bad of [['a'], ['a', 'a'], ['a', 'b', 'c']]) {
      expect(reorderMenuItemsCommand(bad, view, ids)).toEqual({
        ok: false, errors: { form: 'Failed to save menu item order. This may be due to insufficient permissions.' },
      });
    }
  });

  it('setImage accepts jpeg, png and webp, and null to remove', () => {
    const image = (contentType: string) => ({ blobId: 'b', contentType, size: 1 }) as never;
    expect(setMenuItemImageCommand('a', image('image/webp'), view, ids).ok).toBe(true);
    expect(setMenuItemImageCommand('a', null, view, ids).ok).toBe(true);
    expect(setMenuItemImageCommand('a', image('image/gif'), view, ids)).toEqual({
      ok: false, errors: { image: 'Failed to process image. Please try a different image.' },
    });
    expect(setMenuItemImageCommand('zz', null, view, ids).ok).toBe(false);
  });
});

describe('setMenuItemsAvailabilityCommand', () => {
  it("86es items through the bulk update, each once, and puts them back on the same way", () => {
    expect(setMenuItemsAvailabilityCommand(['a', 'b', 'a'], false, view, ids)).toEqual({
      ok: true,
      value: { id: 'c1', type: 'menuItem.bulkUpdate', storeId: 's1', payload: { updates: [{ menuItemId: 'a', isAvailable: false }, { menuItemId: 'b', isAvailable: false }] } },
    });
    const back = setMenuItemsAvailabilityCommand(['b'], true, view, ids);
    expect(back.ok && back.value.payload.updates).toEqual([{ menuItemId: 'b', isAvailable: true }]);
  });

  it('refuses an item the menu does not have (deleted on another device) or an empty list', () => {
    expect(setMenuItemsAvailabilityCommand(['a', 'gone'], false, view, ids)).toEqual({ ok: false, errors: { form: 'Menu item not found to edit.' } });
    expect(setMenuItemsAvailabilityCommand([], false, view, ids).ok).toBe(false);
  });
});
