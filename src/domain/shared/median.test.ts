import { describe, expect, it } from 'vitest';
import { median } from './median';

describe('median', () => {
  it('is the middle value, the upper one of an even count, 0 for none', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([])).toBe(0);
  });

  it('leaves its input as it was', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});
