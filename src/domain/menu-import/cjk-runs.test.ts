import { describe, expect, it } from 'vitest';
import { asRunWord, runsToReadAgain, type ReadRun } from './cjk-runs';
import type { TextFragment } from './text-layout';

const word = (text: string, x: number, y: number, confidence = 0.92, width = text.length * 40, height = 44): TextFragment => ({
  text, page: 1, x, y, width, height, confidence,
});

const run = (text: string, x0: number, y0: number, x1: number, confidence = 1): ReadRun => ({
  x0, y0, x1, y1: y0 + 50, chars: [...text].map((c) => ({ text: c, confidence })),
});

// まるや食堂's drinks, photographed: English read 緑茶 as 'I.' and only part of its box.
const page = [
  word('飲み', 69, 510), word('物', 150, 510),
  word('I.', 90, 560, 0.28, 30), word('200', 590, 560, 0.9, 60), word('円', 650, 560),
  word('生ビール', 68, 606, 0.8, 120),
];

describe('runsToReadAgain', () => {
  it('reads again a run of sure Chinese characters where English made up a Latin word, in the run’s whole box widened by half its height', () => {
    const runs = [run('饮物', 69, 505, 175), run('绿茶。', 67, 555, 149), run('200', 581, 555, 670)];
    const boxes = runsToReadAgain(page, runs, 1);
    expect(boxes).toEqual([{ x: 42, y: 555, width: 132, height: 50, words: [2] }]);
  });

  it('widens a run’s box never onto a neighbour on its row', () => {
    const near = [word('I.', 90, 560, 0.28, 30), word('200', 160, 560, 0.9, 60), word('円', 20, 560, 0.9, 30)];
    expect(runsToReadAgain(near, [run('绿茶', 67, 555, 149)], 1)).toEqual([{ x: 50, y: 555, width: 110, height: 50, words: [0] }]);
  });

  it('leaves a run alone that holds a price, or whose doubtful words are digits', () => {
    // A Korean name and its price read as one run: as one word, the price would be lost.
    const row = [word('김치찌개', 104, 300, 0.9), word('9,000', 300, 300, 0.7, 100), word('Al', 420, 300, 0.5)];
    expect(runsToReadAgain(row, [run('金治开', 100, 296, 460)], 1)).toEqual([]);
    expect(runsToReadAgain([word('・2', 90, 560, 0.3)], [run('绿茶', 67, 555, 149)], 1)).toEqual([]);
  });

  it('leaves a run alone whose Chinese the second reader was unsure of, or whose words are all CJK', () => {
    expect(runsToReadAgain(page, [run('绿茶', 67, 555, 149, 0.6)], 1)).toEqual([]);
    // 生ビール at 0.8 is CJK: read on a cut, the CJK model is surer of its own misreadings.
    expect(runsToReadAgain(page, [run('生长一心', 68, 601, 196)], 1)).toEqual([]);
  });

  it('takes a word on the run only when most of it lies along the run, and only of this page', () => {
    const wide = [word('XY', 40, 560, 0.3, 200), { ...word('ZZ', 90, 560, 0.3), page: 2 }];
    expect(runsToReadAgain(wide, [run('绿茶', 67, 555, 149)], 1)).toEqual([]);
  });
});

describe('asRunWord', () => {
  const box = { x: 67, y: 555, width: 82, height: 50, words: [2] };

  it('is the reading as one word in the run’s box, without specks at its ends', () => {
    const read = [word('・', 60, 550, 0.7), word('緑', 67, 552, 0.69, 175), word('茶', 110, 552, 0.94), word('.', 150, 580, 0.88)];
    expect(asRunWord(read, box)).toEqual([{ text: '緑茶', page: 1, x: 67, y: 555, width: 82, height: 50, confidence: (0.69 + 0.94) / 2 }]);
  });

  it('joins kana and the long vowel sign without spaces, and keeps Latin words apart', () => {
    expect(asRunWord([word('醤油ラ', 0, 0), word('ー', 0, 0), word('メン', 0, 0)], box)[0]!.text).toBe('醤油ラーメン');
    expect(asRunWord([word('生', 0, 0), word('Beer', 0, 0), word('500', 0, 0)], box)[0]!.text).toBe('生Beer 500');
  });

  it('is nothing when the run read specks alone', () => {
    expect(asRunWord([word('.', 0, 0)], box)).toEqual([]);
  });
});
