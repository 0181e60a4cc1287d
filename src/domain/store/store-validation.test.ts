import { describe, expect, it } from 'vitest';
import {
  chooseCurrentStore,
  isAbsoluteUrl,
  isValidStoreId,
  isValidStorePhone,
  mergeStoreIds,
  remainingStoresHint,
  storeKnownEarly,
  storeLimitReached,
  validateCreateStore,
  validateStoreUpdate,
} from './store-validation';

describe('create store (doc 1 §5)', () => {
  it('trims and omits empty optional fields', () => {
    expect(validateCreateStore({ storeName: '  Pho 99 ', address: '  ', phone: ' 555 ' }, 0)).toEqual({
      ok: true,
      value: { storeName: 'Pho 99', phone: '555' },
    });
  });

  it('requires a name', () => {
    expect(validateCreateStore({ storeName: '   ' }, 0)).toEqual({
      ok: false,
      errors: { storeName: 'Store name is required' },
    });
  });

  it.each([
    [{ storeName: 'x'.repeat(100), address: 'a'.repeat(300), phone: '5'.repeat(30) }, undefined],
    [{ storeName: 'x'.repeat(101) }, { storeName: 'Store name must be 100 characters or fewer' }],
    [{ storeName: 'A', address: 'a'.repeat(301) }, { address: 'Store address must be 300 characters or fewer' }],
    [{ storeName: 'A', phone: '5'.repeat(31) }, { phone: 'Store phone number must be 30 characters or fewer' }],
  ])('caps the fields: %#', (input, errors) => {
    const result = validateCreateStore(input, 0);
    expect(result.ok ? undefined : result.errors).toEqual(errors);
  });

  it.each([
    [9, true],
    [10, false],
    [11, false],
  ])('with %d stores owned, ok=%s', (owned, ok) => {
    const result = validateCreateStore({ storeName: 'A' }, owned);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.errors.form).toBe('You have reached the maximum limit of 10 stores per owner.');
    expect(storeLimitReached(owned)).toBe(!ok);
  });

  it.each([
    [0, null],
    [6, null],
    [7, 'You can create 3 more store(s).'],
    [8, 'You can create 2 more store(s).'],
    [9, 'You can create 1 more store(s).'],
    [10, null],
  ])('hint with %d owned', (owned, hint) => {
    expect(remainingStoresHint(owned)).toBe(hint);
  });
});

describe('store update (doc 2 §5)', () => {
  const base = { storeName: 'Cafe', address: '', phone: '', googleLink: '', yelpLink: '' };

  it('accepts empty optional fields and trims', () => {
    expect(validateStoreUpdate({ ...base, storeName: ' Cafe ', phone: ' +1 (555) 123-4567 ' })).toEqual({
      ok: true,
      value: { ...base, phone: '+1 (555) 123-4567' },
    });
  });

  it.each([
    [{ storeName: '' }, 'storeName', 'Store name is required'],
    [{ phone: '555-CALL' }, 'phone', 'Please enter a valid phone number'],
    [{ phone: '1+555' }, 'phone', 'Please enter a valid phone number'],
    [{ googleLink: 'maps.google.com/x' }, 'googleLink', 'Please enter a valid URL'],
    [{ yelpLink: 'yelp' }, 'yelpLink', 'Please enter a valid URL'],
  ])('%j', (patch, field, message) => {
    expect(validateStoreUpdate({ ...base, ...patch })).toEqual({ ok: false, errors: { [field]: message } });
  });

  it.each([
    ['+1 (555) 123-4567', true],
    ['555 123 4567', true],
    ['()', false],
    ['+', false],
  ])('phone %j', (phone, ok) => {
    expect(isValidStorePhone(phone)).toBe(ok);
  });

  it.each([
    ['https://maps.google.com/?q=cafe', true],
    ['http://yelp.com/biz/cafe', true],
    ['ftp://example.com', false],
    ['mailto:a@b.co', false],
    ['www.yelp.com', false],
  ])('url %j', (url, ok) => {
    expect(isAbsoluteUrl(url)).toBe(ok);
  });
});

describe('store ids and current store (doc 1 §4.4)', () => {
  it.each([
    ['AbCdEfGhIjKlMnOpQrSt', true],
    ['abcdefghij', true],
    ['abcdefghi', false],
    ['12345678901234', false],
    ['1234567890a', true],
  ])('%s valid=%s', (id, ok) => {
    expect(isValidStoreId(id)).toBe(ok);
  });

  it('merges claims and user-doc ids, dropping invalid ones and duplicates', () => {
    expect(mergeStoreIds(['storeAAAAAAAA', '123456789012'], ['storeBBBBBBBB', 'storeAAAAAAAA', 'short'])).toEqual([
      'storeAAAAAAAA',
      'storeBBBBBBBB',
    ]);
    expect(mergeStoreIds({ storeCCCCCCCC: 'OWNER', storeDDDDDDDD: false }, undefined)).toEqual(['storeCCCCCCCC']);
    expect(mergeStoreIds(undefined, undefined)).toEqual([]);
  });

  it.each([
    [{ saved: 'b', primary: 'c', available: ['a', 'b', 'c'] }, 'b'],
    [{ saved: 'x', primary: 'c', available: ['a', 'b', 'c'] }, 'c'],
    [{ saved: null, primary: 'x', available: ['a', 'b'] }, 'a'],
    [{ available: [] }, null],
  ])('%j -> %s', (input, expected) => {
    expect(chooseCurrentStore(input)).toBe(expected);
  });

  // The store opened before the user document is read: never a guess among several.
  it.each([
    [{ granted: ['storeAAAAAAAA'] }, 'storeAAAAAAAA'],
    [{ saved: 'storeBBBBBBBB', granted: ['storeAAAAAAAA', 'storeBBBBBBBB'] }, 'storeBBBBBBBB'],
    [{ saved: 'storeXXXXXXXX', primary: 'storeAAAAAAAA', granted: ['storeAAAAAAAA', 'storeBBBBBBBB'] }, 'storeAAAAAAAA'],
    [{ granted: ['storeAAAAAAAA', 'storeBBBBBBBB'] }, null],
    [{ saved: 'storeXXXXXXXX', granted: [] }, null],
    [{ granted: ['short'] }, null],
  ])('known early: %j -> %s', (input, expected) => {
    expect(storeKnownEarly(input)).toBe(expected);
  });
});
