import { describe, expect, it } from 'vitest';
import { customerLink, validateTableNumber } from './preview-validation';

describe('preview table number (doc 2 §5)', () => {
  it.each([
    ['0', 0],
    ['12', 12],
    [3, 3],
  ])('%j is valid', (input, value) => {
    expect(validateTableNumber(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'Table ID must be a valid number'],
    ['abc', 'Table ID must be a valid number'],
    ['1.5', 'Table ID must be a whole number'],
    ['-1', 'Table ID must be 0 or greater'],
    ['-1.5', 'Table ID must be a whole number'],
  ])('%j -> %s', (input, message) => {
    expect(validateTableNumber(input)).toEqual({ ok: false, errors: { tableId: message } });
  });

  it('builds {customer-host}/t/{linkId}', () => {
    expect(customerLink('https://order.example.com/', 'abc-123')).toBe('https://order.example.com/t/abc-123');
    expect(customerLink('https://order.example.com', 'abc')).toBe('https://order.example.com/t/abc');
  });
});
