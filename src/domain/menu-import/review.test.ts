import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages';
import type { MenuDraft } from '../shared/menu-draft';
import { planPublish } from './publish-plan';
import { duplicateRowIds, guessCategoryIcon, mergeWithNext, needsPriceCheck, rowsOfDraft, type ReviewRow } from './review';

const row = (id: string, name: string, extra: Partial<ReviewRow> = {}): ReviewRow => ({
  id, section: 'Mains', name, description: '', price: 10, priceText: '10.00', confidence: 0.9, ...extra,
});

describe('review rows', () => {
  it('flattens a draft into rows with their section', () => {
    const draft: MenuDraft = {
      reader: 'ocr', pages: 1, readMs: 1,
      sections: [
        { id: 's0', name: '', items: [{ id: 'a', name: 'Bread', description: '', price: 2, priceText: '2', confidence: 0.9 }] },
        { id: 's1', name: ' Soups ', items: [{ id: 'b', name: 'Miso', description: 'tofu', price: null, priceText: 'MP', confidence: 0.5 }] },
      ],
    };
    expect(rowsOfDraft(draft).map((r) => [r.id, r.section, r.price])).toEqual([['a', '', 2], ['b', 'Soups', null]]);
  });

  it.each([
    [0.95, 12, false],
    [0.79, 12, true],
    [0.99, null, true],
  ])('confidence %s, price %s: check %s', (confidence, price, check) => {
    expect(needsPriceCheck({ confidence, price })).toBe(check);
  });

  it('merges a split name with its next row: names join, the first price read wins, the lower confidence stays', () => {
    const rows = [row('a', 'Grilled', { price: null, priceText: '', confidence: 0.6 }), row('b', 'Salmon', { price: 18.5, priceText: '$18.50' }), row('c', 'Tea')];
    const merged = mergeWithNext(rows, 'a');
    expect(merged.map((r) => r.name)).toEqual(['Grilled Salmon', 'Tea']);
    expect(merged[0]).toMatchObject({ id: 'a', price: 18.5, priceText: '$18.50', confidence: 0.6 });
    expect(mergeWithNext(rows, 'c')).toEqual(rows);
  });

  it('marks rows already on the menu, or repeated, whatever the case and accents', () => {
    const rows = [row('a', 'Crème Brûlée'), row('b', 'Pad Thai'), row('c', 'pad  thai!')];
    expect([...duplicateRowIds(rows, ['creme brulee'])]).toEqual(['a', 'c']);
  });

  it.each([
    ['Starters', '🥗'], ['Soups', '🍲'], ['Noodles', '🍜'], ['From the Grill', '🍖'], ['Pizza', '🍕'],
    ['Desserts', '🍰'], ['Ice Cream', '🍦'], ['Hot Coffee', '☕'], ['Drinks', '🥤'], ['Specials', '📁'],
  ])('guesses the icon of %s: %s', (name, icon) => {
    expect(guessCategoryIcon(name)).toBe(icon);
  });
});

describe('planPublish', () => {
  it('makes one category per new section, reuses one of the same name, leaves sectionless rows without', () => {
    const rows = [row('a', 'Soup', { section: 'Soups' }), row('b', 'Stew', { section: 'soups' }), row('c', 'Steak', { section: 'Mains' }), row('d', 'Bread', { section: '' })];
    const plan = planPublish(rows, { itemCount: 0, categories: [{ id: 'm', name: 'MAINS' }] });
    expect(plan.categories).toEqual([{ name: 'Soups', icon: '🍲' }, { name: 'MAINS', icon: '🍖', existingId: 'm' }]);
    expect(plan.items.map((i) => [i.row.id, i.category])).toEqual([['a', 0], ['b', 0], ['c', 1], ['d', undefined]]);
    expect(plan).toMatchObject({ itemsNotAdded: 0, categoriesNotAdded: 0, limitMessages: [] });
  });

  it('stops at 100 items and 20 categories, with the spec’s words and the counts left out', () => {
    const rows = Array.from({ length: 5 }, (_, i) => row(`r${i}`, `Item ${i}`, { section: `Section ${i}` }));
    const existingCategories = Array.from({ length: 18 }, (_, i) => ({ id: `c${i}`, name: `Old ${i}` }));
    const plan = planPublish(rows, { itemCount: 97, categories: existingCategories });
    expect(plan.items).toHaveLength(3);
    expect(plan.itemsNotAdded).toBe(2);
    expect(plan.categories).toHaveLength(2);
    expect(plan.items[2]?.category).toBeUndefined();
    expect(plan.categoriesNotAdded).toBe(1);
    expect(plan.limitMessages).toEqual([MESSAGES.menu.itemLimit(100), MESSAGES.category.categoryLimit(20)]);
  });
});
