import { describe, expect, it } from 'vitest';
import { withLostLetter } from './lost-letter';

const sure = (text: string, ...unsure: [number, number][]) => {
  const each = [...text].map(() => 0.99);
  for (const [at, confidence] of unsure) each[at] = confidence;
  return each;
};

describe('withLostLetter', () => {
  it('takes the letter the first read as a sign, even one the second was unsure of', () => {
    expect(withLostLetter('Hend!', 'Hendl', sure('Hendl', [4, 0.38]))).toBe('Hendl');
    // The first's accents stay on the letters both read.
    expect(withLostLetter('¡amón', 'jamon', sure('jamon'))).toBe('jamón');
  });

  it('takes a letter inside the word that the first did not read at all', () => {
    expect(withLostLetter('Bamischif', 'Bamischijf', sure('Bamischijf', [8, 0.58]))).toBe('Bamischijf');
    expect(withLostLetter('Fret', 'Friet', sure('Friet', [2, 0.6]))).toBe('Friet');
  });

  it('leaves a letter read as another letter: there the second reader errs as surely', () => {
    expect(withLostLetter('Filet', 'Fllet', sure('Fllet'))).toBeNull();
    expect(withLostLetter('Hendl', 'Hendi', sure('Hendi', [4, 0.71]))).toBeNull();
  });

  it('leaves the word when the second was hardly sure of the letter, read more than one otherwise, or read a sign', () => {
    expect(withLostLetter('Hend!', 'Hendl', sure('Hendl', [4, 0.2]))).toBeNull();
    expect(withLostLetter('Ameljoas', 'Ameijods', sure('Ameijods'))).toBeNull();
    expect(withLostLetter('Hendi', 'Hend!', sure('Hend!'))).toBeNull();
  });

  it('takes no letter at the word’s ends, where the second’s run may hold a neighbour’s ink', () => {
    expect(withLostLetter('Pie', 'Pies', sure('Pies'))).toBeNull();
    expect(withLostLetter('ries', 'Fries', sure('Fries'))).toBeNull();
  });
});
