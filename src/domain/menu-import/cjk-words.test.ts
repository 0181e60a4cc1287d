import { describe, expect, it } from 'vitest';
import { cjkModelOf, keepReadAgain, withoutNoise, withReadAgain, wordsToReadAgain } from './cjk-words';
import type { TextFragment } from './text-layout';

const word = (text: string, x: number, y: number, confidence = 0.92, height = 44, width = text.length * 40): TextFragment => ({
  text, page: 1, x, y, width, height, confidence,
});

// A Chinese menu: names in CJK glyphs 44 px tall, prices with their sign.
const menu = [
  word('面食', 70, 240, 0.93, 56),
  word('YESH', 70, 336, 0.49, 61, 141), word('28', 1135, 341), word('元', 1198, 331, 0.9, 60),
  word('牛肉', 70, 431), word('拉面', 184, 433), word('32', 1135, 433), word('元', 1197, 426, 0.9, 60),
  word('ZAR', 446, 71, 0.24, 80, 232), word('HEE', 711, 67, 0.24, 101, 149),
];

describe('cjkModelOf', () => {
  it('is the first Chinese, Japanese or Korean model of a reading', () => {
    expect(cjkModelOf(['eng', 'chi_tra'])).toBe('chi_tra');
    expect(cjkModelOf(['fra', 'eng'])).toBeUndefined();
  });
});

describe('wordsToReadAgain', () => {
  it('picks unsure Latin words of CJK size or on a row of CJK words, neighbours joined', () => {
    const boxes = wordsToReadAgain(menu);
    expect(boxes.map((b) => b.words.map((i) => menu[i]!.text).join(' ')).sort()).toEqual(['YESH', 'ZAR HEE']);
  });

  it('widens a box towards its neighbours, never onto them', () => {
    const yesh = wordsToReadAgain(menu).find((b) => b.words.length === 1)!;
    expect(yesh.x).toBe(9);
    expect(yesh.x + yesh.width).toBeLessThanOrEqual(1135);
  });

  it('leaves sure words, smaller Latin print away from CJK words, and pages with hardly any CJK alone', () => {
    const sure = [...menu.slice(0, 8), word('Noodles', 600, 1000, 0.95, 30), word('beef', 600, 1100, 0.6, 28)];
    expect(wordsToReadAgain(sure).flatMap((b) => b.words.map((i) => sure[i]!.text))).toEqual(['YESH']);
    const latin = [word('Soup', 70, 100, 0.5), word('Tea', 70, 200, 0.5), word('元', 300, 200)];
    expect(wordsToReadAgain(latin)).toEqual([]);
  });

  it('re-reads a price glued to a misread sign', () => {
    const page = [...menu.slice(0, 8), word('担担面', 70, 524), word('凉拌黄瓜', 70, 841), word('200M', 1116, 1084, 0.66, 44, 127)];
    expect(wordsToReadAgain(page).flatMap((b) => b.words.map((i) => page[i]!.text))).toContain('200M');
  });
});

describe('keepReadAgain', () => {
  it('keeps a reading in CJK text surer than the first', () => {
    expect(keepReadAgain([word('LN', 0, 0, 0.4)], [word('雞肉', 0, 0, 0.9), word('飯', 80, 0, 0.92)])).toBe(true);
    expect(keepReadAgain([word('LN', 0, 0, 0.4)], [word('LN', 0, 0, 0.9)])).toBe(false);
    expect(keepReadAgain([word('LN', 0, 0, 0.4)], [word('雞', 0, 0, 0.5)])).toBe(false);
    expect(keepReadAgain([word('Tofu', 0, 0, 0.85)], [word('豆', 0, 0, 0.7)])).toBe(false);
  });
});

describe('withoutNoise', () => {
  it('leaves out noise and writes signs and digits in their plain forms', () => {
    const again = [word('NT﹩45', 0, 0, 0.9), word('⑨⑧0', 200, 0, 0.9), word('円', 300, 0, 0.93), word('一', 360, 0, 0.05)];
    expect(withoutNoise(again).map((w) => w.text)).toEqual(['NT$45', '980', '円']);
  });
});

describe('withReadAgain', () => {
  it('replaces the words of a box, leaving out noise and words another kept word covers', () => {
    const page = [word('200M', 1116, 1084, 0.66, 44, 127), word('緑茶', 80, 1077)];
    const boxes = [{ x: 1100, y: 1080, width: 160, height: 44, words: [0] }];
    const again = [[word('200', 1116, 1084, 0.91, 44, 90), word('円', 1214, 1080, 0.91), word('一', 1250, 1080, 0.0), word('茶', 110, 1077)]];
    expect(withReadAgain(page, boxes, again).map((w) => w.text)).toEqual(['緑茶', '200', '円']);
  });
});
