// An accented vowel read twice: in blurred print the model reads the letter
// once plain and once with its accent, or with two accents ('Ameéijoas',
// 'Améêijoas' for Amêijoas). No language of the catalogue writes a vowel
// straight after itself with an acute, grave, circumflex or tilde added
// ('créé' repeats the same accent; Dutch 'ideeën' writes a diaeresis, which
// is left alone), so the pair is read as the accented letter.
import { withTextsRead, type TextFragment } from './text-layout';

/** Acute, grave, circumflex, tilde: the marks an OCR doubling adds. */
const MARKS = /^[\u0300\u0301\u0302\u0303]$/u;

const parts = (letter: string) => {
  const [base = '', ...marks] = [...letter.normalize('NFD')];
  return { base, marks: marks.join('') };
};

/** 'Ameéijoas' -> 'Améijoas', 'Améêijoas' -> 'Amêijoas'; anything else as it was. */
export function withoutDoubledAccent(text: string): string {
  const letters = [...text.normalize('NFC')];
  const kept: string[] = [];
  for (const letter of letters) {
    const previous = kept.at(-1);
    if (previous) {
      const a = parts(previous);
      const b = parts(letter);
      if (a.base === b.base && /\p{L}/u.test(a.base) && MARKS.test(b.marks) && a.marks !== b.marks && (!a.marks || MARKS.test(a.marks))) {
        kept[kept.length - 1] = letter;
        continue;
      }
    }
    kept.push(letter);
  }
  return kept.join('');
}

/** The words of a reading with their doubled accented vowels read once. */
export const doubledAccentsRead = (fragments: TextFragment[]): TextFragment[] => withTextsRead(fragments, withoutDoubledAccent);
