import { describe, expect, it } from 'vitest';
import { textRuns, wordsOfRun, type RunReading } from './text-runs';

// A detection map: 0 everywhere, `p` in the rectangles drawn.
function map(width: number, height: number, draw: (fill: (x: number, y: number, w: number, h: number, p: number) => void) => void) {
  const m = new Float32Array(width * height);
  draw((x0, y0, w, h, p) => {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) m[y * width + x] = p;
  });
  return m;
}

describe('textRuns', () => {
  it('finds each run of likely text, top to bottom, its box grown back by the margin the model leaves', () => {
    const m = map(100, 60, (fill) => {
      fill(50, 40, 30, 6, 0.9); // a price, lower
      fill(10, 10, 40, 6, 0.95); // a name
    });
    const runs = textRuns(m, 100, 60, 1, 1);
    expect(runs).toHaveLength(2);
    // 40 x 6 grows by 40 * 6 * 1.5 / (2 * 46) = 3.9 each side.
    expect(runs[0]!.x0).toBeCloseTo(10 - 3.91, 1);
    expect(runs[0]!.x1).toBeCloseTo(50 + 3.91, 1);
    expect(runs[0]!.y0).toBeCloseTo(10 - 3.91, 1);
    expect(runs[1]!.y0).toBeGreaterThan(runs[0]!.y1);
  });

  it('maps the boxes onto the page the map was drawn smaller from', () => {
    const [run] = textRuns(map(50, 20, (fill) => fill(10, 5, 20, 4, 0.9)), 50, 20, 2, 3);
    const grow = (20 * 4 * 1.5) / (2 * 24);
    expect(run).toEqual({ x0: (10 - grow) * 2, y0: (5 - grow) * 3, x1: (30 + grow) * 2, y1: (9 + grow) * 3 });
  });

  it('leaves out specks thinner than three pixels and runs the model is unsure of', () => {
    const m = map(100, 40, (fill) => {
      fill(5, 5, 40, 2, 0.95); // a rule, two pixels tall
      fill(5, 20, 40, 6, 0.45); // likely text here and there, 0.45 on average
      fill(60, 20, 20, 6, 0.8);
    });
    expect(textRuns(m, 100, 40, 1, 1)).toHaveLength(1);
  });
});

describe('wordsOfRun', () => {
  const run = (text: string, x0: number, pitch: number): RunReading => ({
    x0,
    y0: 100,
    x1: x0 + text.length * pitch,
    y1: 130,
    chars: [...text].map((c, i) => ({ text: c, x: x0 + (i + 0.5) * pitch, confidence: c === '4' ? 0.5 : 0.9 })),
  });

  it('splits a run at its spaces, each word boxed from where its characters were read', () => {
    const words = wordsOfRun(run('Kung Pao 42', 0, 10), 2);
    expect(words.map((w) => w.text)).toEqual(['Kung', 'Pao', '42']);
    expect(words.map((w) => [w.x, w.width])).toEqual([[0, 40], [50, 30], [90, 20]]);
    expect(words[2]).toMatchObject({ page: 2, y: 100, height: 30, confidence: 0.7 });
  });

  it('keeps a run without spaces whole, and writes fullwidth signs and digits as the parser reads them', () => {
    const [word] = wordsOfRun(run('宫保鸡丁￥４２', 20, 24), 1);
    expect(word).toMatchObject({ text: '宫保鸡丁¥42', x: 20, width: 7 * 24 });
  });
});
