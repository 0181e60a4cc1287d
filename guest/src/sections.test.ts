import { describe, expect, it } from 'vitest';
import { menuSections } from './sections';
import { dish } from './test-menu';

describe('menuSections', () => {
  it('lists the categories in the menu\'s order, a dish in two under both, dishes in none under Other', () => {
    const categories = [{ id: 'mains', name: 'Mains', icon: '', translations: {} }, { id: 'drinks', name: 'Drinks', icon: '', translations: {} }, { id: 'empty', name: 'Empty', icon: '', translations: {} }];
    const items = [dish('a', 1, ['drinks']), dish('b', 1, ['mains', 'drinks']), dish('c', 1), dish('d', 1, ['hidden'])];
    expect(menuSections({ categories, items }).map((s) => [s.categoryId, s.items.map((i) => i.id)])).toEqual([
      ['mains', ['b']],
      ['drinks', ['a', 'b']],
      [null, ['c', 'd']],
    ]);
  });
});
