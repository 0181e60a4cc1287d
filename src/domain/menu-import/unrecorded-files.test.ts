import { describe, expect, it } from 'vitest';
import { importFileStore, UNRECORDED_FILE_AGE_MS, unrecordedFiles } from './unrecorded-files';

const NOW = Date.UTC(2026, 10, 26, 3, 0);
const file = (name: string, ageMs: number) => ({ path: `stores/s1/processing-photos/${name}`, createdAt: NOW - ageMs });

describe('import files no record names', () => {
  it('go once older than a day; a recorded one, a fresh one and one of unknown age stay', () => {
    const files = [
      file('old.png', UNRECORDED_FILE_AGE_MS + 1),
      file('recorded.png', UNRECORDED_FILE_AGE_MS * 30),
      file('fresh.png', UNRECORDED_FILE_AGE_MS - 60_000),
      file('exactly-a-day.png', UNRECORDED_FILE_AGE_MS),
      { path: 'stores/s1/processing-photos/unknown.png', createdAt: Number.NaN },
    ];
    expect(unrecordedFiles(files, new Set(['stores/s1/processing-photos/recorded.png']), NOW)).toEqual(['stores/s1/processing-photos/old.png']);
  });

  it("tell a store's import file from any other stored file", () => {
    expect(importFileStore('stores/s1/processing-photos/menu-photo-1.png')).toBe('s1');
    expect(importFileStore('stores/s1/menu/item.jpg')).toBeUndefined();
    expect(importFileStore('stores/s1/processing-photos/nested/menu-photo-1.png')).toBeUndefined();
    expect(importFileStore('elsewhere/s1/processing-photos/menu-photo-1.png')).toBeUndefined();
  });
});
