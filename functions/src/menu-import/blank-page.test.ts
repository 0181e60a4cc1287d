import { describe, expect, it } from 'vitest';
import { isBlank } from './blank-page';

const page = (pixels: number, [r, g, b]: [number, number, number]) => {
  const rgba = new Uint8ClampedArray(pixels * 4);
  for (let i = 0; i < rgba.length; i += 4) rgba.set([r, g, b, 255], i);
  return rgba;
};

describe('a page drawn blank', () => {
  it('is white, or any one colour, with the noise of a scan within the tolerance', () => {
    expect(isBlank(page(1000, [255, 255, 255]))).toBe(true);
    expect(isBlank(page(1000, [240, 236, 220]))).toBe(true);
    const noisy = page(1000, [250, 250, 250]);
    noisy.set([238, 240, 245, 255], 400);
    expect(isBlank(noisy)).toBe(true);
  });

  it('is not blank with one light grey letter pixel on white, wherever it is', () => {
    for (const at of [0, 4, 2000, 3996]) {
      const one = page(1000, [255, 255, 255]);
      one.set([200, 200, 200, 255], at);
      // The first pixel being the different one still compares every other pixel to it.
      expect(isBlank(one)).toBe(false);
    }
  });

  it('is not blank with a coloured mark in one channel only', () => {
    const red = page(1000, [255, 255, 255]);
    red.set([255, 200, 255, 255], 1200);
    expect(isBlank(red)).toBe(false);
  });
});
