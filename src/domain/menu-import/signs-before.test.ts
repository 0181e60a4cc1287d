import { describe, expect, it } from 'vitest';
import { readingOrder } from './layout';
import { parseMenu } from './parse-menu';
import { signsBeforeNumbers } from './signs-before';
import type { TextFragment } from './text-layout';

// Words of a page, 12 units a glyph; `glyphs` is how many the print had when OCR read fewer or more ('₹60' read '360': 3 either way).
const at = (text: string, x: number, line: number, glyphs = [...text].length): TextFragment => ({
  text, x, y: line * 20, width: glyphs * 12, height: 14, confidence: 0.9, page: 1,
});
const prices = (fragments: TextFragment[]) => parseMenu(fragments).flatMap((s) => s.items.map((i) => [i.name, i.price]));

describe('a sign before every price, read as a digit', () => {
  it('on a page whose prices carry a sign before them, a price read as many digits as it has glyphs lost its sign to its first digit', () => {
    // ₺650 read '1650', ₺180 '1180', ₺90 '190', ₺75 '675'; the others read the sign as £ or $.
    const page = [
      at('Serpme Kahvaltı', 0, 0), at('1650', 400, 0),
      at('Menemen', 0, 1), at('1180', 400, 1),
      at('Sucuklu Yumurta', 0, 2), at('£210', 400, 2),
      at('Kuymak', 0, 3), at('£240', 400, 3),
      at('Pişi', 0, 4), at('190', 412, 4),
      at('Demli Çay', 0, 5), at('$25', 412, 5),
      at('Türk Kahvesi', 0, 6), at('675', 412, 6),
    ];
    expect(prices(page)).toEqual([
      ['Serpme Kahvaltı', 650], ['Menemen', 180], ['Sucuklu Yumurta', 210], ['Kuymak', 240], ['Pişi', 90], ['Demli Çay', 25], ['Türk Kahvesi', 75],
    ]);
  });

  it('a menu that prints its prices first with the sign after them keeps their first digits', () => {
    // Two boxes took in a speck and read wider than their digits; the others all start with 1, as dear dishes do.
    const page = [
      at('6.50', 0, 0, 5), at('€', 60, 0), at('Bruschetta', 150, 0),
      at('12,00', 0, 1), at('€', 60, 1), at('Carpaccio', 150, 1),
      at('11.50', 0, 2), at('€', 60, 2), at('Vitello', 150, 2),
      at('14.50', 0, 3), at('€', 60, 3), at('Spaghetti', 150, 3),
      at('12.90', 0, 4), at('€', 60, 4), at('Tagliatelle', 150, 4),
      at('15,00', 0, 5), at('€', 60, 5), at('Risotto', 150, 5),
      at('5.00', 0, 6, 5), at('€', 60, 6), at('Vino', 150, 6),
    ];
    expect(prices(page).map(([, price]) => price)).toEqual([6.5, 12, 11.5, 14.5, 12.9, 15, 5]);
  });

  it('a sign read as a letter glued to the digits is the sign, but a size glued to its price stays a size', () => {
    // ₺150 read 'L150', ₺75 'b75': as wide as the signed prices.
    const page = [
      at('Serpme Kahvaltı', 0, 0), at('$650', 400, 0),
      at('Menemen', 0, 1), at('$180', 400, 1),
      at('Sucuklu Yumurta', 0, 2), at('$210', 400, 2),
      at('Kuymak', 0, 3), at('£240', 400, 3),
      at('Pişi', 0, 4), at('$90', 412, 4),
      at('Gözleme', 0, 5), at('L150', 400, 5),
      at('Türk Kahvesi', 0, 6), at('b75', 412, 6),
    ];
    expect(prices(page)).toEqual([
      ['Serpme Kahvaltı', 650], ['Menemen', 180], ['Sucuklu Yumurta', 210], ['Kuymak', 240], ['Pişi', 90], ['Gözleme', 150], ['Türk Kahvesi', 75],
    ]);
    // A speck read before the letter: '.b120', half a glyph wider.
    expect(prices([...page, at('Pide', 0, 7), at('.b120', 400, 7, 4.5)]).at(-1)).toEqual(['Pide', 120]);
    const sized = at('L40', 412, 7);
    const rewrites = signsBeforeNumbers(readingOrder([...page, at('Ayran', 0, 7), at('S', 200, 7), at('$30', 260, 7), sized]));
    expect([...rewrites.values()]).toContain('$150');
    expect([...rewrites.keys()].map((f) => f.text)).not.toContain('L40');
  });

  it('a price a glyph wider than its digits lost its sign and keeps its digits; a sized line reads alike once its sign digit is gone', () => {
    // ₹220 read '3220', ₹380 '¥380', ₹320 '320' (sign lost: 4 glyphs wide), ₹60 '360'.
    const page = [
      at('Dal Makhani', 0, 0), at('Half', 200, 0), at('3220', 260, 0), at('Full', 330, 0), at('¥380', 390, 0),
      at('Butter Chicken', 0, 1), at('320', 390, 1, 4),
      at('Butter Naan', 0, 2), at('360', 402, 2),
      at('Garlic Naan', 0, 3), at('380', 402, 3),
      at('Chicken Biryani', 0, 4), at('1,250', 366, 4, 6),
    ];
    expect(prices(page)).toEqual([
      ['Dal Makhani (Half)', 220], ['Dal Makhani (Full)', 380], ['Butter Chicken', 320], ['Butter Naan', 60], ['Garlic Naan', 80], ['Chicken Biryani', 1250],
    ]);
  });

  it('a sign no price was read with: read as the same digit before most prices, lost by the others', () => {
    // ₹380 read '3380', ₹320 '3320', ₹560 '3560', ₹60 '360', ₹1,250 '31,250'; ₹220 and ₹180 lost their sign (a glyph wider).
    const page = [
      at('Dal Makhani', 0, 0), at('Half', 200, 0), at('220', 272, 0, 4), at('Full', 330, 0), at('3380', 390, 0),
      at('Butter Chicken', 0, 1), at('3320', 390, 1),
      at('Butter Naan', 0, 2), at('360', 402, 2),
      at('Jeera Rice', 0, 3), at('180', 390, 3, 4),
      at('Chicken Biryani', 0, 4), at('31,250', 366, 4, 5.5),
      at('Lassi', 0, 5), at('3560', 390, 5),
    ];
    expect(prices(page)).toEqual([
      ['Dal Makhani (Half)', 220], ['Dal Makhani (Full)', 380], ['Butter Chicken', 320], ['Butter Naan', 60], ['Jeera Rice', 180], ['Chicken Biryani', 1250], ['Lassi', 560],
    ]);
  });

  it('a page of prices that mostly begin with the same digit keeps them whole when few show a lost glyph', () => {
    const page = [
      at('Soup', 0, 0), at('12.50', 400, 0), at('Salad', 0, 1), at('14.00', 400, 1), at('Steak', 0, 2), at('19.50', 400, 2, 6),
      at('Fish', 0, 3), at('16.50', 400, 3), at('Tart', 0, 4), at('11', 400, 4), at('Duck', 0, 5), at('18.00', 400, 5),
      at('Lamb', 0, 6), at('17.50', 400, 6), at('Cake', 0, 7), at('10', 400, 7),
    ];
    expect(prices(page).map(([, p]) => p)).toEqual([12.5, 14, 19.5, 16.5, 11, 18, 17.5, 10]);
  });

  it('a page whose prices carry no sign, or carry it after the number, keeps every digit', () => {
    const plain = [
      at('Soup', 0, 0), at('160', 400, 0), at('Salad', 0, 1), at('180', 400, 1), at('Steak', 0, 2), at('1250', 400, 2),
      at('Fish', 0, 3), at('140', 400, 3), at('Tart', 0, 4), at('$90', 400, 4),
    ];
    expect(prices(plain).map(([, p]) => p)).toEqual([160, 180, 1250, 140, 90]);
    const after = [
      at('Soup', 0, 0), at('€6,50', 400, 0), at('Salad', 0, 1), at('12,50 €', 400, 1), at('Steak', 0, 2), at('24,00', 400, 2, 6),
      at('Fish', 0, 3), at('16,50', 400, 3), at('Tart', 0, 4), at('7,50 €', 400, 4),
    ];
    expect(prices(after).map(([, p]) => p)).toEqual([6.5, 12.5, 24, 16.5, 7.5]);
    // Signs after the number on two lines: a price as wide as its digits is left whole, even with a sign before on another line and lost glyphs on others.
    const mixed = [
      at('Soup', 0, 0), at('€6,50', 400, 0), at('Salad', 0, 1), at('12,50', 400, 1), at('€', 470, 1), at('Steak', 0, 2), at('24,00', 400, 2, 6),
      at('Fish', 0, 3), at('16,50', 400, 3, 6), at('Tart', 0, 4), at('7,50', 400, 4), at('€', 458, 4), at('Duck', 0, 5), at('18,50', 400, 5),
    ];
    expect(prices(mixed).map(([, p]) => p)).toEqual([6.5, 12.5, 24, 16.5, 7.5, 18.5]);
  });

  it('prices that begin with the same digit keep it when, without it, they would be under a tenth of those that show a lost glyph', () => {
    // A proportional font: 11, 12 and 13 narrow, 52 and 44 boxed a glyph wider than two (specks beside them).
    const page = [
      at('Ribeye', 0, 0), at('52', 400, 0, 3), at('Strip', 0, 1), at('44', 400, 1, 3),
      at('Spinach', 0, 2), at('11', 412, 2), at('Mac', 0, 3), at('12', 412, 3), at('Fries', 0, 4), at('13', 412, 4),
    ];
    expect(prices(page).map(([, p]) => p)).toEqual([52, 44, 11, 12, 13]);
    // Breads at 40-80 beside curries at 220-560, every ₹ lost or read as 3: one menu, its sign dropped.
    const curry = [
      at('Dal Makhani', 0, 0), at('220', 400, 0, 4), at('Butter Chicken', 0, 1), at('560', 400, 1, 4), at('Paneer Tikka', 0, 2), at('380', 400, 2, 4),
      at('Jeera Rice', 0, 3), at('180', 400, 3, 4), at('Butter Naan', 0, 4), at('360', 412, 4), at('Tandoori Roti', 0, 5), at('340', 412, 5),
      at('Chicken Biryani', 0, 6), at('31,250', 400, 6, 5.5),
    ];
    expect(prices(curry).map(([, p]) => p)).toEqual([220, 560, 380, 180, 60, 40, 1250]);
  });

  it('a quote read before a price is no sign: the page keeps every digit', () => {
    // A speck read as '“' before 13; two prices boxed a glyph wider than their digits (a speck beside them).
    const page = [
      at('Ribeye', 0, 0), at('48', 400, 0), at('Filet', 0, 1), at('52', 400, 1), at('Strip', 0, 2), at('44', 400, 2),
      at('Spinach', 0, 3), at('11', 400, 3, 3), at('Fries', 0, 4), at('“13', 400, 4), at('Pie', 0, 5), at('12.50', 400, 5, 6),
    ];
    expect(prices(page).map(([, p]) => p)).toEqual([48, 52, 44, 11, 13, 12.5]);
  });

  it('a sign read as a word of its own, and a number with a unit after it, are not a sign read as a digit', () => {
    const page = [
      at('Pulpo', 0, 0), at('€', 380, 0), at('16,00', 394, 0),
      at('Calamares', 0, 1), at('€12,50', 400, 1), at('Gambas', 0, 2), at('€14,00', 400, 2),
      at('Caña', 0, 3), at('€2,50', 400, 3), at('Vino', 0, 4), at('€3,50', 400, 4),
      at('Agua', 0, 5), at('50', 100, 5), at('cl', 130, 5), at('€2,00', 400, 5),
    ];
    expect(prices(page)).toEqual([['Pulpo', 16], ['Calamares', 12.5], ['Gambas', 14], ['Caña', 2.5], ['Vino', 3.5], ['Agua 50 cl', 2]]);
  });

  it('on a page seen at a slant (its words levelled by the parser before their rows are found) the sign read as a digit is read as the sign too', () => {
    // Each name three words long, so the parser measures the slope; y rises by 0.05 a unit to the right.
    const row = (names: string[], price: string, line: number, glyphs = [...price].length): TextFragment[] => {
      let x = 0;
      const words = names.map((name) => {
        const word = at(name, x, line);
        x += word.width + 12;
        return word;
      });
      return [...words, at(price, 400, line, glyphs)].map((f) => ({ ...f, y: f.y - 0.05 * (f.x + f.width / 2) }));
    };
    const page = [
      ...row(['Serpme', 'Köy', 'Kahvaltı'], '1650', 0), ...row(['Menemen', 'ile', 'Sucuk'], '1180', 1),
      ...row(['Sucuklu', 'Yumurta', 'Tava'], '£210', 2), ...row(['Kuymak', 'Tereyağlı', 'Tava'], '£240', 3),
      ...row(['Pişi', 'Peynirli', 'Sıcak'], '190', 4), ...row(['Demli', 'Çay', 'Bardak'], '$25', 5),
    ];
    expect(prices(page).map(([, p]) => p)).toEqual([650, 180, 210, 240, 90, 25]);
  });
});
