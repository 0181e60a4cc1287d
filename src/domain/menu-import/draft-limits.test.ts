import { describe, expect, it } from 'vitest';
import type { DraftSection } from '../shared/menu-draft';
import { draftSize, isDraftTooLarge, MAX_DRAFT_CHARACTERS, MAX_DRAFT_ITEMS } from './draft-limits';

const section = (items: number, nameLength = 4, descriptionLength = 0): DraftSection => ({
  id: 's',
  name: 'Mains',
  items: Array.from({ length: items }, (_, i) => ({
    id: `i${i}`, name: 'x'.repeat(nameLength), description: 'd'.repeat(descriptionLength), price: 1, priceText: '1.00', confidence: 1,
  })),
});

describe('draft size', () => {
  it('counts dishes and every text the record keeps', () => {
    expect(draftSize([section(2, 4, 3)])).toEqual({ items: 2, characters: 5 + 2 * (4 + 3 + 4) });
  });

  it('a draft at the limits is kept; one dish or character more is too large', () => {
    expect(isDraftTooLarge(draftSize([section(MAX_DRAFT_ITEMS)]))).toBe(false);
    expect(isDraftTooLarge(draftSize([section(MAX_DRAFT_ITEMS + 1)]))).toBe(true);
    expect(isDraftTooLarge({ items: 1, characters: MAX_DRAFT_CHARACTERS })).toBe(false);
    expect(isDraftTooLarge({ items: 1, characters: MAX_DRAFT_CHARACTERS + 1 })).toBe(true);
    expect(isDraftTooLarge(draftSize([section(10, 20_000)]))).toBe(true);
  });
});
