import { describe, expect, it } from 'vitest';
import type { TextFragment } from './text-layout';
import { umlautsRestored } from './umlauts';

const words = (...texts: string[]): TextFragment[] => texts.map((text, i) => ({ text, page: 1, x: i * 100, y: 0, width: 90, height: 20, confidence: 0.9 }));
const texts = (fragments: TextFragment[]) => fragments.map((f) => f.text);

describe('umlautsRestored', () => {
  it("a German reading's 'ii' inside a word is the 'ü' blurred print lost", () => {
    expect(texts(umlautsRestored(words('Niisslisalat', 'mit', 'Ei', 'Ziircher', 'Friihstiick'), ['deu', 'eng']))).toEqual(['Nüsslisalat', 'mit', 'Ei', 'Zürcher', 'Frühstück']);
  });

  it("'ii' at a word's end stays, and readings in other languages keep theirs", () => {
    expect(texts(umlautsRestored(words('Pizza', 'Hawaii'), ['deu', 'eng']))).toEqual(['Pizza', 'Hawaii']);
    expect(texts(umlautsRestored(words('Siirt', 'büryan'), ['tur', 'eng']))).toEqual(['Siirt', 'büryan']);
    expect(texts(umlautsRestored(words('Niisslisalat'), ['eng']))).toEqual(['Niisslisalat']);
  });
});
