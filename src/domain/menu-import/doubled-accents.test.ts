import { describe, expect, it } from 'vitest';
import { withoutDoubledAccent } from './doubled-accents';

describe('withoutDoubledAccent', () => {
  it.each([
    ['Ameéijoas', 'Améijoas'],
    ['Améêijoas', 'Amêijoas'],
    ['Paã', 'Pã'],
  ])('reads a vowel read twice, plain or with another accent, as the accented one: %s', (read, meant) => {
    expect(withoutDoubledAccent(read)).toBe(meant);
  });

  it.each(['créé', 'réélu', 'ideeën', 'geëerd', 'Kaassoufflé', 'Crème brûlée', 'Phở bò', 'Cà phê sữa đá', 'Entrée', 'lêem', 'Alçapão'])(
    'leaves words a language writes so alone: %s',
    (word) => {
      expect(withoutDoubledAccent(word)).toBe(word);
    },
  );
});
