// A second reader's opinion on the words the first was unsure of. In a
// blurred photo Tesseract misreads letters and digits ('Kdsespatzle',
// 'Résti') and reads a sign it has no glyph for as a digit ('354' for 35₺,
// '31,250' for ₹1,250, '10,0008' for 10,000원); PaddleOCR's recognition
// model (paddle-ocr.ts) reads most of these right, sure of each character.
// It errs elsewhere, and as surely ('beurte', 'Haibes', 'ven' for vert), and
// its alphabet has no €, £, ₺, ł, ş, đ: so it only replaces a word Tesseract
// was unsure of, that it read with every character sure, could have read
// (every character of Tesseract's in its alphabet), and reads as no more
// characters (but two narrow '1's Tesseract read as one: '11' for '1'), no
// other signs and, for a word of letters, no punctuation. A word Tesseract
// glued together ('klen290' for 'klein 2,90') that it read as several words,
// each sure, becomes those words. A word of letters it was not quite sure of
// gets back a letter it read as a sign or not at all (lost-letter.ts).
// Which words, and what each becomes: here, pure; the readings are the reader's.
import { hasCjk } from './cjk-words';
import { TRAILING_SPECKS, withLostLetter } from './lost-letter';
import { foldedName, withoutAccents } from './review';
import type { TextFragment } from './text-layout';

/** A first reading's word under this confidence is checked against the second reading... */
const UNSURE = 0.7;
/** ... or, with digits in it, under this one: PaddleOCR misreads digits far less often than letters. */
const UNSURE_NUMBER = 0.85;
/** The second reading's word replaces it when its least sure character is this sure. */
const SURE = 0.9;

/** A word of three letters or more under this confidence is checked for a letter it lost (lost-letter.ts). */
const UNSURE_LETTERS = 0.9;

/** The first reading's word may be replaced by the second's. */
const mayBeReplaced = (word: TextFragment): boolean => word.confidence < (/\d/.test(word.text) ? UNSURE_NUMBER : UNSURE);

/** The first reading's word may have lost a letter the second read. */
const mayHaveLostALetter = (word: TextFragment): boolean => word.confidence < UNSURE_LETTERS && (word.text.match(/\p{L}/gu)?.length ?? 0) >= 3;

/** Whether the first reading's word is checked against the second. */
export const isUnsure = (word: TextFragment): boolean => mayBeReplaced(word) || mayHaveLostALetter(word);

/** The second reader's word, with how sure it was of each of its characters when it says. */
export type SecondWord = TextFragment & { charConfidences?: readonly number[] };

const folded = (text: string): string => foldedName(text).replace(/ /g, '');

/** The second reading's word `b` stands on the first's word `a`: `a`'s middle inside its height, half the narrower along. */
export function standsOn(a: TextFragment, b: TextFragment): boolean {
  const middle = a.y + a.height / 2;
  const along = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  return a.page === b.page && middle >= b.y && middle <= b.y + b.height && along > Math.min(a.width, b.width) / 2;
}

/** A number alone, as prices print: '12', '9.50', '10,000'. */
const NUMBER = /^\d+(?:[.,]\d+)*$/u;

/** '11' for '1', '11.50' for '1.50': the second reading doubles one '1' of the first, and is otherwise the same. */
function doubledOne(first: string, second: string): boolean {
  for (let i = 0; i < first.length; i++) if (first[i] === '1' && `${first.slice(0, i)}1${first.slice(i)}` === second) return true;
  return false;
}

/** A word of signs alone, none of which the second reader has a glyph for ('€', '₺'). */
const unreadable = (text: string, alphabet: ReadonlySet<string>): boolean => /^\p{Sc}+$/u.test(text.trim()) && [...text.trim()].every((c) => !alphabet.has(c));

/**
 * Whether the second reader can have read the first's word as `second` at
 * all: no CJK print (its own reading's), no sign or letter of the first's it
 * has no glyph for, and no sign of the first's lost.
 */
const couldHaveRead = (first: string, second: string, alphabet: ReadonlySet<string>): boolean =>
  !hasCjk(second) && ![...first].some((c) => (!alphabet.has(c) && c.trim()) || (/\p{Sc}/u.test(c) && !second.includes(c)));

/** Whether the second reader's text may replace the first's (both of one word, the first unsure, the second sure). */
function readsBetter(first: string, second: string, alphabet: ReadonlySet<string>): boolean {
  const [was, read] = [folded(first), folded(second)];
  if (!read || read === was || !couldHaveRead(first, second, alphabet)) return false;
  // More characters than the first read ('5' read '15'): the first's box, by which the parser measures glyphs, would not hold
  // them. But a '1' is narrow, and Tesseract reads two of them in a proportional font as one ('1.50' for 11.50).
  if (read.length > was.length && !(NUMBER.test(first) && NUMBER.test(second) && doubledOne(first, second))) return false;
  // A sign read as a price's first digit ('3220' for ₹220) is for the page to tell, from all its prices (signs-before.ts).
  if (/^\d/.test(first) && read === was.slice(1)) return false;
  // A word of letters gets no punctuation ('Hend!' for Hendi), but a price may have been read as letters ('FI' for 12).
  if (!/^\p{L}+$/u.test(was)) return true;
  const text = second.replace(TRAILING_SPECKS, '');
  return /^\p{L}+$/u.test(text) || NUMBER.test(text);
}

/**
 * The second reading's text, with the first's accents kept where both read
 * the same letter ('Résti' and 'Rosti' -> 'Rosti'; 'Kdsespatzle' and
 * 'Kasespatzle' -> 'Kasespatzle').
 */
function withFirstAccents(first: string, second: string): string {
  const a = [...first.normalize('NFC')];
  const b = [...second.normalize('NFC')];
  if (a.length !== b.length) return second;
  return b.map((c, i) => (withoutAccents(a[i]!) === c ? a[i]! : c)).join('');
}

/**
 * The first reading's words, each it was unsure of replaced by the second
 * reading's where that stands on it alone, on no other word, and reads it
 * better. A replaced word keeps its box (the parser measures glyphs by it).
 * One the second read as several words, each sure and on no other word,
 * becomes those words (`readApart`). Otherwise a word of letters gets back
 * a letter it lost (`withLostLetter`).
 */
export function withSecondReading(first: readonly TextFragment[], second: readonly SecondWord[], alphabet: ReadonlySet<string>): TextFragment[] {
  return first.flatMap((word) => {
    if (!isUnsure(word)) return [word];
    const on = second.filter((s) => standsOn(word, s));
    // A sign the second has no glyph for ('7,560' then '€' for 7,50 €) lies in its run unread: it is no second word under it.
    const under = (other: TextFragment) => first.filter((w) => standsOn(w, other) && (w === word || !unreadable(w.text, alphabet)));
    if (!on.length || on.some((other) => under(other).length !== 1)) return [word];
    if (mayBeReplaced(word) && on.every((other) => other.confidence >= SURE)) {
      if (on.length > 1) return readApart(word, on, alphabet);
      const [other] = on as [TextFragment];
      if (readsBetter(word.text, other.text, alphabet)) return [{ ...word, text: withFirstAccents(word.text, other.text), confidence: other.confidence }];
    }
    const [other] = on as [SecondWord];
    const text = on.length === 1 && mayHaveLostALetter(word) && other.charConfidences ? withLostLetter(word.text, other.text, other.charConfidences) : null;
    return [text ? { ...word, text } : word];
  });
}

/**
 * A word the first reader glued together ('klen290' for 'klein 2,90',
 * 'L8$16.50' for 'L $16.50') that the second read as several words, each
 * sure: those words, each in its own box on the first's line. Not when the
 * first has a glyph the second has none for, or a sign the second lost.
 */
function readApart(word: TextFragment, parts: readonly TextFragment[], alphabet: ReadonlySet<string>): TextFragment[] {
  if (!couldHaveRead(word.text, parts.map((p) => p.text).join(''), alphabet)) return [word];
  return [...parts].sort((a, b) => a.x - b.x).map((p) => ({ ...word, text: p.text, x: p.x, width: p.width, confidence: p.confidence }));
}
