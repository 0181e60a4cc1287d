// A letter the first reader lost in a word it read otherwise as the second
// did: read as a sign ('Hend!' for Hendl) or not read at all ('Bamischif'
// for Bamischijf, a letter of small blurred print). The second reader's
// letter is taken even when it was unsure of it (0.38 for that 'l'): the
// first has no letter there to weigh it against. A letter read as another
// letter is left: there the second reader errs as often and as surely as
// the first ('Fllet', 'vlennois', 'Plerogi' for i read as l, 0.9 sure),
// and the first's letter stays.
import { withoutAccents } from './review';

/** The second reader's letter is taken when it was this sure of it. */
const SURE = 0.35;

const LETTER = /^\p{L}$/u;

/** A trailing speck ('lagaretro,', 'vert’') is no character read inside a word. */
export const TRAILING_SPECKS = /[.,:;'"’‘“”]+$/u;

/** A letter as it reads with its accents and case left aside. */
const foldedLetter = (c: string): string => withoutAccents(c).toLowerCase();

/**
 * The first reading's word with the letter it lost taken from the second
 * reading (`second`, with how sure that reader was of each character), when
 * the two read every other letter alike (accents and case aside); null when
 * they differ otherwise.
 */
export function withLostLetter(first: string, second: string, sureness: readonly number[]): string | null {
  const a = [...first.replace(TRAILING_SPECKS, '').normalize('NFC')];
  const text = second.replace(TRAILING_SPECKS, '');
  const b = [...text];
  if (sureness.length < b.length || !/^\p{L}+$/u.test(text)) return null;
  const alike = (x: readonly string[], y: readonly string[]) => x.length === y.length && x.every((c, i) => foldedLetter(c) === foldedLetter(y[i]!));
  let at: number;
  if (a.length === b.length) {
    // One sign read where the second read a letter.
    const differ = a.flatMap((c, i) => (foldedLetter(c) === foldedLetter(b[i]!) ? [] : [i]));
    if (differ.length !== 1) return null;
    at = differ[0]!;
    if (LETTER.test(a[at]!)) return null;
  } else if (b.length === a.length + 1) {
    // One letter the first did not read at all, inside the word: at its ends the second's run may have taken in a neighbour's ink.
    at = b.findIndex((_, i) => i > 0 && i < b.length - 1 && alike(a, [...b.slice(0, i), ...b.slice(i + 1)]));
    if (at < 0) return null;
    a.splice(at, 0, '');
  } else return null;
  if (sureness[at]! < SURE) return null;
  a[at] = b[at]!;
  return a.join('');
}
