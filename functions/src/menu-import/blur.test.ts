import { describe, expect, it } from 'vitest';
import { BLURRED, softInkShare } from './blur';
import { inkThreshold } from './deskew';

const W = 200;
const H = 120;

/** White paper with black strokes 3 px wide, blurred over `radius` pixels each side (a box blur along both axes). */
function strokes(radius: number): Uint8Array {
  let grey = new Uint8Array(W * H).fill(240);
  for (let y = 20; y < 100; y++) for (let x = 20; x < 180; x++) if (x % 12 < 3 || y % 16 < 3) grey[y * W + x] = 20;
  for (const [dx, dy] of [[1, 0], [0, 1]] as const) {
    const out = new Uint8Array(W * H);
    for (let y = 0; y < H; y++)
      for (let x = 0; x < W; x++) {
        let sum = 0;
        let n = 0;
        for (let k = -radius; k <= radius; k++) {
          const xx = x + k * dx;
          const yy = y + k * dy;
          if (xx < 0 || yy < 0 || xx >= W || yy >= H) continue;
          sum += grey[yy * W + xx]!;
          n += 1;
        }
        out[y * W + x] = Math.round(sum / n);
      }
    grey = out;
  }
  return grey;
}

function share(grey: Uint8Array): number {
  const threshold = inkThreshold(grey);
  const ink = grey.map((v) => (v < threshold ? 1 : 0));
  return softInkShare(grey, ink, W, { x0: 0, y0: 0, x1: W - 1, y1: H - 1 }, threshold);
}

describe('softInkShare', () => {
  it('tells blurred print from sharp print', () => {
    expect(share(strokes(0))).toBeLessThan(BLURRED);
    expect(share(strokes(2))).toBeGreaterThan(BLURRED);
  });

  it('counts no ink erased since (grey made paper again)', () => {
    const grey = strokes(0);
    const ink = new Uint8Array(W * H).fill(1);
    expect(softInkShare(grey, ink, W, { x0: 0, y0: 0, x1: W - 1, y1: H - 1 }, 100)).toBe(0);
  });
});
