import { describe, expect, it } from 'vitest';
import { joinWords, readingOrder, withoutMarginSpeck, type TextLine } from './layout';
import type { TextFragment } from './text-layout';

const word = (text: string, x: number, y = 10): TextFragment => ({ text, page: 1, x, y, width: text.length * 8, height: 14, confidence: 0.9 });

describe('joinWords', () => {
  it.each([
    [['Grilled', 'salmon', '12.50'], 'Grilled salmon 12.50'],
    [['宫保', '鸡丁', '¥38'], '宫保鸡丁 ¥38'],
    [['天ぷら', 'そば', '880円'], '天ぷらそば 880円'],
    [['ラーメン', 'セット'], 'ラーメンセット'],
    [['김치', '찌개', '9,000원'], '김치 찌개 9,000원'],
    [['김', '치', '찌개', '9,000', '원'], '김치찌개 9,000 원'],
    [['된', '장', '찌개'], '된장찌개'],
    [['소고기', '국밥'], '소고기 국밥'],
    [['Pho', '牛肉', 'bò'], 'Pho 牛肉 bò'],
  ])('%j reads %s', (words, text) => {
    expect(joinWords(words)).toBe(text);
  });
});

describe('readingOrder', () => {
  it('a Chinese dish split into words by the OCR is one name before its price', () => {
    const lines = readingOrder([word('宫保', 10), word('鸡丁', 30), word('¥38', 200)]);
    expect(lines.map((l) => l.text)).toEqual(['宫保鸡丁 ¥38']);
  });
});

describe('withoutMarginSpeck', () => {
  const line = (parts: TextFragment[]): TextLine => ({ text: joinWords(parts.map((p) => p.text)), page: 1, column: 0, y: 10, height: 14, confidence: 0.9, parts });
  // A photo's paper edge read as a character far left of the names (x 11 against 109, letters 14 high).
  const speck = (text: string): TextFragment => ({ ...word(text, 11), width: 6 });

  it('drops a character or two read in the margin, far left of an item with its price', () => {
    const read = withoutMarginSpeck(line([speck('3'), word('Carpaccio', 109), word('di', 185), word('manzo', 205), word('12,00', 400)]));
    expect(read.text).toBe('Carpaccio di manzo 12,00');
    expect(read.parts).toHaveLength(4);
  });

  it('keeps a first word close to the name, and a line that is no item with its price', () => {
    expect(withoutMarginSpeck(line([word('A', 90), word('la', 102), word('carte', 122), word('12,00', 400)])).text).toBe('A la carte 12,00');
    expect(withoutMarginSpeck(line([speck('9'), word('Croissant', 109), word('maison', 190)])).text).toBe('9 Croissant maison');
  });
});

describe('columnsOf', () => {
  it('a band of sizes glued to their prices joins the names at its left', () => {
    const rows = ['Margherita', 'Pepperoni', 'Hawaiian'].flatMap((name, i) => [word(name, 10, 10 + i * 30), word('S$11.00', 400, 10 + i * 30), word('L$16.50', 480, 10 + i * 30)]);
    expect(readingOrder(rows).map((l) => [l.column, l.text])).toEqual([
      [0, 'Margherita S$11.00 L$16.50'], [0, 'Pepperoni S$11.00 L$16.50'], [0, 'Hawaiian S$11.00 L$16.50'],
    ]);
  });

  it('digits with a currency sign misread past parsing still stand where prices stand', () => {
    const rows = [
      word('Helles', 10, 10), word('031390€', 360, 10), word('0515.20€', 480, 10),
      word('Weißbier', 10, 40), word('0.314.10€', 360, 40), word('0,515.60€', 480, 40),
      word('Wurstsalat', 10, 70), word('9.50', 540, 70), word('€', 580, 70),
    ];
    expect(readingOrder(rows).map((l) => l.column)).toEqual([0, 0, 0]);
  });

  it('a band of one row with digits, before a price on its row, is the middle of a line of the column at its left', () => {
    const rows = [
      word('Friet', 10, 10), word('kien', 300, 10), word('2.90', 340, 10), word('groot', 420, 10), word('3.80', 470, 10),
      word('Kroket', 10, 40), word('2.80', 470, 40),
      word('Frikandel', 10, 70), word('2.60', 470, 70),
    ];
    expect(readingOrder(rows).map((l) => [l.column, l.text])).toEqual([[0, 'Friet kien 2.90 groot 3.80'], [0, 'Kroket 2.80'], [0, 'Frikandel 2.60']]);
    const glued = rows.filter((f) => f.text !== '2.90').map((f) => (f.text === 'kien' ? { ...f, text: 'klem290' } : f));
    expect(readingOrder(glued).map((l) => l.column)).toEqual([0, 0, 0]);
  });

  it('a CJK title the OCR split into several words, over the gutter, is no column', () => {
    const rows = [
      word('まる', 200, 10), word('や', 220, 10), word('食堂', 232, 10),
      ...['焼き魚定食', '唐揚げ定食', 'きつねうどん'].flatMap((name, i) => [word(name, 10, 40 + i * 30), word('980', 400, 40 + i * 30), word('円', 424, 40 + i * 30)]),
    ];
    expect(readingOrder(rows).map((l) => [l.column, l.text])).toEqual([
      [0, 'まるや食堂'], [0, '焼き魚定食 980 円'], [0, '唐揚げ定食 980 円'], [0, 'きつねうどん 980 円'],
    ]);
  });

  it('an unsure word across the gutter (a page edge read as letters) does not join two columns', () => {
    const rows = [
      { ...word('ETE', 330), width: 100, confidence: 0.1 },
      word('Gilda', 10, 40), word('2,50', 300, 40), word('Txakoli', 440, 40), word('3,00', 700, 40),
      word('Hongos', 10, 70), word('4,90', 300, 70), word('Sidra', 440, 70), word('2,80', 700, 70),
    ];
    expect(readingOrder(rows).filter((l) => l.text !== 'ETE').map((l) => [l.column, l.text])).toEqual([
      [0, 'Gilda 2,50'], [0, 'Hongos 4,90'], [1, 'Txakoli 3,00'], [1, 'Sidra 2,80'],
    ]);
  });

  it("a title across the gutter, over one column's prices and the next one's names, does not join them", () => {
    const rows = [
      word('Bar', 400, 0), word('La', 440, 0), word('Plaza', 470, 0), word('Mayor', 525, 0),
      word('Patatas', 10, 40), word('€5,50', 380, 40), word('Caña', 560, 40), word('€2,50', 800, 40),
      word('Croquetas', 10, 70), word('€7,00', 380, 70), word('Vino', 560, 70), word('€3,50', 800, 70),
      word('Tortilla', 10, 100), word('€6,00', 380, 100), word('Sangría', 560, 100), word('€4,50', 800, 100),
    ];
    expect(readingOrder(rows).filter((l) => l.y > 0).map((l) => [l.column, l.text])).toEqual([
      [0, 'Patatas €5,50'], [0, 'Croquetas €7,00'], [0, 'Tortilla €6,00'], [1, 'Caña €2,50'], [1, 'Vino €3,50'], [1, 'Sangría €4,50'],
    ]);
  });

  it("a column's prices close to the next column's names read with their own names, not the next column's", () => {
    const rows = [
      word('Patatas', 10, 40), word('€5,50', 200, 40), word('Pulpo', 250, 40), word('€16,00', 440, 40),
      word('Croquetas', 10, 70), word('€7,00', 200, 70), word('Calamares', 250, 70), word('€12,50', 440, 70),
      word('Tortilla', 10, 100), word('€6,00', 200, 100), word('Gambas', 250, 100), word('€14,00', 440, 100),
    ];
    expect(readingOrder(rows).map((l) => [l.column, l.text])).toEqual([
      [0, 'Patatas €5,50'], [0, 'Croquetas €7,00'], [0, 'Tortilla €6,00'], [1, 'Pulpo €16,00'], [1, 'Calamares €12,50'], [1, 'Gambas €14,00'],
    ]);
  });

  it('a lone digit read in a title is no price that makes a column of the title', () => {
    const rows = [
      word('2', 150, 0), word('A', 300, 0),
      word('Phở', 10, 40), word('gà', 50, 40), word('55.000đ', 500, 40),
      word('Cơm', 10, 70), word('tấm', 50, 70), word('55.000đ', 500, 70),
      word('Trà', 10, 100), word('đá', 50, 100), word('5.000đ', 508, 100),
    ];
    expect(readingOrder(rows).filter((l) => l.y > 0).map((l) => [l.column, l.text])).toEqual([
      [0, 'Phở gà 55.000đ'], [0, 'Cơm tấm 55.000đ'], [0, 'Trà đá 5.000đ'],
    ]);
  });

  it("a price-first menu's second column keeps its prices", () => {
    const rows = [
      word('€5,50', 10, 40), word('Patatas', 80, 40), word('€16,00', 250, 40), word('Pulpo', 310, 40),
      word('€7,00', 10, 70), word('Croquetas', 80, 70), word('€12,50', 250, 70), word('Calamares', 310, 70),
      word('€6,00', 10, 100), word('Tortilla', 80, 100), word('€14,00', 250, 100), word('Gambas', 310, 100),
    ];
    expect(readingOrder(rows).map((l) => [l.column, l.text])).toEqual([
      [0, '€5,50 Patatas'], [0, '€7,00 Croquetas'], [0, '€6,00 Tortilla'], [1, '€16,00 Pulpo'], [1, '€12,50 Calamares'], [1, '€14,00 Gambas'],
    ]);
  });

  it('two lines whose spaces between words overlap leave no gutter between them (a fixed-width font)', () => {
    const rows = [
      word('Acqua', 0, 40), word('naturale', 48, 40), word('50', 120, 40), word('cl', 152, 40), word('2,50', 300, 40),
      word('Vino', 0, 70), word('rosso', 40, 70), word('della', 88, 70), word('casa', 140, 70), word('5,00', 300, 70),
    ];
    expect(readingOrder(rows).map((l) => [l.column, l.text])).toEqual([[0, 'Acqua naturale 50 cl 2,50'], [0, 'Vino rosso della casa 5,00']]);
  });

  it('a band of prices misread past parsing, a size or sign read as a letter, joins the names at its left', () => {
    const rows = [
      word('Margherita', 10, 10), word("'S$12.50", 300, 10), word('L', 420, 10), word('$18.00', 450, 10),
      word('Pepperoni', 10, 40), word('S$1250', 300, 40),
      word('Garlic', 10, 70), word('Knots', 70, 70), word('$6.50', 450, 70),
    ];
    expect(readingOrder(rows).map((l) => l.column)).toEqual([0, 0, 0]);
  });

  it('a title of a few words standing apart over the gutter between names and prices is no column', () => {
    const rows = [
      word('Bar', 150, 0), word('Mleczny', 190, 0), word('Pod', 260, 0), word('Lipą', 300, 0),
      word('Żurek', 10, 40), word('14,50', 420, 40), word('zł', 470, 40),
      word('Barszcz', 10, 70), word('11,00', 420, 70), word('zł', 470, 70),
      word('Herbata', 10, 100), word('5,50', 428, 100), word('zł', 470, 100),
    ];
    expect(readingOrder(rows).filter((l) => l.y > 0).map((l) => l.text)).toEqual(['Żurek 14,50 zł', 'Barszcz 11,00 zł', 'Herbata 5,50 zł']);
  });

  it("a band of one row of body text is still a column when another of its names, boxed taller, has a price on its row", () => {
    const rows = [
      word('Picanha', 10, 40), word('R$', 200, 40), word('89,90', 230, 40), word('Guaraná', 400, 40), word('350', 470, 40), word('ml', 500, 40), word('R$', 700, 40), word('7.50', 730, 40),
      word('Fraldinha', 10, 80), word('R$', 200, 80), word('72,50', 230, 80), { ...word('Caipirinha', 400, 74), height: 28 }, word('R$', 700, 80), word('24,00', 730, 80),
      word('Farofa', 10, 120), word('R$', 200, 120), word('12,00', 230, 120),
    ];
    expect(readingOrder(rows).map((l) => [l.column, l.text])).toEqual([
      [0, 'Picanha R$ 89,90'], [0, 'Fraldinha R$ 72,50'], [0, 'Farofa R$ 12,00'], [1, 'Guaraná 350 ml R$ 7.50'], [1, 'Caipirinha R$ 24,00'],
    ]);
  });
});
