import { describe, expect, it } from 'vitest';
import { canAddMenuItem, translationsError, validateMenuItem, validateMenuItemUpdates } from './menu-item-validation';

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

const t = (name: string, description = '') => ({ name, description });
// Two-letter codes aa, ab, ...: valid ones, so only the count is judged.
const code = (i: number) => String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26));
const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [code(i), t('a')]));

describe('menu item caps (docs/decisions.md "Payload caps")', () => {
  it.each([
    [{ name: 'x'.repeat(100), price: 1 }, undefined],
    [{ name: 'x'.repeat(101), price: 1 }, { name: 'Menu item name must be 100 characters or fewer' }],
    [{ name: ` ${'x'.repeat(100)} `, price: 1 }, undefined],
    [{ name: 'A', description: 'y'.repeat(1000), price: 1 }, undefined],
    [{ name: 'A', description: 'y'.repeat(1001), price: 1 }, { description: 'Menu item description must be 1000 characters or fewer' }],
    [{ name: 'A', price: 1, translations: many(31) }, { translations: 'A menu item can have at most 30 translations' }],
    [{ name: '', price: 1, translations: { fr: t('x'.repeat(101)) } }, {
      form: REQUIRED, translations: 'Translated names must be 100 characters or fewer',
    }],
  ])('%#: %j', (input, errors) => {
    const result = validateMenuItem(input, ctx);
    expect(result.ok ? undefined : result.errors).toEqual(errors);
  });

  it.each([
    [{}, undefined],
    [many(30), undefined],
    [many(31), 'A menu item can have at most 30 translations'],
    [{ fr: t('Thé'), 'zh-Hant': t('茶'), 'es-419': t('Té'), haw: t('Kī') }, undefined],
    [{ 'fr.FR': t('Thé') }, 'Translations must use a valid language code'],
    [{ __proto__x: t('x') }, 'Translations must use a valid language code'],
    [{ ['x'.repeat(40)]: t('x') }, 'Translations must use a valid language code'],
    [{ fr: t('x'.repeat(100), 'y'.repeat(1000)) }, undefined],
    [{ fr: t('x'.repeat(101)) }, 'Translated names must be 100 characters or fewer'],
    [{ fr: t('x', 'y'.repeat(1001)) }, 'Translated descriptions must be 1000 characters or fewer'],
  ])('translations %#', (translations, message) => {
    expect(translationsError(translations)).toBe(message);
  });

  it.each([
    [{}, undefined],
    [{ isAvailable: false, orderIndex: 3 }, undefined],
    [{ name: 'Pho' }, undefined],
    [{ name: '  ' }, { form: REQUIRED }],
    [{ price: 0 }, { form: REQUIRED }],
    [{ price: Number.POSITIVE_INFINITY }, { form: REQUIRED }],
    [{ name: 'x'.repeat(101) }, { name: 'Menu item name must be 100 characters or fewer' }],
    [{ description: 'y'.repeat(1001) }, { description: 'Menu item description must be 1000 characters or fewer' }],
    [{ translations: { 'no code': t('x') } }, { translations: 'Translations must use a valid language code' }],
  ])('an update of %j, judged alone', (updates, errors) => {
    const result = validateMenuItemUpdates(updates);
    expect(result.ok ? undefined : result.errors).toEqual(errors);
  });
});
