// A currency sign the OCR read as a digit glued to the price: the Turkish
// lira sign, which the models barely know, comes out as '6' or '4' ('85 ₺'
// read '856'). Real menus' prices end mostly in 0, 5 or 9, so a page whose
// plain-number prices nearly all end in 4 or 6 has its sign glued on, and the
// digit is dropped from each of them.
import type { DraftItem } from '../shared/menu-draft';

const SIGN_DIGITS = /[46]$/;
/** Share of a page's plain prices that must end in a sign digit: a real menu is far below it. */
const GLUED_SHARE = 0.7;
const MIN_PRICES = 4;

/** Drops the glued sign digit from `items`' prices in place, when the page shows the pattern. */
export function dropGluedSigns(items: DraftItem[]): void {
  const plain = items.filter((i) => i.price !== null && /^\d{2,}$/.test(i.priceText.trim()));
  if (plain.length < MIN_PRICES) return;
  const glued = plain.filter((i) => SIGN_DIGITS.test(i.priceText.trim()));
  if (glued.length < plain.length * GLUED_SHARE) return;
  for (const item of glued) {
    const digits = item.priceText.trim();
    if (digits.length < 3) continue;
    item.price = Number(digits.slice(0, -1));
  }
}
