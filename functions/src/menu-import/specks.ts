// Specks and the table around a photographed page, taken out of the ink
// before OCR. A phone photo of a menu on a table is full of grain that the
// ink threshold keeps: Tesseract reads the grain as rows of stray letters and
// lets them break up the real rows. A speck is a blob far smaller than a
// letter with no letter beside it (a dot over an 'i', a decimal point or a
// comma always sits next to letters or digits); the page's text is where the
// letters that have neighbours are, and the rest of the picture is cut away.
import { blobsOf, letterHeight, type Blob } from './leaders';

const h = (b: Blob) => b.y1 - b.y0 + 1;
const w = (b: Blob) => b.x1 - b.x0 + 1;

export interface TextBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Erases isolated specks from `ink` (1 = ink) in place and returns the erased
 * pixel indexes, the box around the letters that stand among others
 * (null when the page has too few letters to tell) and a letter's height.
 */
export function eraseSpecks(ink: Uint8Array, width: number, height: number): { erased: number[]; text: TextBox | null; letter: number } {
  const blobs = blobsOf(ink, width, height);
  const letter = letterHeight(blobs, height);
  if (!letter) return { erased: [], text: null, letter };
  const isLetter = (b: Blob) => h(b) >= letter * 0.5 && h(b) <= letter * 3 && w(b) <= letter * 4;
  // Letters by grid cell of one letter height, to find neighbours without comparing every pair.
  const cell = Math.max(4, Math.round(letter));
  const grid = new Map<number, Blob[]>();
  const key = (cx: number, cy: number) => cy * 100_000 + cx;
  for (const b of blobs) {
    if (!isLetter(b)) continue;
    const k = key(Math.floor((b.x0 + b.x1) / 2 / cell), Math.floor((b.y0 + b.y1) / 2 / cell));
    (grid.get(k) ?? grid.set(k, []).get(k)!).push(b);
  }
  const near = (b: Blob, reach: number, self?: Blob): boolean => {
    const cx = Math.floor((b.x0 + b.x1) / 2 / cell);
    const cy = Math.floor((b.y0 + b.y1) / 2 / cell);
    const r = Math.ceil(reach / cell) + 2;
    for (let y = cy - r; y <= cy + r; y++) {
      for (let x = cx - r; x <= cx + r; x++) {
        for (const o of grid.get(key(x, y)) ?? []) {
          if (o === self) continue;
          const dx = Math.max(0, o.x0 - b.x1, b.x0 - o.x1);
          const dy = Math.max(0, o.y0 - b.y1, b.y0 - o.y1);
          if (dx <= reach && dy <= reach) return true;
        }
      }
    }
    return false;
  };
  const erased: number[] = [];
  for (const b of blobs) {
    if (w(b) > letter * 0.35 || h(b) > letter * 0.35 || near(b, letter * 0.8)) continue;
    for (const i of b.pixels) ink[i] = 0;
    erased.push(...b.pixels);
  }
  // Words: letters with another letter within one letter height.
  const words = blobs.filter((b) => isLetter(b) && near(b, letter, b));
  if (words.length < 8) return { erased, text: null, letter };
  const margin = Math.round(letter * 2);
  let [x0, y0, x1, y1] = [width, height, 0, 0];
  for (const b of words) {
    x0 = Math.min(x0, b.x0);
    y0 = Math.min(y0, b.y0);
    x1 = Math.max(x1, b.x1);
    y1 = Math.max(y1, b.y1);
  }
  const text = { x0: Math.max(0, x0 - margin), y0: Math.max(0, y0 - margin), x1: Math.min(width - 1, x1 + margin), y1: Math.min(height - 1, y1 + margin) };
  return { erased, text, letter };
}
