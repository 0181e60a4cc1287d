// Turns positioned fragments into lines in reading order: columns
// found from the page's horizontal gaps, then rows within each column. A menu
// prints names at the left of a column and prices at its right, often far
// apart: a band of x that holds mostly prices belongs to the column at its left.
import { median } from '../shared/median';
import { hasCjk } from './cjk-words';
import { isSizedPrice, isSizeLabel, parsePrice, splitTrailingPrice } from './prices';
import { centreOf, type TextFragment } from './text-layout';
import { levelled } from './text-slope';

export interface TextLine {
  text: string;
  page: number;
  column: number;
  y: number;
  height: number;
  confidence: number;
  /** The fragments joined into this line, left to right. */
  parts: TextFragment[];
}

/** Digits and a currency sign, misread past parsing ('031390€' for '0,3 l 3,90 €'): still where a price stands. */
const SIGNED_DIGITS = /^(?=.*\d)(?=.*[$€£¥₹₺₫])[\d.,/$€£¥₹₺₫]+$/u;

/** A price, the currency sign an OCR reads as a word of its own ('12,50' '€'), or the size before one of several prices. */
const isPricePiece = (text: string): boolean =>
  parsePrice(text) !== null || isSizeLabel(text) || isSizedPrice(text) || SIGNED_DIGITS.test(text.trim()) ||
  /^(R\$|[$€£¥₹₺₫đ円元원]|EUR|USD|GBP|TL|CHF|kr|zł|zl|zt|zi)$/i.test(text.trim());

interface Band {
  from: number;
  to: number;
}

/** Body text height of a page: headings are taller and must not widen the gaps' tolerance. */
export const typicalHeight = (fragments: TextFragment[]): number => median(fragments.map((f) => f.height)) || 1;

/** Horizontal bands covered by text; two pieces closer than `gap` are one band. */
function bands(fragments: TextFragment[], gap: number): Band[] {
  const sorted = [...fragments].sort((a, b) => a.x - b.x);
  const out: Band[] = [];
  for (const f of sorted) {
    const last = out[out.length - 1];
    if (last && f.x <= last.to + gap) last.to = Math.max(last.to, f.x + f.width);
    else out.push({ from: f.x, to: f.x + f.width });
  }
  return out.flatMap((band) => splitAtBridges(band, fragments, gap));
}

/**
 * How many rows have text across the middle of a stretch from `from` to `to`
 * (half a line each side of its centre), specks left out (a dot half a line
 * wide at most): fragments whose centres are a third of `gap` (half a line)
 * apart or more are on different rows. A column's heading that begins a
 * little left of its names reaches only the stretch's edge.
 */
function rowsAcross(fragments: TextFragment[], from: number, to: number, gap: number): number {
  const middle = (from + to) / 2;
  return rowCount(fragments.filter((f) => f.x < middle + gap / 4 && f.x + f.width > middle - gap / 4 && f.width > gap / 3), gap / 3);
}

/** How many rows the fragments stand on: centres `apart` or more from the one above start a row. */
function rowCount(fragments: TextFragment[], apart: number): number {
  const centres = fragments.map(centreOf).sort((a, b) => a - b);
  return centres.filter((c, i) => i === 0 || c - centres[i - 1]! >= apart).length;
}

/**
 * A band split where, over `gap` or more, no two lines have text and one
 * line at most has text across its middle: a gutter that one line bridges
 * (a title across two columns, 'Bar La Plaza' over the first column's
 * prices and the second column's names, a long name reaching towards its
 * price) is still a gutter; two lines whose spaces between words overlap
 * there are not ('Acqua naturale 50 cl' over 'Vino rosso della casa' in a
 * fixed-width font).
 */
function splitAtBridges(band: Band, fragments: TextFragment[], gap: number): Band[] {
  const from = Math.floor(band.from);
  const cover = new Uint16Array(Math.ceil(band.to) - from + 1);
  for (const f of fragments) {
    if (f.x + f.width <= band.from || f.x >= band.to) continue;
    for (let x = Math.max(0, Math.floor(f.x) - from); x < Math.min(cover.length, Math.ceil(f.x + f.width) - from); x++) cover[x]! += 1;
  }
  const out: Band[] = [];
  let start = -1;
  let thin = -1;
  for (let x = 0; x <= cover.length; x++) {
    const shared = x < cover.length && cover[x]! >= 2;
    if (!shared) {
      if (thin < 0) thin = x;
      continue;
    }
    if (start < 0) start = x;
    else if (thin >= 0 && x - thin >= gap && rowsAcross(fragments, from + thin, from + x, gap) <= 1) {
      out.push({ from: from + start, to: from + thin });
      start = x;
    }
    thin = -1;
  }
  if (start < 0) return [band];
  out.push({ from: from + start, to: from + (thin < 0 ? cover.length : thin) });
  // The band's single-line ends stay in it: a column's one long word is still that column's.
  out[0]!.from = band.from;
  out[out.length - 1]!.to = band.to;
  return out;
}

/**
 * A band holding one line with no price on it anywhere across the page: a
 * word of a title standing apart (letters without ascenders, 'zum', pass for
 * body height, or a title of a few words, 'Bar Mleczny Pod Lipą'), no
 * column. Made a column, it would take the prices at its right from the
 * names at its left. A CJK title may be any number of words (the OCR splits
 * CJK print where it likes: 'まる' 'や' '食堂', '老' '北' '京'), and is barely
 * taller than the body, whose words' boxes vary in height glyph by glyph.
 */
function isTitleWord(inside: TextFragment[], body: TextFragment[], h: number): boolean {
  if (inside.length === 0 || (inside.length > 6 && !inside.every((f) => hasCjk(f.text)))) return false;
  const centres = inside.map(centreOf);
  if (Math.max(...centres) - Math.min(...centres) > h / 2) return false;
  // A lone digit is a speck of the title's print ('Phở 2 Hà Nội'), no price.
  const onLine = body.filter((f) => Math.abs(centreOf(f) - centres[0]!) < h / 2 && !/^\d$/.test(f.text.trim()));
  return !onLine.some((f) => isPricePiece(f.text) || splitTrailingPrice(f.text) !== null);
}

/**
 * A band of one row with digits in it or between it and the next band (an
 * unsure word there shapes no band), before a price on the same row further
 * right: no column of a menu (which has lines under each
 * other) but the middle of a line of the column at its left, a size and its
 * price whose size word OCR misread ('klein 2,90 groot 3,80' read 'kien
 * 2,90' or 'klem290'), so that the band is no longer mostly prices.
 */
function isMidLine(band: Band, inside: TextFragment[], body: TextFragment[], next: Band | undefined, h: number): boolean {
  if (!next || inside.length === 0) return false;
  const centres = inside.map(centreOf);
  if (Math.max(...centres) - Math.min(...centres) > h / 2) return false;
  const onRow = body.filter((f) => Math.abs(centreOf(f) - centres[0]!) < h / 2);
  const x = (f: TextFragment) => f.x + f.width / 2;
  // Digits from the band up to the next one (an unsure word there shaped no band), and a price in the next.
  return onRow.some((f) => x(f) >= band.from && x(f) < next.from && /\d/.test(f.text)) &&
    onRow.some((f) => x(f) >= next.from && x(f) <= next.to && isPricePiece(f.text));
}

/** Two digits or more and a letter at most: a price misread past parsing (''S$12.50', '$$11.00'), never a column's name. */
const MISREAD_PRICE = /^(?=(?:\D*\d){2})(?!(?:[^\p{L}]*\p{L}){2})/u;

/**
 * How many rows of a band have a price further right on their row, counting
 * every word whatever its height: a band of one row of body text may still
 * be a column's start, whose other names OCR boxed taller than the body
 * (specks taken in: 'Caipirinha' 56 px high among 30) and whose prices
 * stand at the page's right.
 */
function pricedRows(band: Band, fragments: TextFragment[], h: number): number {
  const priced = fragments
    .filter((f) => f.x + f.width / 2 >= band.from && f.x + f.width / 2 <= band.to)
    .filter((f) => fragments.some((p) => p.x >= band.to && isPricePiece(p.text) && Math.abs(centreOf(p) - centreOf(f)) < h / 2));
  return rowCount(priced, h / 2);
}

/** Words read with less confidence shape no column (they still read with the one they fall in). */
const SURE = 0.3;

/** Specks OCR reads around a price or size ('“€5,50.', '-€6,50', '.Half': a dot leader's last dot). */
const priceWithoutSpecks = (text: string) => text.trim().replace(/^[“”„‚"'‘’\-–~_・·•.]+|[“”„"'‘’.,:;。]+$/gu, '');

/**
 * Bands where the prices of a column stand close to the names of the next
 * (three columns with narrow gutters, in a photo whose blur widens every
 * word): rows of the band that begin with a price, two at least and half of
 * the rows with names at the left, while the bands at their left hold names
 * and no price on those rows, and half of them at least with a name after
 * the price (not a sign: '85 b'). Such a band is split after those prices, which
 * then join the names at their left. A price-first menu's column keeps its
 * prices: the bands at their left hold the previous column's prices.
 */
function withPricesOfColumnBefore(found: Band[], words: TextFragment[], h: number): Band[] {
  const out: Band[] = [];
  for (const [index, band] of found.entries()) {
    if (index === 0) {
      out.push(band);
      continue;
    }
    const inside = words.filter((f) => f.x + f.width / 2 >= band.from && f.x + f.width / 2 <= band.to);
    const leftOf = words.filter((f) => f.x + f.width / 2 < band.from);
    const rowOf = (f: TextFragment, among: TextFragment[]) => among.filter((o) => Math.abs(centreOf(o) - centreOf(f)) < h / 2);
    const namedRows = new Set<number>();
    const leading: TextFragment[] = [];
    for (const f of inside) {
      const before = rowOf(f, leftOf);
      if (before.length === 0 || before.some((o) => isPricePiece(priceWithoutSpecks(o.text)))) continue;
      namedRows.add(Math.round(centreOf(f) / (h / 2)));
      const first = rowOf(f, inside).sort((a, b) => a.x - b.x)[0];
      if (first === f && isPricePiece(priceWithoutSpecks(f.text))) leading.push(f);
    }
    const split = Math.max(...leading.map((f) => f.x + f.width));
    const rest = inside.filter((f) => !leading.includes(f));
    const clean = rest.every((f) => f.x >= split || f.x + f.width <= split);
    // Names after the prices on their rows, not the sign printed after each ('85 b': the lira sign misread).
    const named = leading.filter((p) => rowOf(p, rest).some((f) => f.x >= split && /\p{L}{2}/u.test(f.text))).length;
    if (leading.length < 2 || leading.length < namedRows.size / 2 || named < 2 || named < leading.length / 2 || !clean) {
      out.push(band);
      continue;
    }
    out.push({ from: band.from, to: split }, { from: Math.min(...rest.filter((f) => f.x >= split).map((f) => f.x)), to: band.to });
  }
  return out;
}

/** Columns of a page: bands, where a band of mostly prices joins the band at its left. */
export function columnsOf(fragments: TextFragment[]): Band[] {
  const h = typicalHeight(fragments);
  // Headings and titles are often centred across the gutter; only body text shapes the columns, and only words read
  // with some confidence: a photographed page's edge read as letters ('ETE DY') would bridge the gutters it lies across.
  const body = fragments.filter((f) => f.height <= h * 1.35);
  const sure = body.filter((f) => f.confidence >= SURE);
  const found = withPricesOfColumnBefore(bands(sure, h * 1.5), sure, h);
  const columns: Band[] = [];
  // A band of prices at the page's left edge is a price-first menu's prices: it joins the band at its right.
  let pricesFirst: number | null = null;
  for (const [index, band] of found.entries()) {
    // Words by their centre: an unsure word that shaped no band may reach past the band's edge.
    const inside = body.filter((f) => f.x + f.width / 2 >= band.from && f.x + f.width / 2 <= band.to);
    const prices = inside.filter((f) => isPricePiece(priceWithoutSpecks(f.text)) || MISREAD_PRICE.test(f.text.trim())).length;
    const mostlyPrices = inside.length > 0 && prices / inside.length >= 0.6;
    const previous = columns[columns.length - 1];
    if (!mostlyPrices && found.length > 1 && isTitleWord(inside, body, h)) continue;
    if (previous && (mostlyPrices || (isMidLine(band, inside, body, found[index + 1], h) && pricedRows(band, fragments, h) < 2))) previous.to = band.to;
    else if (!previous && mostlyPrices && pricesFirst === null) pricesFirst = band.from;
    else {
      columns.push({ from: columns.length === 0 && pricesFirst !== null ? pricesFirst : band.from, to: band.to });
    }
  }
  if (columns.length === 0 && pricesFirst !== null) columns.push({ from: pricesFirst, to: Math.max(...found.map((b) => b.to)) });
  return columns;
}

function columnOf(fragment: TextFragment, columns: Band[]): number {
  // A fragment reaching into several columns (a centred title) reads with the first it touches.
  const touching = columns.findIndex((c) => fragment.x < c.to && fragment.x + fragment.width > c.from);
  if (touching >= 0) return touching;
  const centre = fragment.x + fragment.width / 2;
  let best = 0;
  columns.forEach((c, i) => {
    const distance = (c: Band) => Math.min(Math.abs(centre - c.from), Math.abs(centre - c.to));
    if (distance(c) < distance(columns[best]!)) best = i;
  });
  return best;
}

/** Chinese and Japanese, written without spaces between words: Han characters, kana and their long-vowel mark. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]/u;

/** Korean: spaced between words, but OCR also splits a word into its syllables ('김 치 찌개' for 김치찌개). */
const HANGUL = /\p{Script=Hangul}/u;
const loneSyllable = (word: string) => [...word].length === 1 && HANGUL.test(word);

/**
 * The words of a row as one text: spaces between them, except between two
 * Chinese or Japanese words, which OCR splits where the print has no space,
 * and between Korean words when one of the two is a syllable alone (a dish's
 * name is one word; OCR splits it, a menu rarely spaces a lone syllable).
 */
export function joinWords(words: readonly string[]): string {
  let text = '';
  let previous = '';
  for (const word of words.map((w) => w.trim()).filter(Boolean)) {
    const cjk = UNSPACED.test(text.at(-1) ?? '') && UNSPACED.test(word[0]!);
    const korean = HANGUL.test(text.at(-1) ?? '') && HANGUL.test(word[0]!) && (loneSyllable(previous) || loneSyllable(word));
    text += text === '' || cjk || korean ? word : ` ${word}`;
    previous = word;
  }
  return text.replace(/\s+/g, ' ');
}

/** Rows of one column: fragments whose vertical centres are within half a line of each other. */
function rowsOf(fragments: TextFragment[], page: number, column: number): TextLine[] {
  const sorted = [...fragments].sort((a, b) => centreOf(a) - centreOf(b));
  const rows: TextFragment[][] = [];
  for (const f of sorted) {
    const row = rows[rows.length - 1];
    const centre = centreOf(f);
    if (row) {
      const rowCentre = row.reduce((s, r) => s + centreOf(r), 0) / row.length;
      const rowHeight = Math.max(...row.map((r) => r.height));
      if (Math.abs(centre - rowCentre) < Math.max(rowHeight, f.height) / 2) {
        row.push(f);
        continue;
      }
    }
    rows.push([f]);
  }
  return rows.map((row) => withoutMarginSpeck(lineOf([...row].sort((a, b) => a.x - b.x), page, column)));
}

function lineOf(parts: TextFragment[], page: number, column: number): TextLine {
  return {
    text: joinWords(parts.map((p) => p.text)),
    page,
    column,
    y: Math.min(...parts.map((p) => p.y)),
    height: Math.max(...parts.map((p) => p.height)),
    confidence: Math.min(...parts.map((p) => p.confidence)),
    parts,
  };
}

/** A speck stands this many letter heights at least left of the line's name. */
const SPECK_GAP = 2;

/**
 * A line that begins with a speck in the page's margin, read as a character
 * or two ('3', 'i', '1' at the paper's edge, far left of 'Carpaccio di manzo
 * 12,00 €'), without it: the rest of the line is an item with its price, so
 * the speck is no price before a name either.
 */
export function withoutMarginSpeck(line: TextLine): TextLine {
  const [first, next, ...others] = line.parts;
  if (!first || !next || !others.length || [...first.text.trim()].length > 2) return line;
  const rest = [next, ...others];
  if (next.x - (first.x + first.width) < SPECK_GAP * median(rest.map((p) => p.height))) return line;
  return splitTrailingPrice(joinWords(rest.map((p) => p.text)))?.name ? lineOf(rest, line.page, line.column) : line;
}

/** Width of a character of a price, for the height of its box: digits are a little over half as wide as tall. */
const DIGIT_WIDTH = 0.6;
const LEADER_RUN = /^(.*?)[.·…]{3,}\s*([^.·…]+)$/u;

/**
 * A dot leader the OCR read as one word with the price after it
 * ('..........€6,50', 'lemonTart.......06.75'), or a price whose box took in
 * the leader before it: a long, unsure word that would pass for a page's edge.
 * Split into the name (if any) at the left and the price at the right, each
 * boxed about as wide as its characters.
 */
export function splitLeaderRun(f: TextFragment): TextFragment[] {
  const run = LEADER_RUN.exec(f.text.trim());
  const [name, price] = run ? [run[1]!.trim(), run[2]!.trim()] : ['', f.text.trim()];
  if (!parsePrice(price) || (!run && f.width <= f.height * 10)) return [f];
  const priceWidth = Math.min(f.width, price.length * f.height * DIGIT_WIDTH);
  const pieces: TextFragment[] = [{ ...f, text: price, x: f.x + f.width - priceWidth, width: priceWidth }];
  if (name) pieces.unshift({ ...f, text: name, width: Math.min(f.width - priceWidth, name.length * f.height * DIGIT_WIDTH) });
  return pieces;
}

/** All lines of a document in reading order: page by page, column by column, top to bottom. */
export function readingOrder(fragments: TextFragment[]): TextLine[] {
  // Specks read as '.' or '~' carry no text and would spoil the confidence of the line they sit on.
  // So are a photographed page's edge or a rule read as a long, unsure word ('eee' across two columns),
  // which would join the columns it crosses; a PDF's long text runs are sure of themselves.
  const isEdge = (f: TextFragment) => f.confidence < 0.5 && f.width > f.height * 10;
  const clean = fragments
    .flatMap(splitLeaderRun)
    .filter((f) => /[\p{L}\p{N}$€£]/u.test(f.text) && f.width > 0 && f.height > 0 && !isEdge(f));
  const pages = [...new Set(clean.map((f) => f.page))].sort((a, b) => a - b);
  const lines: TextLine[] = [];
  for (const page of pages) {
    const onPage = levelled(clean.filter((f) => f.page === page));
    const columns = columnsOf(onPage);
    columns.forEach((_, column) => {
      const inColumn = onPage.filter((f) => columnOf(f, columns) === column);
      lines.push(...rowsOf(inColumn, page, column));
    });
  }
  // Lines with no letter or digit are specks and rules, not text.
  return lines.filter((l) => /[\p{L}\p{N}]/u.test(l.text));
}
