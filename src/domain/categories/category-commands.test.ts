import { describe, expect, it } from 'vitest';
import {
  addCategoryCommand,
  deleteCategoryCommand,
  reorderCategoriesCommand,
  setCategoryMenuItemsCommand,
  updateCategoryCommand,
} from './category-commands';
import { withCategoryDefaults, type Category } from '../shared/entities';

const ids = { commandId: 'cmd-1', storeId: 's' };
const view = (...names: string[]): Category[] =>
  names.map((name, i) => withCategoryDefaults({ id: `id-${name}`, storeId: 's', name, orderIndex: i * 2 }));

describe('category commands', () => {
  it('an add goes last with defaults filled', () => {
    const result = addCategoryCommand({ name: ' Soups ' }, view('a', 'b'), { ...ids, categoryId: 'new' });
    expect(result).toEqual({
      ok: true,
      value: {
        id: 'cmd-1', type: 'category.add', storeId: 's',
        payload: { category: { id: 'new', name: 'Soups', description: '', icon: '📁', color: '#6366f1', orderIndex: 3 } },
      },
    });
  });

  it('the 21st category is refused before it is queued', () => {
    const twenty = view(...Array.from({ length: 20 }, (_, i) => `c${i}`));
    const result = addCategoryCommand({ name: 'One more' }, twenty, { ...ids, categoryId: 'new' });
    expect(result).toEqual({ ok: false, errors: { limit: 'This store has reached the maximum limit of 20 categories.' } });
  });

  it('an update sends only the touched fields, normalised', () => {
    const result = updateCategoryCommand('id-a', { name: ' A2 ' }, view('a'), ids);
    expect(result.ok && result.value.payload).toEqual({ categoryId: 'id-a', updates: { name: 'A2' } });
  });

  it.each([
    [{ name: ' ' }, { name: 'Category name is required' }],
    [{ color: '#000000' }, { color: 'Please choose one of the available colors' }],
  ])('an invalid update %j is refused', (input, errors) => {
    expect(updateCategoryCommand('id-a', input, view('a'), ids)).toEqual({ ok: false, errors });
  });

  it('update and delete of an unknown category are refused', () => {
    expect(updateCategoryCommand('zz', { name: 'x' }, view('a'), ids)).toEqual({ ok: false, errors: { form: 'Category not found' } });
    expect(deleteCategoryCommand('zz', view('a'), ids).ok).toBe(false);
  });
});

describe('reorder and membership', () => {
  const cats = [withCategoryDefaults({ id: 'x', storeId: 's', orderIndex: 0 }), withCategoryDefaults({ id: 'y', storeId: 's', orderIndex: 1 })];
  const ids = { commandId: 'c', storeId: 's' };
  it('reorder must name every category once', () => {
    expect(reorderCategoriesCommand(['y', 'x'], cats, ids)).toMatchObject({ ok: true, value: { payload: { orderedIds: ['y', 'x'] } } });
    expect(reorderCategoriesCommand(['y'], cats, ids).ok).toBe(false);
  });
  it('membership names known items once, of a known category', () => {
    const view = { categories: cats, menuItems: [{ id: 'm1' }, { id: 'm2' }] };
    expect(setCategoryMenuItemsCommand('x', ['m2', 'm2'], view, ids)).toMatchObject({ ok: true, value: { payload: { categoryId: 'x', menuItemIds: ['m2'] } } });
    expect(setCategoryMenuItemsCommand('x', ['zz'], view, ids)).toEqual({ ok: false, errors: { form: 'Failed to update menu items. Please try again.' } });
    expect(setCategoryMenuItemsCommand('q', [], view, ids)).toEqual({ ok: false, errors: { form: 'Category not found' } });
  });
});
