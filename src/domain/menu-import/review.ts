// The owner's review of a read menu (beyond the spec): the draft as
// rows to edit, remove and merge; prices read with little confidence flagged;
// rows that repeat an item already on the menu marked; and each section's
// category icon guessed from its name (the folder by default).
import { CATEGORY_DEFAULTS, CATEGORY_ICONS } from '../shared/entities';
import { REVIEW_CONFIDENCE, type MenuDraft } from '../shared/menu-draft';

export interface ReviewRow {
  id: string;
  /** The section (category) the row belongs to; '' for none. */
  section: string;
  name: string;
  description: string;
  /** null: no price read ('MP', market price); published as 0. */
  price: number | null;
  priceText: string;
  confidence: number;
}

export function rowsOfDraft(draft: MenuDraft): ReviewRow[] {
  return draft.sections.flatMap((section) =>
    section.items.map((item) => ({
      id: item.id, section: section.name.trim(), name: item.name, description: item.description,
      price: item.price, priceText: item.priceText, confidence: item.confidence,
    })),
  );
}

/** A price to check: read with little confidence, or not read at all. */
export function needsPriceCheck(row: Pick<ReviewRow, 'confidence' | 'price'>): boolean {
  return row.price === null || row.confidence < REVIEW_CONFIDENCE;
}

export function editRow(rows: readonly ReviewRow[], id: string, patch: Partial<Omit<ReviewRow, 'id'>>): ReviewRow[] {
  return rows.map((row) => (row.id === id ? { ...row, ...patch } : row));
}

export function removeRow(rows: readonly ReviewRow[], id: string): ReviewRow[] {
  return rows.filter((row) => row.id !== id);
}

/**
 * Two rows into one: a name the reader split over two lines (or a name and
 * its price read apart). Names and descriptions join in order; the first
 * price read wins; the row is as sure as the less sure of the two.
 */
export function mergeWithNext(rows: readonly ReviewRow[], id: string): ReviewRow[] {
  const index = rows.findIndex((row) => row.id === id);
  const first = rows[index];
  const second = rows[index + 1];
  if (!first || !second) return [...rows];
  const join = (a: string, b: string) => [a.trim(), b.trim()].filter(Boolean).join(' ');
  const merged: ReviewRow = {
    ...first,
    name: join(first.name, second.name),
    description: join(first.description, second.description),
    price: first.price ?? second.price,
    priceText: first.price !== null ? first.priceText : second.priceText,
    confidence: Math.min(first.confidence, second.confidence),
  };
  return [...rows.slice(0, index), merged, ...rows.slice(index + 2)];
}

/** Names compared as a person would: case, accents, punctuation and spacing aside. */
export function sameName(a: string, b: string): boolean {
  return foldedName(a) === foldedName(b) && foldedName(a) !== '';
}

/** Text with its accents taken off its letters ('Rösti' -> 'Rosti'). */
export const withoutAccents = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');

/** A name as `sameName` compares it: no case, no accents, words of letters and digits one space apart. */
export function foldedName(name: string): string {
  return withoutAccents(name).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** The ids of rows whose name is already an item of the menu (or an earlier row's). */
export function duplicateRowIds(rows: readonly ReviewRow[], existingNames: readonly string[]): Set<string> {
  const seen = new Set(existingNames.map(foldedName).filter(Boolean));
  const duplicates = new Set<string>();
  for (const row of rows) {
    const key = foldedName(row.name);
    if (!key) continue;
    if (seen.has(key)) duplicates.add(row.id);
    seen.add(key);
  }
  return duplicates;
}

// Words of a section heading → one of the category form's 13 icons.
const ICON_WORDS: ReadonlyArray<[RegExp, (typeof CATEGORY_ICONS)[number]]> = [
  [/salad|starter|appeti[sz]er|greens|vegetable|veggie/, '🥗'],
  [/soup|stew|curry|broth/, '🍲'],
  [/noodle|ramen|pho|udon|pasta|spaghetti/, '🍜'],
  [/rice|risotto|biryani|bowl/, '🍚'],
  [/meat|grill|bbq|barbecue|steak|chicken|beef|pork|lamb|main|entree|entrée/, '🍖'],
  [/burger|sandwich|wrap|sub\b/, '🍔'],
  [/pizza|flatbread/, '🍕'],
  [/sushi|sashimi|fish|seafood|roll/, '🍣'],
  [/dessert|cake|sweet|pastr|bakery/, '🍰'],
  [/ice cream|gelato|sorbet/, '🍦'],
  [/coffee|tea|espresso|hot drink|café|cafe/, '☕'],
  [/drink|beverage|juice|soda|smoothie|cocktail|beer|wine|bar\b/, '🥤'],
];

export function guessCategoryIcon(sectionName: string): string {
  const name = sectionName.toLowerCase();
  // Ice cream is a dessert word too: the more specific words go first.
  if (/ice cream|gelato|sorbet/.test(name)) return '🍦';
  return ICON_WORDS.find(([words]) => words.test(name))?.[1] ?? CATEGORY_DEFAULTS.icon;
}
