import { describe, expect, it } from 'vitest';
import { cleanName, parsePrice, splitTrailingPrice } from './prices';

describe('parsePrice', () => {
  it.each([
    ['12', 12, true],
    ['12.50', 12.5, false],
    ['$12.50', 12.5, false],
    ['12,50 €', 12.5, false],
    ['€9', 9, false],
    ['£7.25', 7.25, false],
    ['8.00 USD', 8, false],
  ])('%s reads as %s', (text, price, bare) => {
    expect(parsePrice(text)).toEqual({ price, text, bare });
  });

  it.each(['MP', 'M.P.', 'Market Price', 'market price'])('%s is a market price, with no number', (text) => {
    expect(parsePrice(text)).toEqual({ price: null, text, bare: false });
  });

  it.each(['', 'Soup', '12.5.0', '0', '12345', '$'])('%s is not a price', (text) => {
    expect(parsePrice(text)).toBeNull();
  });
});

describe('splitTrailingPrice', () => {
  it.each([
    ['Margherita 12', 'Margherita', 12],
    ['Margherita Pizza ..... $12.50', 'Margherita Pizza', 12.5],
    ['Soupe du jour 12,50 €', 'Soupe du jour', 12.5],
    ['Lobster MP', 'Lobster', null],
    ['Oysters Market Price', 'Oysters', null],
    ['$4.00', '', 4],
  ])('%s -> %s / %s', (line, name, price) => {
    const split = splitTrailingPrice(line);
    expect(split?.name).toBe(name);
    expect(split?.price.price).toBe(price);
  });

  it('a line that does not end with a price has none', () => {
    expect(splitTrailingPrice('Tomato, basil and mozzarella')).toBeNull();
    expect(splitTrailingPrice('7 Up')).toBeNull();
  });
});

describe('cleanName', () => {
  it('drops bullets, leaders and stray separators', () => {
    expect(cleanName('• Caesar  Salad .....')).toBe('Caesar Salad');
  });
});
