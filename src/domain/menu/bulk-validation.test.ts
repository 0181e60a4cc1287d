import { describe, expect, it } from 'vitest';
import { validateBulkUpdate } from './bulk-validation';

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
});
