import { describe, expect, it } from 'vitest';
import { inkThreshold, isDarkPage, skewAngle } from './deskew';

/** A page of ink rows (text lines) turned by `degrees`. */
function turnedRows(degrees: number, width = 400, height = 300): Uint8Array {
  const ink = new Uint8Array(width * height);
  const a = (degrees * Math.PI) / 180;
  for (let row = 40; row < height - 40; row += 24)
    for (let x = 20; x < width - 20; x++)
      for (let t = 0; t < 8; t++) {
        const y = Math.round(row + t + x * Math.tan(a));
        if (y >= 0 && y < height) ink[y * width + x] = 1;
      }
  return ink;
}

describe('deskew', () => {
  it.each([0, 2.5, -4])('finds a page turned %s° to within half a degree', (degrees) => {
    const found = (skewAngle(turnedRows(degrees), 400, 300) * 180) / Math.PI;
    expect(Math.abs(found - degrees)).toBeLessThanOrEqual(0.5);
  });

  it('no ink: no turn', () => {
    expect(skewAngle(new Uint8Array(100), 10, 10)).toBe(0);
  });

  it('the ink threshold sits between dark ink and the paper, below grey specks', () => {
    const grey = new Uint8Array(1000).fill(245);
    grey.fill(20, 0, 30); // ink
    grey.fill(190, 30, 80); // specks
    const threshold = inkThreshold(grey);
    expect(threshold).toBeGreaterThan(20);
    expect(threshold).toBeLessThan(190);
  });

  it('a dark board with light letters is dark; dark ink on paper, a grey photo with no light letters and a blank page are not', () => {
    const page = (background: number, letters: number) => {
      const grey = new Uint8Array(1000).fill(background);
      grey.fill(letters, 0, 40);
      return grey;
    };
    expect(isDarkPage(page(30, 235))).toBe(true);
    expect(isDarkPage(page(245, 20))).toBe(false);
    expect(isDarkPage(page(70, 90))).toBe(false);
    expect(isDarkPage(new Uint8Array(1000).fill(255))).toBe(false);
  });
});
