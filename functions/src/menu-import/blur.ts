// Whether a page's print is blurred, as in a phone photo: a sharp print's
// strokes go from paper to ink in a pixel or two, a blurred one's over
// several, so more of its ink is the soft grey of stroke edges. Chinese,
// Japanese and Korean glyphs need more pixels when blurred (image-prep.ts):
// their strokes merge sooner than a Latin letter's.
import type { TextBox } from './specks';

/** The darkest ink, leaving out this share of the ink pixels (grain, JPEG ringing). */
const DARKEST = 0.05;
/** Print with more than this share of soft ink is blurred: the corpus's photos 0.52-0.72, its screenshots and dark boards 0.22-0.42. */
export const BLURRED = 0.47;

/**
 * The share of the ink pixels in the text's box (grey under `threshold`)
 * that are soft: lighter than midway between the darkest ink and the
 * threshold.
 */
export function softInkShare(grey: Uint8Array, ink: Uint8Array, width: number, box: TextBox, threshold: number): number {
  const counts = new Uint32Array(256);
  let total = 0;
  for (let y = box.y0; y <= box.y1; y++)
    for (let x = box.x0; x <= box.x1; x++) {
      const i = y * width + x;
      // Ink erased since (dot leaders, grain) is paper now.
      if (!ink[i] || grey[i]! >= threshold) continue;
      counts[grey[i]!]! += 1;
      total += 1;
    }
  if (!total) return 0;
  let darkest = 0;
  for (let seen = 0; darkest < 255 && seen + counts[darkest]! <= total * DARKEST; darkest++) seen += counts[darkest]!;
  const cut = (darkest + threshold) / 2;
  let soft = 0;
  for (let v = Math.ceil(cut); v < 256; v++) soft += counts[v]!;
  return soft / total;
}
