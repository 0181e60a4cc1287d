// Dot leaders and rules, taken out of the ink before OCR. Tesseract reads a
// row of dots as letters glued to the name ('Steak Frites oo.oo') or swallows
// the price's decimal point among them ('7.50' -> '750'); a rule under a
// heading becomes a row of 'EE'. Found as shapes: a dot is a blob far smaller
// than a letter, and five or more dots alike and evenly along one row are a
// leader (a lone decimal point or an 'i' dot is never five in a row); a rule is a blob
// many letters long and much thinner than a letter, or, like a photographed
// page's edge, slanted: a box twelve letters long under a letter tall, or
// eight letters tall and thinner than one. A blob that long touching the
// picture's border is the table beyond the page's edge, whatever its
// thickness (a wedge of it, between the edge and the border, read as 'CEC
// artt ama' made a column of its own over a price column).
import { median } from '../../../src/domain/shared/median';

export interface Blob {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  pixels: number[];
}

/** Connected blobs of ink (8-neighbours). */
export function blobsOf(ink: Uint8Array, width: number, height: number): Blob[] {
  const seen = new Uint8Array(ink.length);
  const blobs: Blob[] = [];
  const stack: number[] = [];
  for (let start = 0; start < ink.length; start++) {
    if (!ink[start] || seen[start]) continue;
    const blob: Blob = { x0: width, y0: height, x1: 0, y1: 0, pixels: [] };
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      blob.pixels.push(i);
      const x = i % width;
      const y = (i - x) / width;
      if (x < blob.x0) blob.x0 = x;
      if (x > blob.x1) blob.x1 = x;
      if (y < blob.y0) blob.y0 = y;
      if (y > blob.y1) blob.y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const n = ny * width + nx;
          if (ink[n] && !seen[n]) {
            seen[n] = 1;
            stack.push(n);
          }
        }
      }
    }
    blobs.push(blob);
  }
  return blobs;
}

/**
 * A letter's height on the page: the median height of the blobs tall enough
 * to be letters rather than specks, those under a third of the tall ones
 * (the 90th percentile) left out: a page of dot leaders has more dots than
 * letters, and their median was a dot's.
 */
export function letterHeight(blobs: readonly Blob[], pageHeight: number): number {
  const heights = blobs.map((b) => b.y1 - b.y0 + 1).filter((h) => h >= 6 && h < pageHeight / 8).sort((a, b) => a - b);
  const tall = heights[Math.floor(heights.length * 0.9)] ?? 0;
  return median(heights.filter((h) => h >= tall / 3));
}

/**
 * Five or more dots alike and evenly spaced: a printed leader. Specks of a
 * photo, a comma and an 'i' dot can line up by chance, but not evenly and
 * not five of one size.
 */
function isLeader(chain: Array<{ b: Blob; x: number }>): boolean {
  if (chain.length < 5) return false;
  const gaps = chain.slice(1).map((d, i) => d.x - chain[i]!.x);
  const gap = median(gaps);
  const size = median(chain.map((d) => d.b.pixels.length));
  return gaps.every((g) => g >= gap * 0.6 && g <= gap * 1.5) && chain.every((d) => d.b.pixels.length >= size * 0.4 && d.b.pixels.length <= size * 2.5);
}

/** Erases leaders and rules from `ink` (1 = ink) in place; returns the pixel indexes erased. */
export function eraseLeaders(ink: Uint8Array, width: number, height: number): number[] {
  const blobs = blobsOf(ink, width, height);
  const h = (b: Blob) => b.y1 - b.y0 + 1;
  const w = (b: Blob) => b.x1 - b.x0 + 1;
  const letter = letterHeight(blobs, height);
  if (!letter) return [];
  const erased: number[] = [];
  const erase = (b: Blob) => {
    for (const i of b.pixels) ink[i] = 0;
    erased.push(...b.pixels);
  };
  // Rules, and the page's edges in a photo (slanted, so their box is taller), and the table beyond them: no word is one blob that long.
  const atBorder = (b: Blob) => b.x0 === 0 || b.y0 === 0 || b.x1 === width - 1 || b.y1 === height - 1;
  const isRule = (b: Blob) =>
    (w(b) > letter * 6 && h(b) < letter * 0.35) || (w(b) > letter * 12 && h(b) < letter * 0.8) || (h(b) > letter * 8 && w(b) < letter * 0.6) ||
    (atBorder(b) && (w(b) > letter * 12 || h(b) > letter * 8));
  for (const b of blobs) if (isRule(b)) erase(b);
  const dots = blobs
    .filter((b) => w(b) <= letter * 0.4 && h(b) <= letter * 0.4 && w(b) <= h(b) * 2.5 && h(b) <= w(b) * 2.5)
    .map((b) => ({ b, x: (b.x0 + b.x1) / 2, y: (b.y0 + b.y1) / 2 }))
    .sort((a, b) => a.x - b.x);
  const used = new Set<number>();
  for (let i = 0; i < dots.length; i++) {
    if (used.has(i)) continue;
    const chain = [i];
    let last = dots[i]!;
    for (let j = i + 1; j < dots.length && dots[j]!.x - last.x <= letter * 1.6; j++) {
      if (used.has(j) || Math.abs(dots[j]!.y - last.y) > letter * 0.2 || dots[j]!.x - last.x < letter * 0.15) continue;
      chain.push(j);
      last = dots[j]!;
    }
    if (!isLeader(chain.map((k) => dots[k]!))) continue;
    for (const k of chain) {
      used.add(k);
      erase(dots[k]!.b);
    }
  }
  return erased;
}
