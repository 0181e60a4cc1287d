import { describe, expect, it } from 'vitest';
import { inkThreshold } from './deskew';
import { flattenLight } from './illumination';
import { sharpen } from './sharpen';

const W = 320;
const H = 240;

/** Paper lit from the left (230 falling to 120 at the right), strokes of ink half as bright as the paper under them. */
function shadedPage(): { grey: Uint8Array; ink: number[] } {
  const grey = new Uint8Array(W * H);
  const ink: number[] = [];
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const paper = 230 - (110 * x) / W;
      const stroke = y % 30 >= 12 && y % 30 < 15 && x % 20 < 12;
      grey[y * W + x] = Math.round(stroke ? paper * 0.5 : paper);
      if (stroke) ink.push(y * W + x);
    }
  return { grey, ink };
}

describe('flattenLight', () => {
  it('makes a shaded page white all across and keeps its strokes dark, so one threshold finds every stroke and no shadow', () => {
    const { grey, ink } = shadedPage();
    flattenLight(grey, W, H);
    const threshold = inkThreshold(grey);
    const inked = new Set(ink);
    let strokesFound = 0;
    let paperTaken = 0;
    for (let i = 0; i < grey.length; i++) {
      if (inked.has(i)) strokesFound += grey[i]! < threshold ? 1 : 0;
      else paperTaken += grey[i]! < threshold ? 1 : 0;
    }
    expect(strokesFound).toBe(ink.length);
    expect(paperTaken).toBe(0);
  });

  it('leaves no dark band along the edge of a page lying on a darker table', () => {
    const grey = new Uint8Array(W * H);
    for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) grey[y * W + x] = x < W / 2 ? 110 : 225;
    flattenLight(grey, W, H);
    // Every pixel of the table, right up to the page, stays far lighter than ink at half the paper's light.
    expect(Math.min(...grey)).toBeGreaterThan(200);
  });
});

describe('sharpen', () => {
  it('makes a soft edge steeper and leaves flat paper alone', () => {
    const grey = new Uint8Array(40);
    for (let x = 0; x < 40; x++) grey[x] = x < 16 ? 230 : x < 24 ? Math.round(230 - ((x - 15) * 170) / 9) : 60;
    const before = Math.max(...grey.slice(1).map((v, i) => Math.abs(v - grey[i]!)));
    sharpen(grey, 40, 1);
    const after = Math.max(...grey.slice(1).map((v, i) => Math.abs(v - grey[i]!)));
    expect(after).toBeGreaterThan(before);
    expect(grey[2]).toBe(230);
    expect(grey[37]).toBe(60);
  });
});
