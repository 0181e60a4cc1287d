import { describe, expect, it } from 'vitest';
import { eraseLeaders, letterHeight } from './leaders';

// A tiny ink bitmap: letters as 4x10 bars, dots as 2x2 squares.
function page(width: number, height: number, draw: (box: (x: number, y: number, w: number, h: number) => void) => void) {
  const ink = new Uint8Array(width * height);
  draw((x0, y0, w, h) => {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) ink[y * width + x] = 1;
  });
  return ink;
}
const inkCount = (ink: Uint8Array) => ink.reduce((a, b) => a + b, 0);

describe('eraseLeaders', () => {
  it('erases a row of evenly spaced dots between a name and its price, and keeps the letters', () => {
    const ink = page(200, 200, (box) => {
      for (let i = 0; i < 6; i++) box(2 + i * 6, 10, 4, 10); // a name
      for (let i = 0; i < 10; i++) box(45 + i * 8, 18, 2, 2); // the leader
      for (let i = 0; i < 3; i++) box(130 + i * 6, 10, 4, 10); // a price
    });
    const letters = 9 * 40;
    eraseLeaders(ink, 200, 200);
    expect(inkCount(ink)).toBe(letters);
  });

  it('keeps a decimal point and a few scattered specks', () => {
    const ink = page(200, 200, (box) => {
      for (let i = 0; i < 6; i++) box(2 + i * 6, 10, 4, 10);
      box(40, 10, 4, 10);
      box(46, 18, 2, 2); // the decimal point
      box(50, 10, 4, 10);
      box(90, 30, 2, 2); box(97, 31, 2, 2); box(120, 2, 2, 2); // specks, not in an even row
    });
    const before = inkCount(ink);
    eraseLeaders(ink, 200, 200);
    expect(inkCount(ink)).toBe(before);
  });

  it('erases a rule under a heading', () => {
    const ink = page(200, 200, (box) => {
      for (let i = 0; i < 5; i++) box(2 + i * 6, 4, 4, 10);
      box(2, 20, 150, 2);
    });
    eraseLeaders(ink, 200, 200);
    expect(inkCount(ink)).toBe(5 * 40);
  });

  it("erases a photographed page's edges, slanted or upright, and keeps the words", () => {
    const ink = page(300, 200, (box) => {
      for (let i = 0; i < 5; i++) box(20 + i * 6, 40, 4, 10);
      for (let i = 0; i < 5; i++) box(20 + i * 6, 60, 4, 10);
      for (let x = 10; x < 290; x++) box(x, 150 + Math.floor((x - 10) / 70), 1, 3); // a slanted edge, 7 px tall in all
      box(2, 20, 3, 120); // an upright edge
    });
    eraseLeaders(ink, 300, 200);
    expect(inkCount(ink)).toBe(10 * 40);
  });

  it('erases the table beyond the edge, a wedge at the picture\'s border as tall as a letter, and keeps a word cut by the border', () => {
    const ink = page(300, 200, (box) => {
      for (let i = 0; i < 5; i++) box(20 + i * 6, 40, 4, 10);
      for (let i = 0; i < 5; i++) box(20 + i * 6, 60, 4, 10);
      for (let x = 150; x < 300; x++) box(x, 0, 1, Math.ceil((x - 150) / 15)); // 150 px long, 10 px tall at the border
      for (let i = 0; i < 3; i++) box(i * 6, 100, 4, 10); // a word at the left border
    });
    eraseLeaders(ink, 300, 200);
    expect(inkCount(ink)).toBe(13 * 40);
  });

  it('keeps a wedge as tall as a letter that does not touch the border: it may be letters run together', () => {
    const ink = page(300, 200, (box) => {
      for (let i = 0; i < 5; i++) box(20 + i * 6, 40, 4, 10);
      for (let i = 0; i < 5; i++) box(20 + i * 6, 60, 4, 10);
      for (let x = 150; x < 290; x++) box(x, 10, 1, Math.ceil((x - 150) / 14));
    });
    const before = inkCount(ink);
    eraseLeaders(ink, 300, 200);
    expect(inkCount(ink)).toBe(before);
  });
});

describe('letterHeight', () => {
  it('is a letter\'s height on a page of dot leaders, whose dots outnumber the letters', () => {
    const blob = (h: number, w = 4) => ({ x0: 0, y0: 0, x1: w - 1, y1: h - 1, pixels: [] });
    const letters = Array.from({ length: 40 }, (_, i) => blob(30 + (i % 5)));
    const dots = Array.from({ length: 120 }, () => blob(6, 6));
    expect(letterHeight([...letters, ...dots], 2000)).toBeGreaterThanOrEqual(30);
  });
});
