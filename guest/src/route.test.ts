import { describe, expect, it } from 'vitest';
import { linkIdOf } from './route';

describe('linkIdOf', () => {
  it.each([
    ['/t/0b6f7a52-3c1d-4c2e-9a10-1f2e3d4c5b6a', '0b6f7a52-3c1d-4c2e-9a10-1f2e3d4c5b6a'],
    ['/t/abc_DEF/', 'abc_DEF'],
    ['/', null],
    ['/t/', null],
    ['/t/a/b', null],
    ['/t/a%20b', null],
    ['/menu', null],
  ])('%s', (path, expected) => {
    expect(linkIdOf(path)).toBe(expected);
  });
});
