// Lines -> sections and items. Assumptions (docs/decisions.md
// "Reading a menu"): an item is a line that ends with a price (or a name line
// whose price sits alone on the next line, or a line that starts with a price
// with a sign or decimals); a line of sized prices ('Latte Reg £3.20 Lrg
// £3.80') is one item per size; lines after an item, close below
// it and without a price, are its description; a line without a price that is
// taller than the items, or short and in capitals, starts a section.
import type { DraftItem, DraftSection } from '../shared/menu-draft';
import { median } from '../shared/median';
import { dropGluedSigns } from './glued-signs';
import { readingOrder, type TextLine } from './layout';
import { signsAfterNumbers } from './signs-after';
import { signsBeforeNumbers } from './signs-before';
import { cleanName, parsePrice, splitLeadingPrice, splitSizedPrices, splitTrailingPrice, type ReadPrice } from './prices';
import type { TextFragment } from './text-layout';

interface Building {
  item: DraftItem;
  line: TextLine;
  /** The last line that belongs to the item (its name or a description line). */
  lastLine: TextLine;
  priceConfidence: number;
}

function confidenceOf(nameConfidence: number, price: ReadPrice | null, priceConfidence: number): number {
  if (!price) return Math.min(nameConfidence, 0.3);
  const shape = price.bare ? 0.9 : 1;
  return Math.round(Math.min(nameConfidence, priceConfidence) * shape * 100) / 100;
}

/** A line in capitals ('HAMUR İŞLERİ'): the way menus print their headings. */
function isCapitals(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 3 && letters === letters.toUpperCase();
}

function isHeading(line: TextLine, itemHeight: number): boolean {
  const words = line.text.split(' ').length;
  if (words > 6) return false;
  if (itemHeight > 0 && line.height >= itemHeight * 1.2) return true;
  return isCapitals(line.text) && words <= 4;
}

/** Confidence of the price part alone: the fragments the price was read from. */
function priceConfidence(line: TextLine, priceText: string): number {
  const tail = line.parts.filter((p) => priceText.includes(p.text.trim()));
  return tail.length > 0 ? Math.min(...tail.map((p) => p.confidence)) : line.confidence;
}

const hasDecimals = (text: string) => /\d[.,]\d{2}(?!\d)/.test(text);

/**
 * A decimal point OCR lost ('7.50' read '750'): on a menu that prints most of
 * its prices with decimals, a price without any separator ten times or more
 * above the decimal prices' median is that price with its point dropped; on
 * one that prints half of them so (a blurred photo loses many points), fifty
 * times or more: no dish costs fifty times the page's typical price. On a
 * short menu whose every other price has decimals (two at least, or one
 * beside three that lost their point), ten times is enough however many
 * lost it ('£1350', '£450' beside '£15.95' and '£4.00').
 */
export function restoreDecimalPoints(items: DraftItem[]): void {
  const priced = items.filter((i) => i.price !== null);
  const decimal = priced.filter((i) => hasDecimals(i.priceText));
  if (decimal.length < 1) return;
  const typical = median(decimal.map((i) => i.price!));
  const digitsOf = (item: DraftItem) => item.priceText.replace(/\D/g, '');
  const lostAbove = (item: DraftItem, factor: number) =>
    !/[.,]/.test(item.priceText) && digitsOf(item).length >= 3 && item.price! >= typical * factor;
  const lost = priced.filter((i) => lostAbove(i, 10)).length;
  // Two decimal prices at least, or one beside three that lost their point: one price alone says little of a page.
  const allOthersDecimal = decimal.length === priced.length - lost && (decimal.length >= 2 || lost >= 3);
  const most = decimal.length >= 3 && decimal.length >= priced.length * 0.5;
  if (!most && !allOthersDecimal) return;
  const factor = allOthersDecimal || decimal.length >= priced.length * 0.6 ? 10 : 50;
  for (const item of priced) if (lostAbove(item, factor)) item.price = Number(digitsOf(item)) / 100;
}

/** Space between a line's first word and the next, in line heights, that sets a number apart in a column of its own (prices printed first). */
const APART = 1.5;

/** The line begins with a number alone, set apart from the words after it: '7' then, far right, 'French Onion Soup'. */
function numberApart(line: TextLine): boolean {
  const [first, next] = line.parts;
  return !!first && !!next && /^\d{1,4}$/.test(first.text.trim()) && next.x - (first.x + first.width) >= line.height * APART;
}

/** Where a fragment stands: the lines' parts are copies of the fragments (levelled, their y moved), so they are matched by place. */
const placeOf = (f: TextFragment) => `${f.page}:${f.x}:${f.width}:${f.text}`;

/**
 * The page's lines, read again where a sign before the prices was read as a
 * digit, that digit read as the sign (signs-before.ts), and where a sign
 * after them was read as a letter, that letter read as the sign (signs-after.ts).
 */
function linesOf(fragments: TextFragment[]): TextLine[] {
  const lines = readingOrder(fragments);
  const rewrites = new Map<string, string>();
  for (const page of new Set(lines.map((l) => l.page)))
    for (const found of [signsBeforeNumbers, signsAfterNumbers])
      for (const [fragment, text] of found(lines.filter((l) => l.page === page))) rewrites.set(placeOf(fragment), text);
  if (!rewrites.size) return lines;
  return readingOrder(fragments.map((f) => {
    const text = rewrites.get(placeOf(f));
    return text === undefined ? f : { ...f, text };
  }));
}

/** The sections and items of a menu, from the fragments its reader found. */
export function parseMenu(fragments: TextFragment[]): DraftSection[] {
  const lines = linesOf(fragments);
  const itemHeight = median(lines.filter((l) => splitTrailingPrice(l.text)?.name).map((l) => l.height));
  const sections: DraftSection[] = [];
  let section: DraftSection | null = null;
  let current: Building | null = null;
  let itemCount = 0;

  const finish = () => {
    if (current) current.item.confidence = confidenceOf(current.line.confidence, parsePrice(current.item.priceText), current.priceConfidence);
    current = null;
  };
  const openSection = (name: string) => {
    finish();
    section = { id: `s${sections.length + 1}`, name, items: [] };
    sections.push(section);
  };
  const startItem = (line: TextLine, name: string, price: ReadPrice | null, priceText: string) => {
    finish();
    if (!section) openSection('');
    itemCount += 1;
    const item: DraftItem = { id: `i${itemCount}`, name, description: '', price: price?.price ?? null, priceText, confidence: 0 };
    section!.items.push(item);
    current = { item, line, lastLine: line, priceConfidence: price ? priceConfidence(line, priceText) : 0 };
  };
  /** Close below the item's last line, in the same column: part of that item. */
  const follows = (line: TextLine): boolean => {
    if (!current) return false;
    const last: TextLine = current.lastLine;
    const gap = line.y - (last.y + last.height);
    return line.page === last.page && line.column === last.column && gap >= -last.height / 2 && gap < last.height * 0.9;
  };

  /** The next line is a price alone, close below this one: this line is its name, never a heading or a description. */
  const priceBelow = (index: number): boolean => {
    const line = lines[index]!;
    const next = lines[index + 1];
    if (!next || next.page !== line.page || next.column !== line.column) return false;
    const gap = next.y - (line.y + line.height);
    return splitTrailingPrice(next.text)?.name === '' && gap >= -line.height / 2 && gap < line.height * 0.9;
  };

  for (const [index, line] of lines.entries()) {
    const sized = splitSizedPrices(line.text);
    if (sized) {
      // One item per size: the menu keeps one price per item.
      for (const { label, price } of sized.prices) startItem(line, `${sized.name} (${label})`, price, price.text);
      continue;
    }
    const split = splitTrailingPrice(line.text);
    if (split && split.name) {
      startItem(line, split.name, split.price, split.price.text);
      continue;
    }
    const leading = split ? null : splitLeadingPrice(line.text, numberApart(line));
    if (leading) {
      startItem(line, leading.name, leading.price, leading.price.text);
      continue;
    }
    const building = current as Building | null;
    if (split && building && building.item.priceText === '' && follows(line)) {
      // A name line with its price alone on the next line.
      building.item.price = split.price.price;
      building.item.priceText = split.price.text;
      building.priceConfidence = priceConfidence(line, split.price.text);
      building.lastLine = line;
      continue;
    }
    if (split) continue; // a price with nothing to belong to
    if (priceBelow(index) && !isCapitals(line.text) && /\p{L}{2}/u.test(line.text)) {
      startItem(line, cleanName(line.text), null, '');
      continue;
    }
    if (isHeading(line, itemHeight)) {
      openSection(cleanName(line.text));
      continue;
    }
    if (building && follows(line)) {
      building.item.description = `${building.item.description} ${line.text}`.trim();
      building.lastLine = line;
      continue;
    }
    // A short line standing alone is a name whose price may follow on the next line.
    if (line.text.split(' ').length <= 6) startItem(line, cleanName(line.text), null, '');
  }
  finish();
  restoreDecimalPoints(sections.flatMap((s) => s.items));
  dropGluedSigns(sections.flatMap((s) => s.items));
  // Name lines that never found a price and titles with no items are not menu content.
  return sections
    .map((s) => ({ ...s, items: s.items.filter((i) => i.priceText !== '' || i.description !== '') }))
    .filter((s) => s.items.length > 0);
}
