// Prices as menus print them (issue 14): 12, 12.50, $12.50, €12,50, 12,50 €,
// and 'MP' / 'Market Price' (no number: the owner sets it when publishing).

export interface ReadPrice {
  /** null for a market price. */
  price: number | null;
  /** As printed, trimmed. */
  text: string;
  /** A bare whole number could be part of the name ('7 Up'): a little less certain. */
  bare: boolean;
}

const CURRENCY = '[$€£]';
const AMOUNT = '\\d{1,4}(?:[.,]\\d{2})?';
// A price at the very end of a line, with an optional currency before or after it.
const TRAILING_PRICE = new RegExp(`(?:^|\\s|[.·…_]{2,})((?:${CURRENCY}\\s?)?${AMOUNT}(?:\\s?(?:${CURRENCY}|EUR|USD|GBP))?)$`, 'i');
const TRAILING_MARKET = /(?:^|\s|[.·…_]{2,})(M\.?\s?P\.?|market\s+price)$/i;

/** A whole text that is nothing but a price, or null. */
export function parsePrice(text: string): ReadPrice | null {
  const trimmed = text.trim();
  if (/^(M\.?\s?P\.?|market\s+price)$/i.test(trimmed)) return { price: null, text: trimmed, bare: false };
  const match = new RegExp(`^(${CURRENCY})?\\s?(${AMOUNT})\\s?(${CURRENCY}|EUR|USD|GBP)?$`, 'i').exec(trimmed);
  if (!match) return null;
  const amount = Number(match[2]!.replace(',', '.'));
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const bare = !match[1] && !match[3] && !/[.,]/.test(match[2]!);
  return { price: Math.round(amount * 100) / 100, text: trimmed, bare };
}

/** Dot leaders, bullets and stray separators around a name. */
export function cleanName(text: string): string {
  return text
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
