import { describe, expect, it } from 'vitest';
import {
  formatChartValue,
  formatCurrency,
  formatFileSize,
  formatMessageDate,
  formatNumber,
  formatPrice,
  relativeTimeShort,
  shortenLink,
} from './format';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('numbers', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567.5, '1,234,567.5'],
    [-4500, '-4,500'],
  ])('formatNumber(%d)', (n, s) => {
    expect(formatNumber(n)).toBe(s);
  });

  it.each([
    [0, '$0.00'],
    [12.5, '$12.50'],
    [1234.567, '$1,234.57'],
    [-5, '-$5.00'],
    [1000000, '$1,000,000.00'],
  ])('formatCurrency(%d)', (n, s) => {
    expect(formatCurrency(n)).toBe(s);
  });

  it('prices have two decimals', () => {
    expect(formatPrice(12.5)).toBe('12.50');
    expect(formatPrice(0.1 + 0.2)).toBe('0.30');
  });

  it('labels chart values', () => {
    expect(formatChartValue('revenue', 1234.5)).toBe('$1,234.50');
    expect(formatChartValue('orders', 1200)).toBe('1,200 orders');
  });
});

describe('relative times', () => {
  const now = new Date(2024, 10, 6, 12).getTime();

  it.each([
    [30_000, 'Just now'],
    [5 * MIN, '5m ago'],
    [3 * HOUR, '3h ago'],
    [DAY, 'Yesterday'],
    [47 * HOUR, 'Yesterday'],
    [2 * DAY, '2d ago'],
    [6 * DAY + 23 * HOUR, '6d ago'],
    [7 * DAY, 'Oct 30'],
  ])('orders style, %d ms ago', (ago, text) => {
    expect(relativeTimeShort(now - ago, now)).toBe(text);
  });
});

describe('file sizes (1024-based)', () => {
  it.each([
    [0, '0 Bytes'],
    [500, '500 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1.5 * 1024 * 1024, '1.5 MB'],
    [10 * 1024 * 1024, '10 MB'],
    [2.25 * 1024 ** 3, '2.25 GB'],
    [5 * 1024 ** 4, '5120 GB'],
  ])('%d', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('store links', () => {
  it.each([
    ['https://www.yelp.com/biz/pho-99-springfield', 'www.yelp.com'],
    ['https://maps.google.com/?q=Pho+99', 'maps.google.com'],
    ['', ''],
    ['short text', 'short text'],
    ['not a link but quite a long piece of text here', 'not a link but quite a long piece of ...'],
  ])('%j', (link, text) => {
    expect(shortenLink(link)).toBe(text);
  });

  it('never shows more than 40 characters', () => {
    const host = `https://${'a'.repeat(50)}.com/`;
    expect(shortenLink(host)).toHaveLength(40);
  });
});

describe('message dates', () => {
  it('reads unknown and invalid dates', () => {
    expect(formatMessageDate(undefined)).toBe('Unknown date');
    expect(formatMessageDate(null)).toBe('Unknown date');
    expect(formatMessageDate(Number.NaN)).toBe('Invalid date');
    expect(formatMessageDate(new Date(2024, 10, 3, 9, 5).getTime())).toBe('Nov 3, 2024, 9:05 AM');
  });
});
