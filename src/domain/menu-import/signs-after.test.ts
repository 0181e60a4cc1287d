import { describe, expect, it } from 'vitest';
import { parseMenu } from './parse-menu';
import type { TextFragment } from './text-layout';

const at = (text: string, x: number, line: number): TextFragment => ({
  text, x, y: line * 30, width: [...text].length * 20, height: 20, confidence: 0.9, page: 1,
});
const prices = (fragments: TextFragment[]) => parseMenu(fragments).flatMap((s) => s.items.map((i) => [i.name, i.price]));

describe('a sign after every price, read as a letter', () => {
  it('on a page of prices ending in 円, a letter glued after a number is the sign', () => {
    const page = [
      at('焼き魚定食', 0, 0), at('980M', 400, 0),
      at('唐揚げ定食', 0, 1), at('880', 400, 1), at('円', 480, 1),
      at('生姜焼き定食', 0, 2), at('920', 400, 2), at('円', 480, 2),
      at('きつねうどん', 0, 3), at('650', 400, 3), at('円', 480, 3),
      at('生ビール', 0, 4), at('550', 400, 4), at('円', 480, 4),
    ];
    expect(prices(page)).toEqual([['焼き魚定食', 980], ['唐揚げ定食', 880], ['生姜焼き定食', 920], ['きつねうどん', 650], ['生ビール', 550]]);
  });

  it("on a page of prices ending in 원, a letter of the sign's script as a word after the number is the sign", () => {
    const page = [
      at('어묵', 0, 0), at('3,000', 300, 0), at('원', 420, 0),
      at('순대', 0, 1), at('5,500', 300, 1), at('원', 420, 1),
      at('돈까스', 0, 2), at('10,000', 300, 2), at('원', 440, 2),
      at('콜라', 0, 3), at('2,000', 300, 3), at('완', 420, 3),
    ];
    expect(prices(page).at(-1)).toEqual(['콜라', 2000]);
  });

  it('leaves a page with few signs after, a volume, and a size before the number alone', () => {
    const few = [
      at('Soup', 0, 0), at('6,50', 300, 0), at('€', 400, 0), at('Salad', 0, 1), at('12M', 300, 1), at('Tart', 0, 2), at('7,50', 300, 2), at('€', 400, 2),
    ];
    expect(prices(few).map(([name]) => name)).not.toContain('Salad');
    const page = [
      at('Soup', 0, 0), at('6,50', 300, 0), at('€', 400, 0), at('Salad', 0, 1), at('8,50', 300, 1), at('€', 400, 1),
      at('Tart', 0, 2), at('7,50', 300, 2), at('€', 400, 2),
      at('Cola', 0, 3), at('0,5', 200, 3), at('l', 260, 3),
      at('Pizza', 0, 4), at('M', 200, 4), at('12M', 300, 4),
    ];
    const read = prices(page);
    expect(read.map(([name]) => name)).not.toContain('Cola');
    expect(read.map(([name]) => name)).not.toContain('Pizza');
  });
});

describe('the lira sign after the prices, read as a digit glued on', () => {
  it('on a page whose prices end in the lira sign, a price ending in a digit other than 0 or 5 had the sign read as it', () => {
    const page = [
      at('Mercimek', 0, 0), at('85%', 300, 0),
      at('Ezogelin', 0, 1), at('90', 300, 1),
      at('İşkembe', 0, 2), at('1204', 300, 2),
      at('Patlıcan', 0, 3), at('310', 300, 3), at('4', 400, 3),
      at('Ayran', 0, 4), at('356', 300, 4),
      at('Şalgam', 0, 5), at('404', 300, 5),
    ];
    expect(prices(page)).toEqual([['Mercimek', 85], ['Ezogelin', 90], ['İşkembe', 120], ['Patlıcan', 310], ['Ayran', 35], ['Şalgam', 40]]);
  });

  it("a page whose lira signs were read as 'b' words shows them too", () => {
    const page = [
      at('Mercimek', 0, 0), at('85', 300, 0), at('b', 360, 0),
      at('Tavuk', 0, 1), at('260', 300, 1), at('b', 380, 1),
      at('Ayran', 0, 2), at('356', 300, 2),
      at('Türk Kahvesi', 0, 3), at('601', 300, 3),
    ];
    expect(prices(page)).toEqual([['Mercimek', 85], ['Tavuk', 260], ['Ayran', 35], ['Türk Kahvesi', 60]]);
  });

  it('leaves the same prices alone on a page with no lira sign', () => {
    const page = [
      at('Mercimek', 0, 0), at('85', 300, 0),
      at('İşkembe', 0, 1), at('1204', 300, 1),
      at('Ayran', 0, 2), at('356', 300, 2),
      at('Şalgam', 0, 3), at('40 ₺', 300, 3),
    ];
    expect(prices(page)).toEqual([['Mercimek', 85], ['İşkembe', 1204], ['Ayran', 356], ['Şalgam', 40]]);
  });
});
