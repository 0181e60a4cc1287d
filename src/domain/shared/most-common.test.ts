import { describe, expect, it } from 'vitest';
import { mostCommon } from './most-common';

describe('mostCommon', () => {
  it('is the value met most often, with its count; the first met of a tie; undefined for none', () => {
    expect(mostCommon(['€', '$', '€'])).toEqual(['€', 2]);
    expect(mostCommon(['3', '1', '1', '3'])).toEqual(['3', 2]);
    expect(mostCommon([])).toBeUndefined();
  });
});
