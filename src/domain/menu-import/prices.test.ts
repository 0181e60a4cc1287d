import { describe, expect, it } from 'vitest';
import { cleanName, isSizedPrice, parsePrice, signAfterPrice, splitLeadingPrice, splitSizedPrices, splitTrailingPrice, withLitres, withoutMisreadSign } from './prices';

describe('parsePrice', () => {
  it.each([
    ['12', 12, true],
    ['12.50', 12.5, false],
    ['$12.50', 12.5, false],
    ['12,50 €', 12.5, false],
    ['€9', 9, false],
    ['£7.25', 7.25, false],
    ['8.00 USD', 8, false],
    ['85 ₺', 85, false],
    ['32,50 ₺', 32.5, false],
    ['340 TL', 340, false],
    ['CHF 9.50', 9.5, false],
    ['165 kr', 165, false],
    ['24,99 zł', 24.99, false],
    ['R$ 32,90', 32.9, false],
    ['NT$180', 180, false],
    ['HK$ 58', 58, false],
    ['¥880', 880, false],
    ['₹250', 250, false],
    ['¥1,200', 1200, false],
    ['\\580', 580, false],
    ['\\1,200', 1200, false],
    ['₹1,250', 1250, false],
    ['65.000₫', 65000, false],
    ['65.000đ', 65000, false],
    ['880円', 880, false],
    ['38元', 38, false],
    ['12,000원', 12000, false],
    ['1.250,00 €', 1250, false],
    ['1,250.50', 1250.5, false],
  ])('%s reads as %s', (text, price, bare) => {
    expect(parsePrice(text)).toEqual({ price, text, bare });
  });

  it.each(['MP', 'M.P.', 'Market Price', 'market price'])('%s is a market price, with no number', (text) => {
    expect(parsePrice(text)).toEqual({ price: null, text, bare: false });
  });

  it.each(['', 'Soup', '12.5.0', '0', '12345', '$'])('%s is not a price', (text) => {
    expect(parsePrice(text)).toBeNull();
  });
  it('reads past an underline or a speck read before the number', () => {
    expect(parsePrice('_10,000 원')).toEqual({ price: 10000, text: '10,000 원', bare: false });
  });
});

describe('isSizedPrice', () => {
  it.each([['S$11.00', true], ['L$16.50', true], ['Reg £3.20', true], ['0,515.60€', true], ['0,5 l 5,60 €', true], ['0,5', false], ['S', false], ['L4', false], ['Margherita', false], ['$11.00', false]])('%s: %s', (text, sized) => {
    expect(isSizedPrice(text)).toBe(sized);
  });
});

describe('signAfterPrice', () => {
  it.each([
    ['唐揚げ定食 880 円', '円'],
    ['Soupe 12,50 €', '€'],
    ['Kwaśnica 17,50 zł.', 'zł'],
    ['Pho 65.000đ', 'đ'],
    ['12,00 € Carpaccio di manzo', '€'],
    ['Burger $12.50', undefined],
    ['Soup 12', undefined],
    ['Catch of the day MP', undefined],
    ['Heading', undefined],
  ])('%s -> %s', (line, sign) => {
    expect(signAfterPrice(line)).toBe(sign);
  });
});

describe('withLitres', () => {
  it.each([
    ['Cola 0,51', 'Cola 0,5 l'],
    ['Kompot 0,3 |', 'Kompot 0,3 l'],
    ['Helles 0,313,90 €', 'Helles 0,3 l 3,90 €'],
    ['Helles 0,3113,90 €', 'Helles 0,3 l 13,90 €'],
    ['Bier 0,331 4,50', 'Bier 0,33 l 4,50'],
    ['Cola 0,5 l 3,20', 'Cola 0,5 l 3,20'],
    ['Espresso 0,50 €', 'Espresso 0,50 €'],
    ['Kaffee €0,51', 'Kaffee €0,51'],
    ['Cola 0,5! 3,20', 'Cola 0,5 l 3,20'],
    // The volume's comma lost as well: before a price with a sign or decimals only.
    ['Helles 031390€ 0515,20 €', 'Helles 0,3 l 390€ 0,5 l 5,20 €'],
    ['Weißbier 0,314.10€ 051560€', 'Weißbier 0,3 l 4.10€ 0,5 l 560€'],
    ['Cola 051 3,20', 'Cola 0,5 l 3,20'],
    ['Cola 05! 3.20', 'Cola 0.5 l 3.20'],
    ['Tel. 0212 555 12 12', 'Tel. 0212 555 12 12'],
    ['Menu 02 1 person 12,50', 'Menu 02 1 person 12,50'],
  ])('%s -> %s', (line, fixed) => {
    expect(withLitres(line)).toBe(fixed);
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
    ['Ayran 30 CL 35 ₺', 'Ayran 30 CL', 35],
    ['Cidre brut 25 cl 4,80 €', 'Cidre brut 25 cl', 4.8],
    ['Adana Kebap 340 TL', 'Adana Kebap', 340],
    ['Zürcher Geschnetzeltes . . . . . CHF 36.00', 'Zürcher Geschnetzeltes', 36],
    ['Phở bò tái. 65.000đ', 'Phở bò tái', 65000],
    ['宫保鸡丁 ¥42.', '宫保鸡丁', 42],
    ['Caesar salad 9.50.', 'Caesar salad', 9.5],
    ['Pierogi z mięsem 26,00 zł,', 'Pierogi z mięsem', 26],
    ['Croquetas de jamón -€7.00', 'Croquetas de jamón', 7],
    ['Apfelstrudel „CHF 11.00', 'Apfelstrudel', 11],
    ['Half-board 12', 'Half-board', 12],
    ['Salat „Kraut“ 8,50 €', 'Salat „Kraut“', 8.5],
    ['Guaraná 350 mi R$ 7,50', 'Guaraná 350 ml', 7.5],
    ['Ayran 30 CL 35¢', 'Ayran 30 CL', 35],
    ['Kwaśnica 17,50.zł', 'Kwaśnica', 17.5],
    ['Soupe 6,50.€', 'Soupe', 6.5],
    ['Calamares fritos €12:50', 'Calamares fritos', 12.5],
    ['Café crème 3:20 €', 'Café crème', 3.2],
    ['Filet Mignon 8 oz 52°', 'Filet Mignon 8 oz', 52],
    ['Cola 0,51 3,20', 'Cola 0,5 l', 3.2],
    ['Kompot 0,3 6,00 zł', 'Kompot 0,3 l', 6],
    ['Tra da 5 000đ', 'Tra da', 5000],
    ['滷肉飯 NT$45', '滷肉飯', 45],
    ['Bouillabaisse 1 250 €', 'Bouillabaisse', 1250],
    ['Salade niçoise 9,50€"', 'Salade niçoise', 9.5],
    ['Œufs mayonnaise “6,00€', 'Œufs mayonnaise', 6],
    ['Bœuf bourguignon 19,90€:', 'Bœuf bourguignon', 19.9],
    ['Şalgam .60TL', 'Şalgam', 60],
    ['Café crème .3,20 €', 'Café crème', 3.2],
    ['Kroket ‚2,80', 'Kroket', 2.8],
    ['Kwasnica 17,50 zi', 'Kwasnica', 17.5],
    ['Serpme Kahvaltı +650', 'Serpme Kahvaltı', 650],
    ['Edamame .¥480', 'Edamame', 480],
    ['Pimientos de Padrón €6,50-', 'Pimientos de Padrón', 6.5],
    ['Kasespatzle CHF 24 50', 'Kasespatzle', 24.5],
    ['Agedashi Tofu ¥Y680', 'Agedashi Tofu', 680],
    ['사이다 2.0008', '사이다', 2000],
    ['唐揚げ定食 ・880 円', '唐揚げ定食', 880],
    ['ハイボール. _\\450', 'ハイボール', 450],
    ['돈까스 10,0008', '돈까스', 10000],
    ['순대 5.500 원ᆞ', '순대', 5500],
    ['緑茶 200 円・', '緑茶', 200],
  ])('%s -> %s / %s', (line, name, price) => {
    const split = splitTrailingPrice(line);
    expect(split?.name).toBe(name);
    expect(split?.price.price).toBe(price);
  });

  it('a line that does not end with a price has none', () => {
    expect(splitTrailingPrice('Tomato, basil and mozzarella')).toBeNull();
    expect(splitTrailingPrice('7 Up')).toBeNull();
    expect(splitTrailingPrice('Ayran 30 CL')).toBeNull();
    expect(splitTrailingPrice('Pint 568 ml')).toBeNull();
    expect(splitTrailingPrice('Pizza for 2 500')?.price.price).toBe(500);
  });
});

describe('cleanName', () => {
  it('drops bullets, leaders and stray separators', () => {
    expect(cleanName('• Caesar  Salad .....')).toBe('Caesar Salad');
    expect(cleanName('French Onion Soup oe')).toBe('French Onion Soup');
    expect(cleanName('Steak Frites ooo ee.')).toBe('Steak Frites');
    expect(cleanName('Roast Chicken . . . ,')).toBe('Roast Chicken');
  });

  it('drops a speck read as a lone quote before or after a name, but keeps quotes in pairs and apostrophes', () => {
    expect(cleanName('‘Onion Rings')).toBe('Onion Rings');
    expect(cleanName('“Gambas al ajillo')).toBe('Gambas al ajillo');
    expect(cleanName('Thé vert’')).toBe('Thé vert');
    expect(cleanName('„Kraut“ und Rüben')).toBe('„Kraut“ und Rüben');
    expect(cleanName('"Big" Burger')).toBe('"Big" Burger');
    expect(cleanName('’t Hof')).toBe('’t Hof');
    expect(cleanName('Dad’s Pie')).toBe('Dad’s Pie');
  });

  it('keeps names that merely end in those letters', () => {
    expect(cleanName('Crème Brûlée')).toBe('Crème Brûlée');
    expect(cleanName('Tortilla de Bacalao')).toBe('Tortilla de Bacalao');
    expect(cleanName('Café Olé')).toBe('Café Olé');
  });

  it('parts words the OCR read without their space, but not the Mc of a name', () => {
    expect(cleanName('LemonTart')).toBe('Lemon Tart');
    expect(cleanName('FrenchOnion Soup')).toBe('French Onion Soup');
    expect(cleanName('McFlurry Oreo')).toBe('McFlurry Oreo');
    expect(cleanName('BURGER')).toBe('BURGER');
  });

  it('a capital that ends a word is a small letter read large, not a word of its own', () => {
    expect(cleanName('PhỞ bò tái')).toBe('PhỞ bò tái');
    expect(cleanName('Cơm gà xỐi mỡ')).toBe('Cơm gà xỐi mỡ');
    expect(cleanName('KebabÇorbası')).toBe('Kebab Çorbası');
    expect(cleanName('Kuzuşiş')).toBe('Kuzuşiş');
  });
});

describe('splitLeadingPrice', () => {
  it.each([
    ['¥480 Edamame', 'Edamame', 480],
    ['9,50 € Salade de chèvre chaud', 'Salade de chèvre chaud', 9.5],
    ['₹1,150 Mutton Biryani', 'Mutton Biryani', 1150],
    ['3.50 Croissant', 'Croissant', 3.5],
  ])('%s -> %s / %s', (line, name, price) => {
    const split = splitLeadingPrice(line);
    expect(split?.name).toBe(name);
    expect(split?.price.price).toBe(price);
  });

  it('a bare whole number before a name is a count, not a price', () => {
    expect(splitLeadingPrice('3 Eggs any style')).toBeNull();
    expect(splitLeadingPrice('$4.00')).toBeNull();
  });

  it('a bare whole number printed apart, in a column of prices, is a price', () => {
    expect(splitLeadingPrice('24 Steak Frites', true)).toMatchObject({ name: 'Steak Frites', price: { price: 24 } });
  });

  it.each([
    ['980 円焼き魚定食', '焼き魚定食', 980],
    ['980円焼き魚定食', '焼き魚定食', 980],
    ['6,000 원라볶이', '라볶이', 6000],
    ['_Hk$9.50 蛋撻', '蛋撻', 9.5],
    ['~HK$38 餐蛋麵', '餐蛋麵', 38],
    ['85¢ Mercimek Çorbası', 'Mercimek Çorbası', 85],
    ['35 t Ayran 30 CL', 'Ayran 30 CL', 35],
    ['420 6 Karışık Izgara', 'Karışık Izgara', 420],
  ])('a sign after the price joined to the name: %s', (line, name, price) => {
    expect(splitLeadingPrice(line)).toMatchObject({ name, price: { price } });
  });
});

describe('splitSizedPrices', () => {
  it.each([
    ['Margherita S $11.00 L $16.50', 'Margherita', [['S', 11], ['L', 16.5]]],
    ['Latte Reg £3.20 Lrg £3.80', 'Latte', [['Reg', 3.2], ['Lrg', 3.8]]],
    ['Dal Makhani Half ₹220 Full ₹380', 'Dal Makhani', [['Half', 220], ['Full', 380]]],
    ['Helles 0,3 l 3,90 € 0,5 l 5,20 €', 'Helles', [['0,3 l', 3.9], ['0,5 l', 5.2]]],
    ['Friet klein 2,90 groot 3,80', 'Friet', [['klein', 2.9], ['groot', 3.8]]],
    ['Suco 300 ml R$ 9,00 500 ml R$ 13,00', 'Suco', [['300 ml', 9], ['500 ml', 13]]],
    ['Margherita S$11.00 L$16.50', 'Margherita', [['S', 11], ['L', 16.5]]],
    ['Helles 0,313,90€ 0,515,20 €', 'Helles', [['0,3 l', 3.9], ['0,5 l', 5.2]]],
    // The size 'S' read as a dollar sign, a quote and a bar among the sizes: specks of a photo.
    ['Margherita $$11.00 L $16.50', 'Margherita', [['S', 11], ['L', 16.5]]],
    ["Hawaiian 'S$12.50 L | $18.00", 'Hawaiian', [['S', 12.5], ['L', 18]]],
    ['‘Margherita S$11.00 -L $16.50.', 'Margherita', [['S', 11], ['L', 16.5]]],
    ["Pepperoni '$$12.50 L $18.00", 'Pepperoni', [['S', 12.5], ['L', 18]]],
    ['Pepperoni S$ $12.50 L $18.00', 'Pepperoni', [['S', 12.5], ['L', 18]]],
    ['Helles 0,3 1 3,90 € 0,5 ll 5,20 €', 'Helles', [['0,3 l', 3.9], ['0,5 l', 5.2]]],
    ['Dal Makhani .Half 220 Full 380', 'Dal Makhani', [['Half', 220], ['Full', 380]]],
  ])('%s -> %s', (line, name, prices) => {
    const split = splitSizedPrices(line);
    expect(split?.name).toBe(name);
    expect(split?.prices.map((p) => [p.label, p.price.price])).toEqual(prices);
  });

  it('one price, a size inside a name, or two dishes of a merged row are not sizes', () => {
    expect(splitSizedPrices('Latte Reg £3.20')).toBeNull();
    expect(splitSizedPrices('Rakı 35 CL 950 TL')).toBeNull();
    expect(splitSizedPrices('Ayran 30 CL 35 ₺')).toBeNull();
    expect(splitSizedPrices('Bacalao al pilpil 4,50 € Hongos 4,90 €')).toBeNull();
  });

  it('prices printed differently are not one line of sizes', () => {
    expect(splitSizedPrices('Pils 0,3 l 3 0,5 l 5,20 €')).toBeNull();
  });
});

describe('a misread lira sign after a price', () => {
  it.each([
    ['Patlıcan Kebabı 310 4', 'Patlıcan Kebabı', 310],
    ['Ayran 30 CL 35%', 'Ayran 30 CL', 35],
    ['Şalgam Suyu 40 +', 'Şalgam Suyu', 40],
    ['Tavuk Şiş 260+', 'Tavuk Şiş', 260],
    ['Ezogelin Çorbası 90 L&', 'Ezogelin Çorbası', 90],
    ['Serpme Kahvaltı ....%650', 'Serpme Kahvaltı', 650],
    ['Türk Kahvesi 60 t', 'Türk Kahvesi', 60],
    ['Mercimek Çorbası 85 b', 'Mercimek Çorbası', 85],
    ['İşkembe Çorbası 120t', 'İşkembe Çorbası', 120],
    ['Mercimek Çorbası 85 t |', 'Mercimek Çorbası', 85],
    ['Coca-Cola 33 cl 3, 00 €', 'Coca-Cola 33 cl', 3],
  ])('%s -> %s / %s', (line, name, price) => {
    const split = splitTrailingPrice(line);
    expect(split?.name).toBe(name);
    expect(split?.price.price).toBe(price);
  });

  it('a single digit with no number before it, or a price with decimals, is left alone', () => {
    expect(withoutMisreadSign('Menu 4')).toBe('Menu 4');
    expect(splitTrailingPrice('Soup 4')?.price.price).toBe(4);
    expect(withoutMisreadSign('Pasta 12.40')).toBe('Pasta 12.40');
    expect(withoutMisreadSign('Su 1 lt')).toBe('Su 1 lt');
  });
});
