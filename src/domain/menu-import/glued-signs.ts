// A currency sign the OCR read as a digit glued to the price: the Turkish
// lira sign, which the models barely know, comes out as '6' or '4' ('85 ₺'
// read '856'). Real menus' prices end mostly in 0, 5 or 9, so a page whose
// plain-number prices nearly all end in 4 or 6 has its sign glued on, and the
// digit is dropped from each of them. On a page that mostly reads its sign
// right (or drops it), one glued price stands out instead: a round price
// with a 4 or 6 after it, many times the page's usual price ('120 ₺' read
// '1204' among 85, 90 and 310).
import type { DraftItem } from '../shared/menu-draft';

const SIGN_DIGITS = /[46]$/;
/** Share of a page's plain prices that must end in a sign digit: a real menu is far below it. */
const GLUED_SHARE = 0.7;
const MIN_PRICES = 4;
/** Share of a page's plain prices that must be round (ending in 0 or 5) for a lone glued one to show. */
const ROUND_SHARE = 0.8;
/** How many times the page's median price a lone glued price must be. */
const OUTLIER = 5;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Drops the glued sign digit from `items`' prices in place, when the page shows the pattern. */
export function dropGluedSigns(items: DraftItem[]): void {
  const plain = items.filter((i) => i.price !== null && /^\d{2,}$/.test(i.priceText.trim()));
  if (plain.length < MIN_PRICES) return;
  const glued = plain.filter((i) => SIGN_DIGITS.test(i.priceText.trim()));
  if (glued.length >= plain.length * GLUED_SHARE) {
    for (const item of glued) {
      const digits = item.priceText.trim();
      if (digits.length < 3) continue;
      item.price = Number(digits.slice(0, -1));
    }
    return;
  }
  dropLoneGluedSigns(plain);
}

function dropLoneGluedSigns(plain: DraftItem[]): void {
  const round = plain.filter((i) => /[05]$/.test(i.priceText.trim()));
  if (round.length < plain.length * ROUND_SHARE) return;
  const usual = median(plain.map((i) => i.price!));
  for (const item of plain) {
    const digits = item.priceText.trim();
    if (digits.length < 3 || !/[05][46]$/.test(digits) || item.price! < usual * OUTLIER) continue;
    item.price = Number(digits.slice(0, -1));
  }
}
