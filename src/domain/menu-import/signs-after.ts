// A currency sign printed after every price of a page, which OCR reads on
// some lines as a letter: glued on ('780M', '980M' for 780円, 980円) or as a
// word of its own in the sign's script ('2,000 완' for 2,000원). On a page
// whose prices mostly end in one sign, that letter at the end of a line,
// after a number and with no size before it, is the sign.
import { mostCommon } from '../shared/most-common';
import type { TextLine } from './layout';
import { endsInLira, isSizeLabel, parsePrice, signAfterPrice } from './prices';
import type { TextFragment } from './text-layout';

/** Lines whose price ends with the same sign: this many at least... */
const MIN_SIGNED = 3;
/** ... and this share of the lines ending in a price with a sign after it. */
const SHARE = 0.6;

/** An amount with one letter glued after it: '780M'. */
const GLUED_LETTER = /^(\d{1,3}(?:[.,]\d{3})+|\d{1,4})(?:[.,]\d{2})?\p{L}$/u;

/** Scripts a sign and its misreading share ('완' for 원, both Hangul): a Latin letter is no Korean sign. */
const SCRIPTS = ['Latin', 'Han', 'Hangul', 'Hiragana', 'Katakana', 'Cyrillic', 'Greek'].map((s) => new RegExp(`\\p{Script=${s}}`, 'u'));
const sameScript = (a: string, b: string): boolean => SCRIPTS.some((script) => script.test(a) && script.test(b));

/** Lines ending in the lira sign, printed or misread, that show a page prints it after its prices. */
const MIN_LIRA = 2;
/** A whole price of two digits or more whose last digit is no 0 or 5, glued to one more: '854', '1204', '356' for 85 ₺, 120 ₺, 35 ₺. */
const LIRA_AS_DIGIT = /^(\d{1,3}[05])[1-46-9]$/u;

/**
 * On a page that prints the lira sign after its prices (two lines at least
 * end in it, as printed or misread), a price ending in a digit other than 0
 * or 5 whose digits before it end in one has the sign read as that digit
 * glued on: such a page prices in whole lira, rounded to fives.
 * (`glued-signs.ts` finds the same from the prices alone, where the page
 * shows no sign: when nearly all of them end in 4 or 6, or one stands far
 * above the rest.)
 */
function liraReadAsDigits(lines: readonly TextLine[], rewrites: Map<TextFragment, string>): void {
  if (lines.filter((l) => endsInLira(l.text)).length < MIN_LIRA) return;
  for (const line of lines) {
    const end = endAfterName(line);
    const match = end && LIRA_AS_DIGIT.exec(end.text);
    if (match) rewrites.set(end.last, match[1]!);
  }
}

/** A line's last word and the words before it, when those hold a name and no size ('Cola 0,5 l 3,20' is a size's price). */
function endAfterName(line: TextLine): { last: TextFragment; text: string; before: string[] } | undefined {
  const last = line.parts.at(-1);
  const before = line.parts.slice(0, -1).map((p) => p.text.trim());
  if (!last || before.some(isSizeLabel) || !before.some((t) => /\p{L}/u.test(t))) return undefined;
  return { last, text: last.text.trim(), before };
}

/**
 * The words of one page that are its sign after the prices read as a
 * letter, or as a digit on a lira page, each with the text it should be read as.
 */
export function signsAfterNumbers(lines: readonly TextLine[]): Map<TextFragment, string> {
  const rewrites = new Map<TextFragment, string>();
  liraReadAsDigits(lines, rewrites);
  const after = lines.map((line) => signAfterPrice(line.text));
  const signs = after.filter((s): s is string => s !== undefined);
  const common = mostCommon(signs);
  if (!common || common[1] < MIN_SIGNED || common[1] < signs.length * SHARE) return rewrites;
  const [sign] = common;
  for (const [index, line] of lines.entries()) {
    const end = after[index] === undefined ? endAfterName(line) : undefined;
    if (!end) continue;
    const { last, text, before } = end;
    if (GLUED_LETTER.test(text)) rewrites.set(last, `${text.slice(0, -1)}${sign}`);
    else if ([...text].length === 1 && sameScript(text, sign) && text !== sign && parsePrice(before.at(-1) ?? '')) rewrites.set(last, sign);
  }
  return rewrites;
}
