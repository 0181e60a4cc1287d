import { describe, expect, it } from 'vitest';
import { parseMenu, restoreDecimalPoints } from './parse-menu';
import type { TextFragment } from './text-layout';

// A tiny page writer: each text at (x, line) with a 10-unit line height and 6 units per character.
const LINE = 14;
const at = (text: string, x: number, line: number, opts: { height?: number; confidence?: number; page?: number } = {}): TextFragment => ({
  text, x, y: line * LINE, width: text.length * 6, height: opts.height ?? 10, confidence: opts.confidence ?? 1, page: opts.page ?? 1,
});
const summary = (fragments: TextFragment[]) =>
  parseMenu(fragments).map((s) => [s.name, s.items.map((i) => [i.name, i.price, i.description])]);

describe('parseMenu', () => {
  it('one column: headings, items with prices, description lines', () => {
    const page = [
      at('CAFE LUNA', 100, 0, { height: 20 }),
      at('Starters', 0, 2, { height: 14 }),
      at('Bruschetta', 0, 3), at('$8.50', 300, 3),
      at('Tomato, basil, garlic', 0, 4),
      at('Soup of the day', 0, 5), at('7', 300, 5),
      at('Mains', 0, 7, { height: 14 }),
      at('Lobster', 0, 8), at('MP', 300, 8),
      at('Steak frites 24,00 €', 0, 9),
    ];
    expect(summary(page)).toEqual([
      ['Starters', [['Bruschetta', 8.5, 'Tomato, basil, garlic'], ['Soup of the day', 7, '']]],
      ['Mains', [['Lobster', null, ''], ['Steak frites', 24, '']]],
    ]);
  });

  it('two columns: names and prices pair within their column, read left column first', () => {
    const page = [
      at('PIZZA', 0, 0), at('DESSERTS', 400, 0),
      at('Margherita', 0, 1), at('12.00', 300, 1), at('Tiramisu', 400, 1), at('6.50', 700, 1),
      at('Tomato, mozzarella', 0, 2), at('Mascarpone, coffee', 400, 2),
      at('Diavola', 0, 3), at('14.00', 300, 3), at('Panna cotta', 400, 3), at('5.00', 700, 3),
    ];
    expect(summary(page)).toEqual([
      ['PIZZA', [['Margherita', 12, 'Tomato, mozzarella'], ['Diavola', 14, '']]],
      ['DESSERTS', [['Tiramisu', 6.5, 'Mascarpone, coffee'], ['Panna cotta', 5, '']]],
    ]);
  });

  it('a column that starts with items continues the section of the column before it', () => {
    const page = [
      at('DRINKS', 0, 0),
      at('Cola', 0, 1), at('3.00', 300, 1), at('Lemonade', 400, 1), at('3.50', 700, 1),
    ];
    expect(summary(page)).toEqual([['DRINKS', [['Cola', 3, ''], ['Lemonade', 3.5, '']]]]);
  });

  it('a price alone on the line below its name belongs to that name', () => {
    expect(summary([at('SIDES', 0, 0), at('Fries', 0, 1), at('$4.00', 0, 2)])).toEqual([['SIDES', [['Fries', 4, '']]]]);
  });

  it('every name of a menu that prints each price below its name gets its own, even one printed larger or right below a price', () => {
    const page = [
      at('MEZELER', 0, 0, { height: 14 }),
      at('Haydarı', 0, 1, { height: 13 }), at('120 TL', 0, 2),
      at('Fava', 0, 3), at('110 TL', 0, 4),
      at('Kalamar Tava 320 TL', 0, 5),
    ];
    expect(summary(page)).toEqual([['MEZELER', [['Haydarı', 120, ''], ['Fava', 110, ''], ['Kalamar Tava', 320, '']]]]);
  });

  it('a heading in capitals stays a heading with a price below it', () => {
    expect(summary([at('SIDES', 0, 0), at('$4.00', 0, 1), at('Fries 3.00', 0, 2)])).toEqual([['SIDES', [['Fries', 3, '']]]]);
  });

  it('items read before any heading go to an unnamed section; pages are read in order', () => {
    const fragments = [at('Tea 2.00', 0, 0, { page: 2 }), at('Coffee 2.50', 0, 0, { page: 1 })];
    expect(summary(fragments)).toEqual([['', [['Coffee', 2.5, ''], ['Tea', 2, '']]]]);
  });

  it('confidence: an unsure read, a bare number and a market price score lower than a clear price', () => {
    const [section] = parseMenu([
      at('Clear', 0, 0), at('$5.00', 300, 0),
      at('Bare', 0, 2), at('5', 300, 2),
      at('Blurry', 0, 4, { confidence: 0.55 }), at('$5.00', 300, 4),
    ]);
    const byName = Object.fromEntries(section!.items.map((i) => [i.name, i.confidence]));
    expect(byName.Clear).toBe(1);
    expect(byName.Bare).toBeLessThan(1);
    expect(byName.Blurry).toBeLessThan(0.8);
  });

  it('nothing that looks like a menu gives no sections', () => {
    expect(parseMenu([])).toEqual([]);
    expect(parseMenu([at('Thank you for visiting', 0, 0), at('~~~', 0, 2)])).toEqual([]);
  });
});

describe('parseMenu with OCR words', () => {
  it('a price read as two words ("12,50" "€") still joins its name across the gap', () => {
    const page = [
      at('STARTERS', 0, 0, { height: 14 }),
      at('Garlic', 0, 1), at('Bread', 45, 1), at('5,50', 300, 1), at('€', 330, 1),
      at('Tomato', 0, 2), at('Soup', 45, 2), at('6,00', 300, 2), at('€', 330, 2),
    ];
    expect(summary(page)).toEqual([['STARTERS', [['Garlic Bread', 5.5, ''], ['Tomato Soup', 6, '']]]]);
  });
});

describe('parseMenu: layouts of real menus', () => {
  it('prices printed before names, in a band of their own at the left, read with their names', () => {
    const page = [
      at('GRILL', 0, 0, { height: 14 }),
      at('¥1,480', 0, 1), at('Yakitori', 120, 1), at('Moriawase', 175, 1),
      at('¥1,200', 0, 2), at('Grilled', 120, 2), at('Mackerel', 170, 2),
      at('¥650', 0, 3), at('Draft', 120, 3), at('Beer', 155, 3),
    ];
    expect(summary(page)).toEqual([['GRILL', [['Yakitori Moriawase', 1480, ''], ['Grilled Mackerel', 1200, ''], ['Draft Beer', 650, '']]]]);
  });

  it('whole prices printed first, apart from their names, are prices; a number close before a name is not', () => {
    const page = [
      at('STARTERS', 0, 0, { height: 14 }),
      at('7', 0, 1), at('French', 120, 1), at('Onion', 165, 1), at('Soup', 200, 1),
      at('11.50', 0, 2), at('Escargots', 120, 2),
      at('24', 0, 3), at('Steak', 120, 3), at('Frites', 160, 3),
      at('12.00', 0, 4), at('3', 120, 4), at('Eggs', 132, 4),
    ];
    expect(summary(page)).toEqual([['STARTERS', [['French Onion Soup', 7, ''], ['Escargots', 11.5, ''], ['Steak Frites', 24, ''], ['3 Eggs', 12, '']]]]);
  });

  it("a page's edge read as a long unsure word across both columns does not join them", () => {
    const page = [
      at('TAPAS', 0, 0, { height: 14 }), at('BEBIDAS', 200, 0, { height: 14 }),
      at('Patatas', 0, 1), at('bravas', 48, 1), at('€5,50', 140, 1), at('Caña', 200, 1), at('€2,50', 330, 1),
      at('Croquetas', 0, 2), at('€7,00', 140, 2), at('Sangría', 200, 2), at('€4,50', 330, 2),
      { ...at('eee', 140, 4, { confidence: 0.25 }), width: 230 },
    ];
    expect(summary(page)).toEqual([
      ['TAPAS', [['Patatas bravas', 5.5, ''], ['Croquetas', 7, '']]],
      ['BEBIDAS', [['Caña', 2.5, ''], ['Sangría', 4.5, '']]],
    ]);
  });

  it('a word of a title standing apart above the gutter is no column that takes the prices from their names', () => {
    const page = [
      at('Gasthaus', 0, 0), at('zum', 190, 0), { ...at('Löwen', 230, 0), height: 16 },
      at('Gerstensuppe', 0, 2), at('CHF', 330, 2), at('9.50', 355, 2),
      at('Käsespätzle', 0, 3), at('CHF', 330, 3), at('24.50', 355, 3),
      at('Apfelstrudel', 0, 4), at('CHF', 330, 4), at('11.00', 355, 4),
    ];
    const items = parseMenu(page).flatMap((s) => s.items.map((i) => [i.name, i.price]));
    expect(items).toEqual([['Gerstensuppe', 9.5], ['Käsespätzle', 24.5], ['Apfelstrudel', 11]]);
  });

  it('a line of sized prices is one item per size', () => {
    const page = [
      at('COFFEE', 0, 0, { height: 14 }),
      at('Latte', 0, 1), at('Reg', 220, 1), at('£3.20', 245, 1), at('Lrg', 300, 1), at('£3.80', 325, 1),
      at('Banana', 0, 2), at('Bread', 45, 2), at('£3.25', 325, 2),
    ];
    expect(summary(page)).toEqual([['COFFEE', [['Latte (Reg)', 3.2, ''], ['Latte (Lrg)', 3.8, ''], ['Banana Bread', 3.25, '']]]]);
  });
});

describe('restoreDecimalPoints', () => {
  const item = (priceText: string, price: number) => ({ id: priceText, name: 'x', description: '', price, priceText, confidence: 1 });

  it('on a menu of decimal prices, a price ten times the others with no separator lost its point', () => {
    const items = [item('11.50', 11.5), item('8.75', 8.75), item('18.50', 18.5), item('750', 750), item('24', 24)];
    restoreDecimalPoints(items);
    expect(items.map((i) => i.price)).toEqual([11.5, 8.75, 18.5, 7.5, 24]);
  });

  it('on a menu of half decimal prices, a price fifty times the others lost its point, one ten times did not', () => {
    const items = [item('2.80', 2.8), item('2.70', 2.7), item('3.20', 3.2), item('260', 260), item('295', 295), item('35', 35)];
    restoreDecimalPoints(items);
    expect(items.map((i) => i.price)).toEqual([2.8, 2.7, 3.2, 2.6, 2.95, 35]);
  });

  it('on a short menu whose every other price has decimals, the prices ten times theirs lost their point', () => {
    const items = [item('£15.95', 15.95), item('£1350', 1350), item('£1415', 1415), item('£4.00', 4), item('£450', 450)];
    restoreDecimalPoints(items);
    expect(items.map((i) => i.price)).toEqual([15.95, 13.5, 14.15, 4, 4.5]);
    const one = [item('£15.95', 15.95), item('£1350', 1350), item('£11', 11)];
    restoreDecimalPoints(one);
    expect(one.map((i) => i.price)).toEqual([15.95, 1350, 11]);
    const blurred = [item('€550', 550), item('€7,00', 7), item('€1600', 1600), item('€1250', 1250), item('250', 250)];
    restoreDecimalPoints(blurred);
    expect(blurred.map((i) => i.price)).toEqual([5.5, 7, 16, 12.5, 2.5]);
    const two = [item('€7,00', 7), item('€1600', 1600), item('€1250', 1250)];
    restoreDecimalPoints(two);
    expect(two.map((i) => i.price)).toEqual([7, 1600, 1250]);
  });

  it('leaves menus of whole prices, and prices in line with the others, alone', () => {
    const whole = [item('85 ₺', 85), item('420 ₺', 420), item('260 ₺', 260), item('35 ₺', 35)];
    restoreDecimalPoints(whole);
    expect(whole.map((i) => i.price)).toEqual([85, 420, 260, 35]);
    const mixed = [item('12,50 €', 12.5), item('9,80 €', 9.8), item('14,00 €', 14), item('120 €', 120)];
    restoreDecimalPoints(mixed);
    expect(mixed.map((i) => i.price)).toEqual([12.5, 9.8, 14, 120]);
  });
});
