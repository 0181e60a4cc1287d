// A currency sign printed before every price of a page, which OCR reads now
// as a sign ('£210', '¥380' for ₺210, ₹380), now as a digit ('1650', '360'
// for ₺650, ₹60) and now not at all ('320' for ₹320). The word's width tells
// which: a price of n glyphs read as n characters with no sign has its sign
// read as its first digit; one a glyph wider than its characters lost it.
// A page prints its signs before the number when some prices were read with
// one there and, with those whose width shows a lost glyph, they are a good
// share of its prices, and no line reads as a price with a sign after it.
// A sign the OCR model does not know (₹) may be read with none: then as the
// same digit before most prices ('3380', '360' for ₹380, ₹60) while others
// lost it ('220' as wide as '₹220'). On a page that prints them so, a sign
// read as a letter ('L150' as wide as '₺150') is the sign too. A quote,
// bracket or dash before the digits ('“13': a speck) is never a sign.
import type { TextLine } from './layout';
import { median } from '../shared/median';
import { mostCommon } from '../shared/most-common';
import { isSizeLabel, parsePrice, signAfterPrice } from './prices';
import type { TextFragment } from './text-layout';

/** One sign character before the digits, or none: '£210', '1650', '12.50'. */
const PRICE_WORD = /^([^\p{L}\p{N}\s.,])?(\d(?:[\d.,]*\d)?)$/u;
/** A sign read as a word of its own: '€' '16,00'. */
const LONE_SIGN = /^[^\p{L}\p{N}\s.,]$/u;
/** Quotes, brackets, dashes and stops: a speck or a mark OCR read beside a price ('“13'), never its currency sign. */
const NOT_A_SIGN = /^[\p{Pi}\p{Pf}\p{Ps}\p{Pe}\p{Pd}\p{Pc}"'`|:;!?]$/u;
/** A word after a number that makes it a size, not a price: '350 ml', '30 CL', '28 days'. */
const UNIT = /^(?:ml|cl|l|g|kg|oz|cm|gr|adet|szt)\b/i;
const sizeAfter = (next: TextFragment | undefined): boolean => !!next && (/^\p{Ll}/u.test(next.text.trim()) || UNIT.test(next.text.trim()));
/** A line ending in a price with its sign or code after it, as the parser reads prices: '12,50 €', '65.000đ', '26 zł'. */
const signAfter = (line: TextLine): boolean => signAfterPrice(line.text) !== undefined;
const MIN_PRICES = 5;
const SIGNED_SHARE = 0.4;
/** A glyph's width past the characters read: a sign lost. */
const LOST = 0.6;
/** Width within this of the characters read: nothing lost. */
const MATCHED = 0.45;

/** Width of a text in digits: separators are narrower. */
const units = (text: string): number => [...text].reduce((n, c) => n + (c === '.' || c === ',' ? 0.5 : 1), 0);

interface PriceWord {
  fragment: TextFragment;
  sign: string | undefined;
  digits: string;
}

function priceWords(lines: readonly TextLine[]): PriceWord[] {
  const words: PriceWord[] = [];
  for (const line of lines)
    for (const [index, fragment] of line.parts.entries()) {
      const match = PRICE_WORD.exec(fragment.text.trim());
      if (!match || sizeAfter(line.parts[index + 1]) || NOT_A_SIGN.test(match[1] ?? '')) continue;
      // A sign read as a word of its own ('€' '16,00') is still the price's sign.
      const before = line.parts[index - 1]?.text.trim() ?? '';
      words.push({ fragment, sign: match[1] ?? (LONE_SIGN.test(before) && !NOT_A_SIGN.test(before) ? before : undefined), digits: match[2]! });
    }
  return words;
}

/** How near a whole number of glyphs a word's width must be to count as fitting a glyph width. */
const FITS = 0.25;

/**
 * The width of one glyph on the page: the one that fits most price words as
 * either as many glyphs as characters read or one glyph more (a sign lost).
 * A median of widths over characters would be thrown when most prices lost
 * their sign (₹220, ₹380 read '220', '380': a glyph wider each).
 */
function glyphAdvance(words: readonly PriceWord[]): number {
  const read = words.map((w) => ({ width: w.fragment.width, units: units(`${w.sign ?? ''}${w.digits}`) }));
  // Each word fits its own candidates: the first one replaces this.
  let best = { advance: 0, fit: -1 };
  for (const advance of read.flatMap((w) => [w.width / w.units, w.width / (w.units + 1)])) {
    const fit = read.filter((w) => Math.min(Math.abs(w.width / advance - w.units), Math.abs(w.width / advance - w.units - 1)) < FITS).length;
    if (fit > best.fit) best = { advance, fit };
  }
  return best.advance;
}

/**
 * The words of one page whose sign before the number OCR read as a digit,
 * when the page prints its signs so, each with the text it should be read as:
 * the digit replaced by the sign the page's other prices were read with (so
 * a line of sized prices reads alike: 'Half 3220 Full ¥380').
 */
export function signsBeforeNumbers(lines: readonly TextLine[]): Map<TextFragment, string> {
  const rewrites = new Map<TextFragment, string>();
  if (lines.filter(signAfter).length >= 2) return rewrites;
  const words = priceWords(lines);
  if (words.length < MIN_PRICES) return rewrites;
  const advance = glyphAdvance(words);
  const extra = (w: PriceWord) => w.fragment.width / advance - units(w.digits);
  const signed = words.filter((w) => w.sign);
  const lost = words.filter((w) => !w.sign && extra(w) >= LOST);
  if (!signed.length) return signsReadAsOneDigit(words, extra, lost.length);
  if (signed.length + lost.length < Math.max(3, words.length * SIGNED_SHARE)) return rewrites;
  const [sign] = mostCommon(signed.map((w) => w.sign!))!;
  for (const w of words)
    if (!w.sign && Math.abs(extra(w)) < MATCHED && /^\d\d/.test(w.digits)) rewrites.set(w.fragment, `${sign}${w.digits.slice(1)}`);
  for (const [fragment, digits] of signsReadAsLetters(lines, advance)) rewrites.set(fragment, `${sign}${digits}`);
  return rewrites;
}

/** A sign read as a letter glued before the digits: 'L150', 'b75' for ₺150, ₺75; a speck may precede it ('.Y480' for ¥480). */
const LETTER_SIGN = /^[.,'‘’"“”]?\p{L}(\d(?:[\d.,]*\d)?)$/u;

/**
 * The words that end their line as a letter and digits as wide as that many
 * glyphs, on a line of no other price or size (a size glued to its price,
 * 'S 11.00 L16.50', stays a size), each with its digits.
 */
function signsReadAsLetters(lines: readonly TextLine[], advance: number): Map<TextFragment, string> {
  const found = new Map<TextFragment, string>();
  for (const line of lines) {
    const last = line.parts.at(-1);
    const match = last && LETTER_SIGN.exec(last.text.trim());
    if (!match || Math.abs(last.width / advance - units(last.text.trim())) >= MATCHED) continue;
    const others = line.parts.slice(0, -1).map((p) => p.text.trim());
    if (others.some((t) => isSizeLabel(t) || PRICE_WORD.exec(t)?.[1] || LETTER_SIGN.test(t))) continue;
    found.set(last, match[1]!);
  }
  return found;
}

/** Prices a glyph wider than their digits, this share of a page's prices at least, when no price was read with a sign... */
const LOST_SHARE = 0.25;
/** ... and of the prices as wide as their digits, this share begins with the same digit. */
const SAME_DIGIT = 0.75;
/** ... and, read without it, their median price is a tenth at least of the wider ones' (breads at 40-80 beside curries at 220-560 are one menu). */
const SAME_SIZE = 10;

/**
 * A page none of whose prices was read with a sign: when a good share of
 * them show a glyph lost before their digits and the others mostly begin
 * with the same digit, that digit is the sign, read so, and is dropped.
 */
function signsReadAsOneDigit(words: readonly PriceWord[], extra: (w: PriceWord) => number, lost: number): Map<TextFragment, string> {
  const rewrites = new Map<TextFragment, string>();
  const matched = words.filter((w) => Math.abs(extra(w)) < MATCHED && /^\d\d/.test(w.digits));
  if (lost < Math.max(2, words.length * LOST_SHARE) || matched.length < 3) return rewrites;
  const [digit] = mostCommon(matched.map((w) => w.digits[0]!))!;
  const read = matched.filter((w) => w.digits[0] === digit);
  if (read.length < matched.length * SAME_DIGIT) return rewrites;
  // Read so, the prices would be of another size than those that lost a glyph ('11' '12' '13' as 1, 2, 3 beside 52 and 44): no sign, narrow ones.
  const amount = (digits: string) => parsePrice(digits)?.price ?? 0;
  const wider = words.filter((w) => extra(w) >= LOST).map((w) => amount(w.digits));
  if (median(read.map((w) => amount(w.digits.slice(1)))) * SAME_SIZE < median(wider)) return rewrites;
  for (const w of read) rewrites.set(w.fragment, w.digits.slice(1));
  return rewrites;
}
