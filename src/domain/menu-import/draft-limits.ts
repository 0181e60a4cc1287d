// How large a draft the reader may leave in an upload record. The draft is
// one field of one Firestore document (at most 1 MiB), and the review screen
// renders every row: a file that reads as thousands of rows (a price list, a
// catalogue, a crafted PDF) fails with a message instead of a record that
// cannot be written or a screen that cannot be used.
import type { DraftSection } from '../shared/menu-draft';

/** Dishes a draft may hold: twelve pages of about thirty dishes. */
export const MAX_DRAFT_ITEMS = 400;

/** Characters of text a draft may hold (names, descriptions, prices, headings): a fifth of a document even at 3 bytes a character. */
export const MAX_DRAFT_CHARACTERS = 100_000;

export interface DraftSize {
  items: number;
  characters: number;
}

export function draftSize(sections: readonly DraftSection[]): DraftSize {
  let items = 0;
  let characters = 0;
  for (const section of sections) {
    characters += section.name.length;
    for (const item of section.items) {
      items += 1;
      characters += item.name.length + item.description.length + item.priceText.length;
    }
  }
  return { items, characters };
}

export function isDraftTooLarge(size: DraftSize): boolean {
  return size.items > MAX_DRAFT_ITEMS || size.characters > MAX_DRAFT_CHARACTERS;
}
