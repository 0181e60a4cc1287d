import { describe, expect, it } from 'vitest';
import { canAddCategory, validateCategory, validateCategoryUpdates } from './category-validation';

const ctx = { isNew: true, categoryCount: 0 };

describe('category form', () => {
  it('trims and fills the default icon and colour', () => {
    expect(validateCategory({ name: ' Drinks ', description: ' Cold ' }, ctx)).toEqual({
      ok: true,
      value: { name: 'Drinks', description: 'Cold', icon: '📁', color: '#6366f1' },
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Category name is required'],
    [{ name: 'x'.repeat(51) }, 'name', 'Category name must be 50 characters or fewer'],
    [{ name: 'A', description: 'x'.repeat(201) }, 'description', 'Category description must be 200 characters or fewer'],
    [{ name: 'A', icon: '🚗' }, 'icon', 'Please choose one of the available icons'],
    [{ name: 'A', color: '#123456' }, 'color', 'Please choose one of the available colors'],
  ])('%j', (input, field, message) => {
    expect(validateCategory(input, ctx)).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('accepts the maximum lengths', () => {
    expect(validateCategory({ name: 'x'.repeat(50), description: 'y'.repeat(200) }, ctx).ok).toBe(true);
  });

  it.each([
    [19, true],
    [20, false],
  ])('with %d categories a new one ok=%s', (categoryCount, ok) => {
    const result = validateCategory({ name: 'A' }, { isNew: true, categoryCount });
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.errors.limit).toBe('This store has reached the maximum limit of 20 categories.');
    expect(canAddCategory(categoryCount)).toBe(ok);
  });

  it('an edit is not blocked by the cap', () => {
    expect(validateCategory({ name: 'A' }, { isNew: false, categoryCount: 20 }).ok).toBe(true);
  });
});

describe('category updates, judged alone before the category is read', () => {
  it.each([
    [{}, undefined],
    [{ isActive: false, orderIndex: 4 }, undefined],
    [{ name: ' Soups ' }, undefined],
    [{ name: '  ' }, { name: 'Category name is required' }],
    [{ name: 'x'.repeat(51) }, { name: 'Category name must be 50 characters or fewer' }],
    [{ description: 'y'.repeat(201) }, { description: 'Category description must be 200 characters or fewer' }],
    [{ icon: '🚗', color: '#123456' }, { icon: 'Please choose one of the available icons', color: 'Please choose one of the available colors' }],
    // Empty means the default, as in the form.
    [{ icon: '', color: '' }, undefined],
  ])('%j', (updates, errors) => {
    const result = validateCategoryUpdates(updates);
    expect(result.ok ? undefined : result.errors).toEqual(errors);
  });
});
