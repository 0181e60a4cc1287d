import { describe, expect, it } from 'vitest';
import { chunk, validateBulkUpdate } from './bulk';

describe('bulk updates (doc 1 §5)', () => {
  it.each([
    [0, true],
    [50, true],
    [51, false],
  ])('%d items ok=%s', (n, ok) => {
    const result = validateBulkUpdate(Array.from({ length: n }, (_, i) => i));
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.errors.updates).toBe('Bulk operations are limited to 50 items at a time.');
  });

  it('chunks large jobs', () => {
    const parts = chunk(Array.from({ length: 120 }, (_, i) => i));
    expect(parts.map((p) => p.length)).toEqual([50, 50, 20]);
    expect(chunk([1, 2, 3, 4, 5, 6], 5)).toEqual([[1, 2, 3, 4, 5], [6]]);
    expect(chunk([], 5)).toEqual([]);
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });
});
