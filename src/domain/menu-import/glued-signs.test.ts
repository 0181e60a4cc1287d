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

  it('on a page that reads its sign right, one round price with a 4 or 6 glued on, far above the rest, loses it', () => {
    expect(prices(['85', '90', '1204', '420', '260', '310', '35', '60', '40'])).toEqual([85, 90, 120, 420, 260, 310, 35, 60, 40]);
  });

  it('a dear dish among round prices keeps its price when it is not round itself or not far above the rest', () => {
    expect(prices(['85', '90', '1234', '420', '260', '310', '35', '60', '40'])).toEqual([85, 90, 1234, 420, 260, 310, 35, 60, 40]);
    expect(prices(['850', '900', '1206', '420', '600', '310', '350'])).toEqual([850, 900, 1206, 420, 600, 310, 350]);
    expect(prices(['85', '96', '1204', '424', '266', '310', '35'])).toEqual([85, 96, 1204, 424, 266, 310, 35]);
  });

  it('a sign before the number read as the same first digit on every price, at several lengths, is dropped', () => {
    expect(prices(['3220', '3380', '360', '380', '340', '3180', '31,250'])).toEqual([220, 380, 60, 80, 40, 180, 1250]);
    // The first price read without its sign, the others with it.
    expect(prices(['220', '3380', '3560', '360', '380', '340', '3180', '31,250'])).toEqual([220, 380, 560, 60, 80, 40, 180, 1250]);
  });

  it('prices that merely share a first digit, or all start with 1, keep it', () => {
    expect(prices(['32', '35', '38', '34', '36'])).toEqual([32, 35, 38, 34, 36]);
    expect(prices(['12', '14', '16', '18', '120'])).toEqual([12, 14, 16, 18, 120]);
    expect(prices(['220', '380', '360', '380', '340', '180', '1,250'])).toEqual([220, 380, 360, 380, 340, 180, 1250]);
  });
});
