import { describe, expect, it } from 'vitest';
import { dropGluedSigns } from './glued-signs';

const item = (priceText: string) => ({ id: priceText, name: 'x', description: '', price: Number(priceText.replace(/\D/g, '')), priceText, confidence: 1 });
const prices = (texts: string[]) => {
  const items = texts.map(item);
  dropGluedSigns(items);
  return items.map((i) => i.price);
};

describe('dropGluedSigns', () => {
  it('a page whose plain prices nearly all end in 4 or 6 had its lira sign read as that digit', () => {
    expect(prices(['856', '90', '1206', '4206', '3106', '354', '406'])).toEqual([85, 90, 120, 420, 310, 35, 40]);
  });

  it("a real menu's prices, and prices with a sign or decimals, are left alone", () => {
    expect(prices(['120', '95', '146', '180', '250'])).toEqual([120, 95, 146, 180, 250]);
    expect(prices(['14,50 €', '16,50 €', '9,50 €', '11,50 €'])).toEqual([1450, 1650, 950, 1150]);
    expect(prices(['16', '24', '36'])).toEqual([16, 24, 36]);
  });
});
