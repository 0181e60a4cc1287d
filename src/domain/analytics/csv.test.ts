import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';
import { dailyRowsCsv, itemMixCsv } from './report-csv';
import { itemMix } from './item-mix';
import { dailyStatsFromOrders } from './daily-stats';

describe('safe CSV', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1', `"'+1"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
  ])('makes a cell starting a formula inert: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('quotes commas, quotes and line breaks, and leaves plain text and numbers alone', () => {
    expect(csvCell('Fish, chips')).toBe('"Fish, chips"');
    expect(csvCell('The "big" one')).toBe('"The ""big"" one"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Tea')).toBe('Tea');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('ends every row with CRLF', () => {
    expect(toCsv([['a', 1], ['b', 2]])).toBe('a,1\r\nb,2\r\n');
  });

  it('writes the daily rows (every day, revenue in dollars) and the item mix with inert dish names', () => {
    const stats = [...dailyStatsFromOrders([
      { status: 'completed', createdAt: Date.parse('2026-11-02T12:00:00Z'), totalAmount: 12.5, items: [{ menuItemId: 'x', name: '=HYPERLINK("http://evil")', price: 12.5, quantity: 1 }] },
    ], 'UTC').values()];
    expect(dailyRowsCsv([
      { date: '2026-11-02', orders: 1, cancelled: 0, revenueCents: 1250, prepOrders: 2, prepTotalMs: 900_000 },
      { date: '2026-11-03', orders: 0, cancelled: 0, revenueCents: 0, prepOrders: 0, prepTotalMs: 0 },
    ])).toBe('Date,Orders,Cancelled,Revenue,Average prep (minutes)\r\n2026-11-02,1,0,12.50,7.5\r\n2026-11-03,0,0,0.00,\r\n');
    expect(itemMixCsv(itemMix(stats, { from: '2026-11-01', to: '2026-11-30' }))).toBe(
      `Item,Quantity,Revenue,Share of sales (%)\r\n"'=HYPERLINK(""http://evil"")",1,12.50,100.0\r\n`,
    );
  });
});
