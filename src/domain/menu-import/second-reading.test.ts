import { describe, expect, it } from 'vitest';
import { standsOn, withSecondReading } from './second-reading';
import type { TextFragment } from './text-layout';

/** The second reader's alphabet, as PaddleOCR's: Latin letters, digits, a few accents and signs, no €, ł, đ. */
const alphabet = new Set([...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,:;!?\'"-()$¥éèáàíóúüäÉ']);

const word = (text: string, x: number, width: number, confidence: number, y = 100): TextFragment => ({ text, page: 1, x, y, width, height: 30, confidence });
/** A second reading's word: its box is its run's, a little taller than Tesseract's. */
const read = (text: string, x: number, width: number, confidence: number, y = 95): TextFragment => ({ text, page: 1, x, y, width, height: 40, confidence });

const texts = (words: readonly TextFragment[]) => words.map((w) => w.text);

describe('withSecondReading', () => {
  it('replaces a word the first reader was unsure of with the sure second reading', () => {
    const first = [word('Kdsespatzle', 100, 220, 0.42), word('24,50', 500, 80, 0.95)];
    const second = [read('Kasespatzle', 96, 230, 0.99), read('24,50', 496, 90, 1)];
    expect(texts(withSecondReading(first, second, alphabet))).toEqual(['Kasespatzle', '24,50']);
  });

  it('drops a sign the first read as a digit, and keeps the box the parser measures glyphs by', () => {
    const [price] = withSecondReading([word('354', 500, 60, 0.5)], [read('35', 496, 70, 1)], alphabet);
    expect(price).toMatchObject({ text: '35', x: 500, width: 60, confidence: 1 });
  });

  it('leaves a sign read as a first digit to the page, which weighs all its prices; one read as a letter goes', () => {
    expect(texts(withSecondReading([word('3220', 500, 80, 0.37)], [read('220', 496, 90, 1)], alphabet))).toEqual(['3220']);
    expect(texts(withSecondReading([word('X560', 500, 80, 0.44)], [read('560', 496, 90, 1)], alphabet))).toEqual(['560']);
  });

  it('checks a word with digits up to a surer reading than a word of letters', () => {
    expect(texts(withSecondReading([word('10,0008', 500, 100, 0.8)], [read('10,000', 496, 110, 0.94)], alphabet))).toEqual(['10,000']);
    expect(texts(withSecondReading([word('10,0008', 500, 100, 0.86)], [read('10,000', 496, 110, 0.94)], alphabet))).toEqual(['10,0008']);
  });

  it("keeps the first reading's accent on a letter both read alike", () => {
    expect(texts(withSecondReading([word('Paélia', 100, 120, 0.5)], [read('Paella', 96, 130, 0.95)], alphabet))).toEqual(['Paélla']);
  });

  it('keeps a word the first reader was sure of, or the second was not', () => {
    expect(texts(withSecondReading([word('beurre', 100, 120, 0.8)], [read('beurte', 96, 130, 0.99)], alphabet))).toEqual(['beurre']);
    expect(texts(withSecondReading([word('Caté', 100, 120, 0.64)], [read('Cale', 96, 130, 0.87)], alphabet))).toEqual(['Caté']);
  });

  it('keeps a word with a letter or sign the second reader has no glyph for', () => {
    expect(texts(withSecondReading([word('đá', 100, 50, 0.62)], [read('da', 96, 60, 1)], alphabet))).toEqual(['đá']);
    expect(texts(withSecondReading([word('£90', 100, 60, 0.66)], [read('L90', 96, 70, 0.98)], alphabet))).toEqual(['£90']);
  });

  it('keeps a sign the second reading lost, and a glyph it did not read, but takes two narrow ones the first read as one', () => {
    expect(texts(withSecondReading([word('$75', 100, 60, 0.54)], [read('175', 96, 70, 0.99)], alphabet))).toEqual(['$75']);
    expect(texts(withSecondReading([word('5', 100, 20, 0.6)], [read('15', 96, 40, 1)], alphabet))).toEqual(['5']);
    expect(texts(withSecondReading([word('Pie', 100, 40, 0.6)], [read('Pies', 96, 50, 1)], alphabet))).toEqual(['Pie']);
    expect(texts(withSecondReading([word('1', 100, 20, 0.6)], [read('11', 96, 40, 1)], alphabet))).toEqual(['11']);
    expect(texts(withSecondReading([word('1.50', 100, 80, 0.77)], [read('11.50', 96, 90, 0.99)], alphabet))).toEqual(['11.50']);
  });

  it('keeps a word of letters the second reads with punctuation inside, but not for a trailing speck, nor a price read as letters', () => {
    expect(texts(withSecondReading([word('Hendi', 100, 100, 0.5)], [read('Hend!', 96, 110, 0.95)], alphabet))).toEqual(['Hendi']);
    expect(texts(withSecondReading([word('lagaretro', 100, 160, 0.36)], [read('lagareiro.', 96, 170, 0.95)], alphabet))).toEqual(['lagareiro.']);
    expect(texts(withSecondReading([word('FI', 500, 40, 0.51)], [read('12', 496, 50, 1)], alphabet))).toEqual(['12']);
  });

  it('takes a price whose run also holds a sign the second reader has no glyph for, unread', () => {
    const first = [word('7,560', 500, 70, 0.61), word('€', 580, 20, 0.61)];
    expect(texts(withSecondReading(first, [read('7,50', 496, 110, 0.98)], alphabet))).toEqual(['7,50', '€']);
    // A sign it can read, or a word, under the same run is a second word: nothing is taken.
    expect(texts(withSecondReading([word('7,560', 500, 70, 0.61), word('$', 580, 20, 0.61)], [read('7,50', 496, 110, 0.98)], alphabet))).toEqual(['7,560', '$']);
    expect(texts(withSecondReading([word('7,560', 500, 70, 0.61), word('eur', 580, 20, 0.61)], [read('7,50', 496, 110, 0.98)], alphabet))).toEqual(['7,560', 'eur']);
  });

  it('keeps words the second reader read as one', () => {
    const first = [word('Omelette.', 100, 150, 0.44), word('nature', 265, 110, 0.96)];
    expect(texts(withSecondReading(first, [read('Omelette.nature', 96, 290, 0.97)], alphabet))).toEqual(['Omelette.', 'nature']);
  });

  it('reads a word the first glued together as the words the second read apart, each in its own box on the line', () => {
    const second = [read('Tartine', 96, 120, 0.99), read('beurre', 225, 100, 0.99)];
    const apart = withSecondReading([word('Tartinebeune', 100, 220, 0.4)], second, alphabet);
    expect(apart.map(({ text, x, width, y, height }) => ({ text, x, width, y, height }))).toEqual([
      { text: 'Tartine', x: 96, width: 120, y: 100, height: 30 },
      { text: 'beurre', x: 225, width: 100, y: 100, height: 30 },
    ]);
    expect(texts(withSecondReading([word('klen290', 600, 150, 0.79)], [read('klein', 596, 80, 0.95), read('2.90', 690, 60, 0.99)], alphabet))).toEqual(['klein', '2.90']);
    expect(texts(withSecondReading([word('L8$16.50', 600, 150, 0.1)], [read('$16.50', 630, 120, 0.97), read('L', 596, 20, 1)], alphabet))).toEqual(['L', '$16.50']);
  });

  it('keeps a glued word when a part is unsure, the first was sure, or the second lost a sign or could not read a glyph', () => {
    expect(texts(withSecondReading([word('160€', 600, 80, 0.84)], [read('1.60', 596, 60, 0.99), read('C', 660, 20, 0.37)], alphabet))).toEqual(['160€']);
    expect(texts(withSecondReading([word('ala', 600, 60, 0.96)], [read('a', 596, 20, 1), read('la', 620, 40, 0.98)], alphabet))).toEqual(['ala']);
    expect(texts(withSecondReading([word('1$50', 600, 80, 0.5)], [read('1', 596, 20, 0.99), read('50', 630, 40, 0.99)], alphabet))).toEqual(['1$50']);
    expect(texts(withSecondReading([word('Bira50₺', 600, 120, 0.5)], [read('Bira', 596, 70, 0.99), read('50', 670, 40, 0.99)], alphabet))).toEqual(['Bira50₺']);
  });

  it('puts back a letter a word of letters it was not quite sure of lost, from the second reading’s characters', () => {
    const hendl = { ...read('Hendl', 96, 110, 0.38), charConfidences: [1, 1, 1, 1, 0.38] };
    expect(texts(withSecondReading([word('Hend!', 100, 100, 0.88)], [hendl], alphabet))).toEqual(['Hendl']);
    // A sure word, a word of two letters, or a second reading that does not say how sure it was of each character: as read.
    expect(texts(withSecondReading([word('Hend!', 100, 100, 0.93)], [hendl], alphabet))).toEqual(['Hend!']);
    expect(texts(withSecondReading([word('c!', 100, 30, 0.5)], [{ ...read('cl', 96, 40, 0.5), charConfidences: [1, 0.5] }], alphabet))).toEqual(['c!']);
    expect(texts(withSecondReading([word('Hend!', 100, 100, 0.88)], [read('Hendl', 96, 110, 0.38)], alphabet))).toEqual(['Hend!']);
  });

  it('leaves Chinese, Japanese and Korean print to its own reading', () => {
    expect(texts(withSecondReading([word('net', 100, 80, 0.16)], [read('叉燒飯', 96, 90, 0.95)], alphabet))).toEqual(['net']);
  });
});

describe('standsOn', () => {
  it('needs the same line and half the narrower word along it', () => {
    expect(standsOn(word('Robalo', 100, 100, 0.5), read('Robalo', 130, 100, 1))).toBe(true);
    expect(standsOn(word('Robalo', 100, 100, 0.5), read('Robalo', 160, 100, 1))).toBe(false);
    expect(standsOn(word('Robalo', 100, 100, 0.5), read('Robalo', 100, 100, 1, 140))).toBe(false);
    expect(standsOn(word('Robalo', 100, 100, 0.5), { ...read('Robalo', 100, 100, 1), page: 2 })).toBe(false);
  });
});
