import { describe, expect, it } from 'vitest';
import { withMenuItemDefaults } from './entities';
import { applyMenuItemUpdates, firstDuplicate, membershipChange, menuItemCategoryId, orderIndexAtEnd } from './menu-item-updates';

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

  it('finds a duplicate id', () => {
    expect(firstDuplicate(['a', 'b', 'a'])).toBe('a');
    expect(firstDuplicate(['a', 'b'])).toBeUndefined();
  });

  it('splits a membership change into added and removed', () => {
    expect(membershipChange(['a', 'b'], ['b', 'c'])).toEqual({ added: ['c'], removed: ['a'] });
  });
});
