import { describe, expect, it } from 'vitest';
import { decodeFields, decodeValue, documentUrl, getDocument, ReadError } from './rest';

describe('decodeValue', () => {
  it.each([
    [{ stringValue: 'Soup' }, 'Soup'],
    [{ integerValue: '42' }, 42],
    [{ integerValue: '-7' }, -7],
    [{ doubleValue: 12.5 }, 12.5],
    [{ doubleValue: 'NaN' }, null],
    [{ doubleValue: 'Infinity' }, Infinity],
    [{ booleanValue: true }, true],
    [{ booleanValue: false }, false],
    [{ nullValue: null }, null],
    [{ timestampValue: '2025-03-01T12:00:00.250Z' }, Date.UTC(2025, 2, 1, 12, 0, 0, 250)],
    [{ timestampValue: 'not a time' }, null],
    [{ referenceValue: 'projects/p/databases/(default)/documents/a/b' }, 'projects/p/databases/(default)/documents/a/b'],
    [{ somethingNew: 1 }, null],
    ['plain', null],
    [null, null],
  ])('%j', (value, expected) => {
    expect(decodeValue(value)).toEqual(expected);
  });

  it('reads maps and arrays, nested', () => {
    expect(decodeValue({
      mapValue: {
        fields: {
          name: { stringValue: 'Soup' },
          categoryIds: { arrayValue: { values: [{ stringValue: 'c1' }, { stringValue: 'c2' }] } },
          translations: { mapValue: { fields: { zh: { mapValue: { fields: { name: { stringValue: '汤' } } } } } } },
        },
      },
    })).toEqual({ name: 'Soup', categoryIds: ['c1', 'c2'], translations: { zh: { name: '汤' } } });
  });

  it('reads empty maps and arrays (Firestore leaves out their fields and values)', () => {
    expect(decodeValue({ mapValue: {} })).toEqual({});
    expect(decodeValue({ arrayValue: {} })).toEqual([]);
  });
});

describe('decodeFields', () => {
  it('reads a document with no fields as an empty object', () => {
    expect(decodeFields(undefined)).toEqual({});
  });
});

describe('getDocument', () => {
  const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });

  it('gets the document by its escaped path and decodes its fields', async () => {
    const urls: string[] = [];
    const fields = await getDocument(['stores', 's 1', 'publicOrders', 'ab-_c'], async (url) => {
      urls.push(String(url));
      return new Response(JSON.stringify({ name: 'x', fields: { status: { stringValue: 'pending' } } }));
    });
    expect(fields).toEqual({ status: 'pending' });
    expect(urls[0]).toBe(documentUrl(['stores', 's 1', 'publicOrders', 'ab-_c']));
    expect(urls[0]).toMatch(/\/documents\/stores\/s%201\/publicOrders\/ab-_c$/);
  });

  it('reads a missing document (404) as null', async () => {
    await expect(getDocument(['publicLinks', 'x'], answer(404, { error: { code: 404 } }))).resolves.toBeNull();
  });

  it('fails on other statuses and on a failed connection', async () => {
    await expect(getDocument(['publicLinks', 'x'], answer(503, {}))).rejects.toEqual(new ReadError(503));
    await expect(getDocument(['publicLinks', 'x'], async () => {
      throw new TypeError('Failed to fetch');
    })).rejects.toEqual(new ReadError('network'));
  });
});
