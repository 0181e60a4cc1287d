import { describe, expect, it } from 'vitest';
import { withMenuItemDefaults } from '../shared/entities';
import {
  applyMenuItemUpdates, isValidImageUpdate, membershipChange, menuItemCategoryId, orderIndexAtEnd, replacedImagePath,
} from './menu-item-updates';

const item = withMenuItemDefaults({ id: 'i1', storeId: 's', name: 'Soup', price: 5, orderIndex: 2 });

describe('applyMenuItemUpdates', () => {
  it('changes only the fields given', () => {
    const next = applyMenuItemUpdates(item, { price: 7, isAvailable: false });
    expect(next).toMatchObject({ name: 'Soup', price: 7, isAvailable: false, orderIndex: 2 });
    expect(item.price).toBe(5);
  });

  it('ignores undefined values instead of erasing fields', () => {
    expect(applyMenuItemUpdates(item, { name: undefined }).name).toBe('Soup');
  });
});

describe('orderIndexAtEnd', () => {
  it('is one past the largest index, 0 for an empty list, and skips junk', () => {
    expect(orderIndexAtEnd([])).toBe(0);
    expect(orderIndexAtEnd([0, 4, 2])).toBe(5);
    expect(orderIndexAtEnd([undefined, 'x', 1])).toBe(2);
  });
});

describe('links and lists', () => {
  it('names a link by its pair', () => {
    expect(menuItemCategoryId('item', 'cat')).toBe('item_cat');
  });

  it('splits a membership change into added and removed', () => {
    expect(membershipChange(['a', 'b'], ['b', 'c'])).toEqual({ added: ['c'], removed: ['a'] });
  });
});

describe('image updates', () => {
  const url = 'http://127.0.0.1:9190/v0/b/b/o/x?alt=media&token=t';
  it.each<[string, Record<string, string>, boolean]>([
    ['no image fields', {}, true],
    ['url and path of this item', { imageUrl: url, imagePath: 'stores/s/menu/i1.png' }, true],
    ['both cleared', { imageUrl: '', imagePath: '' }, true],
    ['a url alone', { imageUrl: url }, false],
    ['a path alone', { imagePath: 'stores/s/menu/i1.jpg' }, false],
    ["another item's path", { imageUrl: url, imagePath: 'stores/s/menu/i2.jpg' }, false],
    ["another store's path", { imageUrl: url, imagePath: 'stores/t/menu/i1.jpg' }, false],
    ['a path outside menu/', { imageUrl: url, imagePath: 'stores/s/processing-photos/i1.jpg' }, false],
    ['a cleared path with a url', { imageUrl: url, imagePath: '' }, false],
    ['a path with an empty url', { imageUrl: '', imagePath: 'stores/s/menu/i1.jpg' }, false],
    ['a url that is no web address', { imageUrl: 'javascript:alert(1)', imagePath: 'stores/s/menu/i1.jpg' }, false],
  ])('%s → %s', (_what, updates, ok) => {
    expect(isValidImageUpdate(updates, 's', 'i1')).toBe(ok);
  });

  it.each<[unknown, string | undefined, string | null]>([
    ['stores/s/menu/i1.jpg', 'stores/s/menu/i1.png', 'stores/s/menu/i1.jpg'],
    ['stores/s/menu/i1.jpg', '', 'stores/s/menu/i1.jpg'],
    ['stores/s/menu/i1.jpg', 'stores/s/menu/i1.jpg', null],
    ['stores/s/menu/i1.jpg', undefined, null],
    ['', 'stores/s/menu/i1.jpg', null],
    [undefined, 'stores/s/menu/i1.jpg', null],
  ])('replacing %j with %j deletes %j', (before, imagePath, deleted) => {
    expect(replacedImagePath(before, imagePath === undefined ? {} : { imagePath, imageUrl: '' })).toBe(deleted);
  });
});
