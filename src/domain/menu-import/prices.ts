// Prices as menus print them: 12, 12.50, $12.50, €12,50, 12,50 €, 85 ₺,
// 340 TL, CHF 9.50, 165 kr (any sign or code before or after the number,
// comma or point decimals), and 'MP' / 'Market Price' (no number: the owner
// sets it when publishing). A size inside a name ('Ayran 30 CL') is no price:
// units are not currencies.

export interface ReadPrice {
  /** null for a market price. */
  price: number | null;
  /** As printed, trimmed. */
  text: string;
  /** A bare whole number could be part of the name ('7 Up'): a little less certain. */
  bare: boolean;
}

/** Signs and codes written before or after the number. */
const CURRENCY = '(?:R\\$|[$€£¥₹₺₽₩₫]|CHF|TL|TRY|EUR|USD|GBP|kr|zł|Kč|Ft|lei)';
const AMOUNT = '\\d{1,4}(?:[.,]\\d{2})?';
// A price at the very end of a line, with an optional currency before or after it.
const TRAILING_PRICE = new RegExp(`(?:^|\\s|[.·…_]{2,})((?:${CURRENCY}\\s?)?${AMOUNT}(?:\\s?${CURRENCY}\\.?)?)$`, 'iu');
const TRAILING_MARKET = /(?:^|\s|[.·…_]{2,})(M\.?\s?P\.?|market\s+price)$/i;

/** A whole text that is nothing but a price, or null. */
export function parsePrice(text: string): ReadPrice | null {
  const trimmed = text.trim();
  if (/^(M\.?\s?P\.?|market\s+price)$/i.test(trimmed)) return { price: null, text: trimmed, bare: false };
  const match = new RegExp(`^(${CURRENCY})?\\s?(${AMOUNT})\\s?(${CURRENCY})?\\.?$`, 'iu').exec(trimmed);
  if (!match) return null;
  const amount = Number(match[2]!.replace(',', '.'));
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const bare = !match[1] && !match[3] && !/[.,]/.test(match[2]!);
  return { price: Math.round(amount * 100) / 100, text: trimmed, bare };
}

/**
 * What OCR makes of a dot leader's dots after a name: runs of points, commas
 * and quotes, or of small round letters ('oe', 'ooo', 'eee', 'ee.').
 */
const LEADER_TAIL = /(?:\s+(?:[.,·…:;'"`°~_\-–—]+|[.,·…'°]*(?:o|e|oe|c){2,}[.,·…'°]*|[oe][.,·…'°]+))+$/iu;

/** Dot leaders, bullets and stray separators around a name. */
export function cleanName(text: string): string {
  return text
    .replace(LEADER_TAIL, '')
    .replace(/^[\s•·*\-–—|]+/, '')
    .replace(/[\s.·…_\-–—|:]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 'Margherita ..... $12.50' -> name 'Margherita' and the price; null when the line ends with no price. */
export function splitTrailingPrice(line: string): { name: string; price: ReadPrice } | null {
  const text = line.trim();
  const match = TRAILING_MARKET.exec(text) ?? TRAILING_PRICE.exec(text);
  if (!match) return null;
  const price = parsePrice(match[1]!);
  if (!price) return null;
  return { name: cleanName(text.slice(0, text.length - match[1]!.length)), price };
}
