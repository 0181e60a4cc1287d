import { describe, expect, it } from 'vitest';
import { categoryFormValues, changedCategoryFields, itemCountsByCategory, membersOf, sameIds } from './category-form';
import { CATEGORY_COLORS, CATEGORY_ICONS, withCategoryDefaults } from '../shared/entities';
import { MESSAGES } from '../shared/messages';

const soups = withCategoryDefaults({ id: 'c1', storeId: 's', name: 'Soups', description: 'Hot', icon: '🍲', color: '#ef4444' });

describe('categoryFormValues', () => {
  it('a new category starts blank with the default folder icon and indigo', () => {
    expect(categoryFormValues()).toEqual({ name: '', description: '', icon: '📁', color: '#6366f1' });
  });
  it('an edit starts from the category', () => {
    expect(categoryFormValues(soups)).toEqual({ name: 'Soups', description: 'Hot', icon: '🍲', color: '#ef4444' });
  });
});

describe('changedCategoryFields', () => {
  const values = categoryFormValues(soups);
  it.each([
    [{}, {}],
    [{ name: ' Soups ' }, {}],
    [{ name: 'Broths' }, { name: 'Broths' }],
    [{ description: '' }, { description: '' }],
    [{ icon: '🍜', color: '#3b82f6' }, { icon: '🍜', color: '#3b82f6' }],
    [{ name: '' }, { name: '' }], // so the validator can say the name is required
  ])('%j changes %j', (edit, expected) => {
    expect(changedCategoryFields(soups, { ...values, ...edit })).toEqual(expected);
  });
});

describe('membership', () => {
  const items = [
    { id: 'tea', categories: ['drinks', 'hot'] },
    { id: 'juice', categories: ['drinks', 'drinks'] },
    { id: 'cake', categories: [] },
  ];
  it('counts the items of each category once per item', () => {
    expect(Object.fromEntries(itemCountsByCategory(items))).toEqual({ drinks: 2, hot: 1 });
  });
  it("lists a category's items in the items' order", () => {
    expect(membersOf(items, 'drinks')).toEqual(['tea', 'juice']);
    expect(membersOf(items, 'none')).toEqual([]);
  });
  it.each([
    [['a', 'b'], ['b', 'a'], true],
    [['a'], ['a', 'b'], false],
    [['a', 'c'], ['a', 'b'], false],
    [[], [], true],
  ])('sameIds(%j, %j) is %s', (a, b, expected) => {
    expect(sameIds(a, b)).toBe(expected);
  });
});

describe('the pickers’ accessible names', () => {
  it('every icon and colour choice has a distinct name', () => {
    const iconNames = CATEGORY_ICONS.map((icon) => MESSAGES.category.iconNames[icon]);
    const colorNames = CATEGORY_COLORS.map((color) => MESSAGES.category.colorNames[color]);
    for (const names of [iconNames, colorNames]) {
      expect(names.every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
      expect(new Set(names).size).toBe(names.length);
    }
    expect([iconNames.length, colorNames.length]).toEqual([13, 10]);
  });
});
