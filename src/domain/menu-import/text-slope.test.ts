import { describe, expect, it } from 'vitest';
import { readingOrder } from './layout';
import { baselineSlope, sheared, textSlope } from './text-slope';
import type { TextFragment } from './text-layout';

// Words of a page whose lines rise by `slope` per unit to the right (y grows downwards).
const word = (text: string, x: number, line: number, slope: number, width = text.length * 6): TextFragment => ({
  text, page: 1, x, y: line * 30 - slope * (x + width / 2), width, height: 10, confidence: 0.9,
});

describe('textSlope', () => {
  const page = (slope: number) => [0, 1, 2, 3, 4, 5].flatMap((line) => [
    word('Grilled', 0, line, slope), word('fish', 48, line, slope), word('with', 78, line, slope), word('lemon', 108, line, slope), word('9,50', 400, line, slope),
  ]);

  it('measures the slope of lines from the words along them', () => {
    expect(textSlope(page(0.05))).toBeCloseTo(-0.05, 2);
  });

  it('a level page, or too few words to tell, has none', () => {
    expect(textSlope(page(0))).toBe(0);
    expect(textSlope(page(0.05).slice(0, 5))).toBe(0);
  });

  it("a level page whose runs of words lean either way, as letters' ascenders make them, has none", () => {
    const scattered = [0, 1, 2, 3, 4, 5].flatMap((line) => {
      const lean = line % 2 ? 0.03 : -0.02;
      return [word('Grilled', 0, line, lean), word('fish', 48, line, lean), word('with', 78, line, lean), word('lemon', 108, line, lean)];
    });
    expect(textSlope(scattered)).toBe(0);
  });

  it('a level page whose runs end in a word a quarter taller, its descender lowering its centre, has none', () => {
    const level = [0, 1, 2, 3, 4, 5].flatMap((line) => [
      word('Creamed', 0, line, 0), { ...word('Spinach', 60, line, 0), height: 12.5 },
    ]);
    expect(textSlope(level)).toBe(0);
  });

  it('a price far right, over half a line above its name on a sloping page, reads in its row', () => {
    const sloping = page(0.05);
    const name = sloping[0]!;
    const price = sloping[4]!;
    expect(name.y + name.height / 2 - (price.y + price.height / 2)).toBeGreaterThan(name.height / 2);
    expect(readingOrder(sloping)[0]!.text).toBe('Grilled fish with lemon 9,50');
  });

  it("a level page whose names end in small letters reaching below the line ('Barszcz czerwony') has none", () => {
    // 'czerwony' has no letter as tall as the 'B' and one reaching below the line: its box sits lower, as long as the capital's.
    const level = [0, 1, 2, 3, 4, 5].flatMap((line) => [
      word('Barszcz', 0, line, 0), { ...word('czerwony', 60, line, 0), y: line * 30 + 3 },
      word('11,00', 400, line, 0), word('zł', 440, line, 0),
    ]);
    expect(textSlope(level)).toBe(0);
  });
});

describe('baselineSlope', () => {
  const line = (x0: number, x1: number, y: number, slope: number, height = 30) => ({ x0, y0: y, x1, y1: y + slope * (x1 - x0), height });

  it("is the median slope of the page's lines three heights long or more", () => {
    expect(baselineSlope([line(60, 1030, 317, -0.05), line(60, 300, 470, -0.046), line(70, 1040, 541, -0.057), line(80, 1050, 727, -0.063), line(70, 1060, 840, -0.067)])).toBeCloseTo(-0.057, 3);
  });

  it('short lines (a heading, a lone price) and too few lines say nothing', () => {
    expect(baselineSlope([line(50, 120, 240, -0.2), line(990, 1030, 230, 0.3), line(60, 1030, 317, -0.05), line(70, 1040, 541, -0.057)])).toBe(0);
  });
});

describe('sheared', () => {
  it("a sparse page seen at a slant, each price far right and a line above its name, reads in its names' rows once its baselines' slope is taken out", () => {
    // Names at the left, prices at x 1000 and 55 units higher (a slope of -0.055), 60 units between lines.
    const at = (text: string, x: number, y: number): TextFragment => ({ text, page: 1, x, y, width: text.length * 16, height: 30, confidence: 0.9 });
    const page = [
      at('Ribeye', 60, 290), at('48', 1000, 235), at('Filet Mignon', 60, 350), at('52', 1000, 295), at('New York Strip', 60, 410), at('44', 1000, 355),
    ];
    expect(readingOrder(page).map((l) => l.text)).not.toEqual(['Ribeye 48', 'Filet Mignon 52', 'New York Strip 44']);
    expect(readingOrder(sheared(page, -0.055)).map((l) => l.text)).toEqual(['Ribeye 48', 'Filet Mignon 52', 'New York Strip 44']);
  });
});
