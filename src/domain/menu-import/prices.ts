// Prices as menus print them: 12, 12.50, $12.50, €12,50, 12,50 €, 85 ₺,
// 340 TL, CHF 9.50, 165 kr, ¥1,200, 880円, 12,000원, 65.000₫ (any sign or code before or after
// the number, comma or point decimals, thousands grouped by three), and 'MP' /
// 'Market Price' (no number: the owner sets it when publishing). A size inside
// a name ('Ayran 30 CL') is no price: units are not currencies.

export interface ReadPrice {
  /** null for a market price. */
  price: number | null;
  /** As printed, trimmed. */
  text: string;
  /** A bare whole number could be part of the name ('7 Up'): a little less certain. */
  bare: boolean;
}

/**
 * Signs and codes written before or after the number; 'zl', 'zt' and 'zi' are how
 * OCR often reads 'zł', '%' how it reads a lira sign ('₺650' -> '%650'), and
 * 'đ' the dong sign, as Vietnamese menus also write it ('65.000đ'), and
 * '\' how the Japanese model reads a yen sign ('\580'): Japanese character
 * sets put ¥ where ASCII has the backslash, and its fonts draw one for the other.
 */
const CURRENCY = '(?:R\\$|NT\\$|HK\\$|[$€£¥₹₺₽₩₫đ%円元원\\\\]|CHF|TL|TRY|EUR|USD|GBP|VND|Rs\\.?|kr|zł|Kč|Ft|lei|z[lti])';
/** 12, 12.50, 12,50; or thousands in groups of three (1,200 / 65.000 / 1.250,00): two decimals at most, three digits are a group. */
const AMOUNT = '(?:\\d{1,3}(?:[.,]\\d{3})+|\\d{1,4})(?:[.,]\\d{2})?';
// A price at the very end of a line, with an optional currency before or after it.
const TRAILING_PRICE = new RegExp(`(?:^|\\s|[.·…_]{2,})((?:${CURRENCY}\\s?)?${AMOUNT}(?:\\s?${CURRENCY}\\.?)?)$`, 'iu');
const TRAILING_MARKET = /(?:^|\s|[.·…_]{2,})(M\.?\s?P\.?|market\s+price)$/i;

/** '1.250,00' -> 1250, '12,50' -> 12.5, '1,200' -> 1200. */
function amountOf(digits: string): number {
  const decimals = /[.,](\d{2})$/.exec(digits);
  const whole = (decimals ? digits.slice(0, -3) : digits).replace(/[.,]/g, '');
  return Number(whole) + (decimals ? Number(decimals[1]) / 100 : 0);
}

/** A whole text that is nothing but a price, or null. */
export function parsePrice(text: string): ReadPrice | null {
  // An underline or a speck before the number, read as '_' ('_10,000 원').
  const trimmed = text.trim().replace(/^_+\s?/, '');
  if (/^(M\.?\s?P\.?|market\s+price)$/i.test(trimmed)) return { price: null, text: trimmed, bare: false };
  const match = new RegExp(`^(${CURRENCY})?\\s?(${AMOUNT})\\s?(${CURRENCY})?\\.?$`, 'iu').exec(trimmed);
  if (!match) return null;
  const amount = amountOf(match[2]!);
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const bare = !match[1] && !match[3] && !/[.,]/.test(match[2]!);
  return { price: Math.round(amount * 100) / 100, text: trimmed, bare };
}

/**
 * What OCR makes of a dot leader's dots after a name: runs of points, commas
 * and quotes, or of small round letters ('oe', 'ooo', 'eee', 'ee.').
 */
const LEADER_TAIL = /(?:\s+(?:[.,·…:;'"`°~_\-–—]+|[.,·…'°]*(?:o|e|oe|c){2,}[.,·…'°]*|[oe][.,·…'°]+))+$/iu;

/**
 * Two words the OCR read without the space between them ('LemonTart'): a
 * capital straight after a small letter, with a small letter after it,
 * starts a word, but for the 'Mc' and 'Mac' of names ('McFlurry'). A capital
 * that ends a word, or a Vietnamese one with its marks stacked, is a small
 * letter read large ('PhỞ' for Phở, 'xỐi' for xối).
 */
const GLUED_WORDS = /(?<!\bMa?c)(?<=\p{Ll})(?=(?=\p{Lu})[A-Z\u00c0-\u00de\u0100-\u017f]\p{Ll})/gu;

/** A speck read as an opening quote before a name with no closing one ('‘Onion Rings'; '„Kraut“' keeps its pair). */
const LONE_OPENING_QUOTE = /^[‘“„"](?![^”“’"]*[”“’"])/u;
/** ... and as a closing quote after one with no opening one ('Thé vert’'); Dutch ’t and "Dad’s" stay, their quote not last. */
const LONE_CLOSING_QUOTE = /(?<!^.*[‘“„"].*)[’”"]$/u;

/** Dot leaders, bullets and stray separators around a name; lone quotes; words the OCR glued together apart. */
export function cleanName(text: string): string {
  return text
    .replace(LEADER_TAIL, '')
    .replace(/^[\s•·*\-–—|]+/, '')
    .replace(/[\s.·…_\-–—|:]+$/, '')
    .replace(LONE_OPENING_QUOTE, '')
    .replace(LONE_CLOSING_QUOTE, '')
    .replace(GLUED_WORDS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The Turkish lira sign, which the OCR models barely know, read as a word of
 * its own ('310 4', '40 +', '90 L&', '60 t', '85 b') or glued on as '%', '+', '¢'
 * or 't' ('35%', '35¢', '120t'; no menu prices in cents):
 * dropped after a number, since a price never ends that way and a single
 * digit after a number is no price of its own.
 */
const MISREAD_SIGN = /(\d)(?:\s+\p{L}?[4%+¢&]|\s*t|\s+b|[%+&¢])$/u;

/** A line ending in a price with the lira sign or code after it, as printed or as OCR misreads the sign ('85 ₺', '120 TL', '35%', '310 4'). */
export const endsInLira = (line: string): boolean => /\d\s?(?:₺|TL)\.?$/u.test(line.trim()) || MISREAD_SIGN.test(line.trim());

/** A line with a misread currency sign after its price taken off. */
export const withoutMisreadSign = (line: string): string => line.trim().replace(MISREAD_SIGN, '$1');

/**
 * A drink's volume whose litre sign the OCR misread: 'l' as '1', 'I', '|'
 * or 'll', alone ('Kompot 0,3 |') or glued on ('Cola 0,51', and to the price after
 * it, 'Helles 0,313,90 €'). Volumes below a litre have one decimal or are
 * 0,25, 0,33, 0,35 or 0,75: '0,31' is '0,3 l', never thirty-one hundredths.
 */
const MISREAD_LITRE = /(?<=^|\s)(0[.,](?:25|33|35|75|\d))\s?(?:[1lI|!]|ll)(?=(\d)|\s|$)/gu;

/**
 * The same with its comma lost too ('0515,20 €', '031390€', 'Cola 05! 3,20'
 * for 0,5 l 5,20 €, 0,3 l 3,90 €, 0,5 l): only before a price with a sign or
 * two decimals, so that a count or a telephone number ('0212 555') stays.
 */
const MISREAD_LITRE_NO_COMMA = /(?<=^|\s)0([1-9])[1lI|!](?=(\d)\d*(?:[.,]\d{2})?\s?[€$£]|(\d)\d*[.,]\d{2}(?!\d)|\s+(?:[€$£]\s?)?\d+[.,]\d{2}(?!\d))/gu;

/** Millilitres whose 'l' the OCR read as an 'i' ('Guaraná 350 mi'): no menu counts miles. */
const MISREAD_MILLILITRE = /(?<=(?:^|\s)\d+\s?)mi(?=\s|$)/gu;

/** A line with its volumes' litre signs put back ('Cola 0,51' -> 'Cola 0,5 l', '0515,20 €' -> '0,5 l 5,20 €', '350 mi' -> '350 ml'). */
export function withLitres(line: string): string {
  // The lost comma put back as the line prints its other numbers' ('3,90' or '3.90').
  const separator = /\d\.\d/.test(line) && !/\d,\d/.test(line) ? '.' : ',';
  return line
    .replace(MISREAD_LITRE, (_whole, volume: string, next?: string) => `${volume} l${next ? ' ' : ''}`)
    .replace(MISREAD_LITRE_NO_COMMA, (_whole, tenths: string, a?: string, b?: string) => `0${separator}${tenths} l${a ?? b ? ' ' : ''}`)
    .replace(MISREAD_MILLILITRE, 'ml');
}

/** A price OCR split after its decimal comma, with a sign after it: '3, 00 €'. */
const SPACED_DECIMALS = new RegExp(`(?<=^|\\s)(\\d{1,4}[.,])\\s(\\d{2}\\s?${CURRENCY}\\.?)$`, 'iu');

/** A price with its sign before it whose decimal point OCR read as a space: 'CHF 24 50'. */
const SPACED_POINT = new RegExp(`(?<=(?:^|\\s)(?:CHF|[$€£])\\s?\\d{1,3})\\s(?=\\d{2}$)`, 'u');

const SPACED_THOUSANDS = new RegExp(`(?<=^|\\s)(\\d{1,3})[ \u00a0\u202f](\\d{3})(?=\\s?${CURRENCY}\\.?$)`, 'iu');

/**
 * Quotes, dashes, dots and underlines glued before a price or its sign
 * (specks: '“6,00€', '‚2,80', '-€7.00', '„CHF 11.00', '・880 円', '_\\450'),
 * and a plus, the lira sign as OCR reads it there ('+650' for ₺650; an
 * extra's '+2' is a price of 2 too).
 */
const SPECK_BEFORE_PRICE = new RegExp(`(?<=\\s)[“”„‚"'‘’\\-–~_・·•+]+(?=(?:${CURRENCY}\\s?)?\\d)`, 'giu');

/** A dot leader's last dot before a price's sign ('.¥480'), and the yen sign read twice, as itself and as a Y ('¥Y680'). */
const SPECK_BEFORE_SIGN_FIRST = new RegExp(`(?<=\\s)\\.(?=${CURRENCY}\\s?\\d)|(?<=¥)Y(?=\\d)`, 'gu');

/** A speck read as a point before a price with its sign after it ('.60TL', '.3,20 €', a dot leader's last dot): no menu prints a price so. */
const POINT_BEFORE_PRICE = new RegExp(`(?<=\\s)[.,](?=\\d+(?:[.,]\\d{2})?\\s?${CURRENCY}\\.?$)`, 'iu');

/**
 * A sign after the number read as one more digit glued to its last group of
 * thousands ('2.0008', '10,0008' for 2.000원, 10,000원): a group has three
 * digits, so the fourth is no digit of the amount.
 */
const SIGN_READ_AS_DIGIT = /(?<=(?:^|\s)\d{1,3}(?:[.,]\d{3})+)\d$/u;

/** A decimal point read as a colon in a price with its sign ('€12:50', '12:50 €'); a time has no sign. */
const COLON_DECIMALS = new RegExp(`(?<=${CURRENCY}\\s?\\d{1,4}):(?=\\d{2}$)|(?<=(?:^|\\s)\\d{1,4}):(?=\\d{2}\\s?${CURRENCY}\\.?$)`, 'iu');

/** A speck read as a point between a price's decimals and its sign after them ('17,50.zł'). */
const SPECK_BEFORE_SIGN = new RegExp(`(?<=\\d[.,]\\d{2})[.,·](?=\\s?${CURRENCY}\\.?$)`, 'iu');

/**
 * A price at the end of a line as OCR leaves it: quotes, dashes, colons,
 * bars, a comma, a degree sign, a middle dot and a full stop around it
 * (specks: '“6,00€', '-€7.00', '9,50€"', '19,90€:', '85 ₺ |', '26,00 zł,',
 * '52°', '¥42.', '5,500 원ᆞ' (the Korean model's dot, an old vowel), and a
 * point between the decimals and the sign, '17,50.zł') taken off, a
 * decimal point read as a colon ('€12:50') put back, a price split
 * after its decimal comma joined ('3, 00 €'), and thousands set apart
 * by a space ('55 000đ', '1 250 €') grouped by a point, as a sign after it
 * says it is one price.
 */
const withPriceTidied = (line: string): string =>
  line
    .trim()
    .replace(/(?<=\d\s?)[-–]$|\s*[“”„"'‘’:;|,°・·ᆞㆍ]+$/u, '')
    .replace(/(?<=\d)\.$/u, '')
    .replace(SPECK_BEFORE_PRICE, '')
    .replace(POINT_BEFORE_PRICE, '')
    .replace(SPECK_BEFORE_SIGN_FIRST, '')
    .replace(SIGN_READ_AS_DIGIT, '')
    .replace(SPECK_BEFORE_SIGN, '')
    .replace(COLON_DECIMALS, '.')
    .replace(SPACED_THOUSANDS, '$1.$2')
    .replace(SPACED_DECIMALS, '$1$2')
    .replace(SPACED_POINT, '.');

/** 'Margherita ..... $12.50' -> name 'Margherita' and the price; null when the line ends with no price. */
export function splitTrailingPrice(line: string): { name: string; price: ReadPrice } | null {
  const text = withoutMisreadSign(withLitres(withPriceTidied(line)));
  const match = TRAILING_MARKET.exec(text) ?? TRAILING_PRICE.exec(text);
  if (!match) return null;
  const price = parsePrice(match[1]!);
  if (!price) return null;
  return { name: withLostLitre(cleanName(text.slice(0, text.length - match[1]!.length))), price };
}

/**
 * The sign or code after the price a line ends in, or begins with on a
 * menu that prints prices first, as the parser reads it ('880 円' -> '円',
 * '12,50 €' -> '€', '26 zł.' -> 'zł', '6,50 € Bruschetta' -> '€'), or undefined.
 */
export function signAfterPrice(line: string): string | undefined {
  const price = splitTrailingPrice(line)?.price ?? splitLeadingPrice(line)?.price;
  if (!price || price.price === null) return undefined;
  return /[\d.,]\s?([^\d\s.,]+)\.?$/u.exec(price.text)?.[1];
}

/** A name ending in a volume whose litre sign the OCR lost altogether ('Kompot 0,3' for 'Kompot 0,3 l'): a bare 0,3 after a drink is litres. */
const withLostLitre = (name: string): string => (/\s0[.,](?:25|33|35|75|\d)$/.test(name) ? `${name} l` : name);

const PRICE = `(?:${CURRENCY}\\s?)?${AMOUNT}(?:\\s?${CURRENCY})?`;
const LEADING_PRICE = new RegExp(`^(${PRICE})\\s+(.*\\p{L}.*)$`, 'iu');

/** Specks OCR reads before a line's first price ('_Hk$9.50', '~HK$38', '“€5,50'). */
const LEADING_SPECKS = /^[“”„‚"'‘’\-–~_・·•]+(?=\S*\d)/u;

/** The lira sign after a leading price as OCR misreads it ('85¢ Mercimek', '35 t Ayran', '420 6 Karışık' for 85 ₺ ...): the sign, before a name. */
const LEADING_MISREAD_LIRA = /^(\d{1,4})(?:\s?[%+&¢]|\s+[t46])(?=\s+\p{L}{2})/u;

/** A Chinese, Japanese or Korean sign after a leading price that the words of a line were joined to the name with ('980 円焼き魚定食'): they join without spaces. */
const SIGN_ON_NAME = new RegExp(`^(${AMOUNT})\\s?([円元원])(?=\\S)`, 'u');

/**
 * '¥480 Edamame', '9,50 € Salade niçoise', '980円 焼き魚定食': a price printed
 * before its name. A bare number there is a count ('3 Eggs'), not a price,
 * unless the line prints it apart, in a column of its own (`apart`).
 */
export function splitLeadingPrice(line: string, apart = false): { name: string; price: ReadPrice } | null {
  const match = LEADING_PRICE.exec(line.trim().replace(LEADING_SPECKS, '').replace(SIGN_ON_NAME, '$1$2 ').replace(LEADING_MISREAD_LIRA, '$1 ₺'));
  if (!match) return null;
  const price = parsePrice(match[1]!);
  if (!price || (price.bare && !apart)) return null;
  const name = cleanName(match[2]!);
  return /\p{L}/u.test(name) ? { name, price } : null;
}

/**
 * Words menus print before one of several prices on a line: sizes, portions,
 * glass or bottle, in the catalogue's languages; and volumes ('0,3 l', '500 ml').
 * A list, not any short word: in a row that merges two columns
 * ('Bacalao al pilpil 4,50 € Hongos 4,90 €') a dish name is no size.
 */
const SIZE_WORDS = [
  's', 'm', 'l', 'xl', 'sm', 'md', 'lg', 'small', 'medium', 'large', 'reg', 'regular', 'lrg', 'half', 'full', 'single', 'double',
  'glass', 'bottle', 'cup', 'pot', 'petit', 'petite', 'moyen', 'grand', 'grande', 'verre', 'bouteille', 'pichet', 'pequeño', 'pequeña',
  'mediano', 'mediana', 'copa', 'botella', 'media', 'ración', 'racion', 'tapa', 'piccola', 'piccolo', 'bicchiere', 'bottiglia', 'klein',
  'mittel', 'groß', 'gross', 'glas', 'flasche', 'groot', 'middel', 'fles', 'küçük', 'orta', 'büyük', 'yarım', 'tam', 'porsiyon',
  'kadeh', 'şişe', 'mała', 'mala', 'średnia', 'duża', 'duza', 'p', 'g', 'pequeno', 'médio', 'medio', 'garrafa', 'copo',
].join('|');
const SIZE_WORD_OR_VOLUME = `(?:${SIZE_WORDS})\\.?|\\d+(?:[.,]\\d+)?\\s?(?:l|cl|ml|oz)`;
const SIZE_LABEL = new RegExp(`(?:^|\\s)(${SIZE_WORD_OR_VOLUME})$`, 'iu');

/** A size word or volume standing alone ('Reg', 'groot', '0,5 l'): part of a band of prices, not of names. */
export const isSizeLabel = (text: string): boolean => new RegExp(`^(?:${SIZE_WORD_OR_VOLUME})$`, 'iu').test(text.trim());

const SIZE_BEFORE_PRICE = new RegExp(`^(?:${SIZE_WORD_OR_VOLUME})\\s?(.+)$`, 'iu');

/**
 * A size and its price read as one word ('S$11.00', 'L$16.50', a volume
 * with its litre sign misread, '0,515.60€'): part of a band of prices too.
 * A bare number after a letter is no price.
 */
export function isSizedPrice(text: string): boolean {
  const rest = SIZE_BEFORE_PRICE.exec(withLitres(text.trim()))?.[1];
  const price = rest ? parsePrice(rest) : null;
  return price !== null && !price.bare;
}

export interface SizedPrice {
  label: string;
  price: ReadPrice;
}

/** The shape of a price without its digits: '$11.00' and '$16.50' alike, '35' and '950 TL' not. */
const shapeOf = (price: ReadPrice) => price.text.replace(/\d+(?:[.,]\d+)*/g, '9').replace(/\s/g, '');

/** A size word the OCR glued to the sign of its price ('S$11.00' for 'S $11.00'). */
const GLUED_SIZE = new RegExp(`(?<=^|\\s)((?:${SIZE_WORDS})\\.?)(?=(?:R\\$|[$€£¥₹₺₩₫])\\d)`, 'giu');

/** A size 'S' read as a dollar sign before the price's own ('$$11.00' for 'S $11.00'), or read with one more ('S$ $12.50'). */
const SIZE_READ_AS_SIGN = /(?<=^|\s)(?:S\$\s|\$)(?=\$\d)/gu;
/**
 * Specks between sizes and prices: a quote, a dash or a dot leader's last
 * dot before a size ("'S$12.50", '-L $16.50', '.Half ₹220') or before a size read as a sign ("'$$12.50"), a bar between a
 * size and its price ('L | $18.00').
 */
const SIZE_SPECKS = new RegExp(`(?<=^|\\s)['‘’“”"\\-–.](?=(?:${SIZE_WORDS})\\.?\\s?\\S*\\d|\\$\\$\\d)|(?<=\\s)\\|\\s(?=\\S*\\d)`, 'giu');

/**
 * 'Latte  Reg £3.20  Lrg £3.80', 'Helles 0,3 l 3,90 € 0,5 l 5,20 €': a name
 * and two or more prices, each after its size, all printed alike. Null for
 * any other line (one price, or prices without sizes).
 */
export function splitSizedPrices(line: string): { name: string; prices: SizedPrice[] } | null {
  let rest = withLitres(withPriceTidied(line)).replace(SIZE_SPECKS, '').replace(SIZE_READ_AS_SIGN, 'S ').replace(GLUED_SIZE, '$1 ');
  const prices: SizedPrice[] = [];
  for (;;) {
    const match = TRAILING_PRICE.exec(rest);
    const price = match ? parsePrice(match[1]!) : null;
    if (!match || !price || price.price === null) break;
    const before = rest.slice(0, rest.length - match[1]!.length).trimEnd();
    const label = SIZE_LABEL.exec(before);
    if (!label) break;
    prices.unshift({ label: label[1]!, price });
    rest = before.slice(0, before.length - label[0].length).trimEnd();
  }
  const name = cleanName(rest);
  if (prices.length < 2 || !/\p{L}/u.test(name)) return null;
  if (new Set(prices.map((p) => shapeOf(p.price))).size > 1) return null;
  return { name, prices };
}
