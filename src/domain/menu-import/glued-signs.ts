// A currency sign the OCR read as a digit glued to the price: the Turkish
// lira sign, which the models barely know, comes out as '6' or '4' ('85 ₺'
// read '856'). Real menus' prices end mostly in 0, 5 or 9, so a page whose
// plain-number prices nearly all end in 4 or 6 has its sign glued on, and the
// digit is dropped from each of them. On a page that mostly reads its sign
// right (or drops it), one glued price stands out instead: a round price
// with a 4 or 6 after it, many times the page's usual price ('120 ₺' read
// '1204' among 85, 90 and 310). A sign before the number read as a digit
// ('₹220' read '3220') puts the same first digit on every price of the page,
// whatever its size: a real menu's prices start with all sorts of digits.
import type { DraftItem } from '../shared/menu-draft';
import { median } from '../shared/median';
import { mostCommon } from '../shared/most-common';

const SIGN_DIGITS = /[46]$/;
/** Share of a page's plain prices that must end in a sign digit: a real menu is far below it. */
const GLUED_SHARE = 0.7;
const MIN_PRICES = 4;
/** Share of a page's plain prices that must be round (ending in 0 or 5) for a lone glued one to show. */
const ROUND_SHARE = 0.8;
/** How many times the page's median price a lone glued price must be. */
const OUTLIER = 5;

/** Share of a page's whole prices that must start with the same digit for it to be a sign (one in eight may have lost it: '220' among '3380', '360'). */
const LEADING_SHARE = 0.85;
const MIN_LEADING = 5;
const WHOLE = /^\d{1,3}(?:,\d{3})+$|^\d{2,}$/;

/** Drops a sign read as the first digit of every price ('3220', '360', '31,250' for ₹220, ₹60, ₹1,250). */
function dropLeadingSignDigits(items: DraftItem[]): void {
  const whole = items.filter((i) => i.price !== null && WHOLE.test(i.priceText.trim()));
  if (whole.length < MIN_LEADING) return;
  const [digit] = mostCommon(whole.map((i) => i.priceText.trim()[0]!))!;
  const signed = whole.filter((i) => i.priceText.trim().startsWith(digit));
  // Prices from 10 to 19 all start with 1 on many a cheap menu: a sign is never read as a 1 here.
  if (digit === '1' || signed.length < whole.length * LEADING_SHARE) return;
  if (new Set(signed.map((i) => i.priceText.trim().replace(/\D/g, '').length)).size < 2) return;
  for (const item of signed) {
    const digits = item.priceText.trim().replace(/\D/g, '');
    if (digits.length >= 3) item.price = Number(digits.slice(1));
  }
}

/** Drops the glued sign digit from `items`' prices in place, when the page shows the pattern. */
export function dropGluedSigns(items: DraftItem[]): void {
  dropLeadingSignDigits(items);
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
