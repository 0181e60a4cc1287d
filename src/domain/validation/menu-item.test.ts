import { describe, expect, it } from 'vitest';
import { canAddMenuItem, validateMenuItem } from './menu-item';

const REQUIRED = 'Please fill in all required fields and ensure price is positive.';
const ctx = { storeId: 'storeAAAAAAAA', itemCount: 0, isNew: true };

describe('menu item form (doc 2 §5)', () => {
  it('trims and parses the price', () => {
    expect(validateMenuItem({ name: ' Pho ', description: ' Beef ', price: '12.50' }, ctx)).toEqual({
      ok: true,
      value: { name: 'Pho', description: 'Beef', price: 12.5, isAvailable: true },
    });
  });

  it.each([
    [{ name: '   ', price: 5 }],
    [{ name: 'Pho', price: 0 }],
    [{ name: 'Pho', price: -1 }],
    [{ name: 'Pho', price: 0.009 }],
    [{ name: 'Pho', price: '' }],
    [{ name: 'Pho', price: 'abc' }],
  ])('%j fails with the required-fields text', (input) => {
    expect(validateMenuItem(input, ctx)).toEqual({ ok: false, errors: { form: REQUIRED } });
  });

  it('accepts the minimum price 0.01', () => {
    expect(validateMenuItem({ name: 'Tea', price: 0.01 }, ctx).ok).toBe(true);
  });

  it('needs a store', () => {
    expect(validateMenuItem({ name: 'Tea', price: 1 }, { ...ctx, storeId: null })).toEqual({
      ok: false,
      errors: { store: 'Store selection required.' },
    });
  });

  it.each([
    [99, true, true],
    [100, true, false],
    [101, true, false],
    [100, false, true], // editing an existing item is never blocked by the cap
  ])('with %d items, new=%s -> ok=%s', (itemCount, isNew, ok) => {
    const result = validateMenuItem({ name: 'Tea', price: 1 }, { ...ctx, itemCount, isNew });
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.errors.limit).toBe('This store has reached the maximum limit of 100 menu items.');
  });

  it('canAddMenuItem stops at 100', () => {
    expect(canAddMenuItem(99)).toBe(true);
    expect(canAddMenuItem(100)).toBe(false);
  });
});
