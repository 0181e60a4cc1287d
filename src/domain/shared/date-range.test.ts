import { describe, expect, it } from 'vitest';
import { toIsoDate } from './dates';
import { DATE_PRESETS, isInRange, presetRange, previousPeriod, rangeDays, validateCustomRange } from './date-range';

const now = new Date(2024, 10, 6, 14, 30); // Wed 6 Nov 2024, local

function span(range: { start: Date; end: Date }): string {
  const s = range.start;
  const e = range.end;
  return `${toIsoDate(s)} ${s.getHours()}:${s.getMinutes()} -> ${toIsoDate(e)} ${e.getHours()}:${e.getMinutes()}:${e.getSeconds()}.${e.getMilliseconds()}`;
}

describe('date presets (doc 1 §9)', () => {
  it('lists the six presets', () => {
    expect(DATE_PRESETS).toEqual(['today', 'yesterday', 'week', 'month', 'year', 'custom']);
  });

  it.each([
    ['today', '2024-11-06 0:0 -> 2024-11-06 23:59:59.999', 1],
    ['yesterday', '2024-11-05 0:0 -> 2024-11-05 23:59:59.999', 1],
    ['week', '2024-10-31 0:0 -> 2024-11-06 23:59:59.999', 7],
    ['month', '2024-10-08 0:0 -> 2024-11-06 23:59:59.999', 30],
    ['year', '2023-11-07 0:0 -> 2024-11-06 23:59:59.999', 366],
  ] as const)('%s', (preset, expected, days) => {
    const range = presetRange(preset, now);
    expect(span(range)).toBe(expected);
    expect(rangeDays(range)).toBe(days);
  });

  it('custom uses whole days of the picked dates, or today without them', () => {
    const range = presetRange('custom', now, { start: new Date(2024, 9, 1, 13), end: new Date(2024, 9, 3, 8) });
    expect(span(range)).toBe('2024-10-01 0:0 -> 2024-10-03 23:59:59.999');
    expect(span(presetRange('custom', now))).toBe('2024-11-06 0:0 -> 2024-11-06 23:59:59.999');
  });
});

describe('previous period', () => {
  it.each([
    ['today', '2024-11-05 0:0 -> 2024-11-05 23:59:59.999'],
    ['week', '2024-10-24 0:0 -> 2024-10-30 23:59:59.999'],
    ['month', '2024-09-08 0:0 -> 2024-10-07 23:59:59.999'],
  ] as const)('%s', (preset, expected) => {
    const prev = previousPeriod(presetRange(preset, now));
    expect(span(prev)).toBe(expected);
    expect(rangeDays(prev)).toBe(rangeDays(presetRange(preset, now)));
  });

  it('stays on whole days across a DST change', () => {
    const prev = previousPeriod(presetRange('week', new Date(2024, 2, 12, 10)));
    expect(span(prev)).toBe('2024-02-28 0:0 -> 2024-03-05 23:59:59.999');
  });
});

describe('custom range validation', () => {
  it('normalises a valid range', () => {
    const result = validateCustomRange({ start: new Date(2024, 10, 1, 12), end: new Date(2024, 10, 6, 1) }, now);
    expect(result.ok && span(result.value)).toBe('2024-11-01 0:0 -> 2024-11-06 23:59:59.999');
  });

  it('allows a single day', () => {
    expect(validateCustomRange({ start: new Date(2024, 10, 6), end: new Date(2024, 10, 6) }, now).ok).toBe(true);
  });

  it.each([
    [new Date(2024, 10, 7), new Date(2024, 10, 7), { start: 'Dates cannot be after today.', end: 'Dates cannot be after today.' }],
    [new Date(2024, 10, 5), new Date(2024, 10, 7), { end: 'Dates cannot be after today.' }],
    [new Date(2024, 10, 5), new Date(2024, 10, 4), { end: 'End date cannot be before start date.' }],
    [null, new Date(2024, 10, 4), { start: 'Please choose a start and an end date.' }],
    [new Date(2024, 10, 4), new Date(Number.NaN), { end: 'Please choose a start and an end date.' }],
  ])('invalid range %#', (start, end, errors) => {
    expect(validateCustomRange({ start, end }, now)).toEqual({ ok: false, errors });
  });

  it('checks membership in a range', () => {
    const range = presetRange('today', now);
    expect(isInRange(new Date(2024, 10, 6, 0, 0).getTime(), range)).toBe(true);
    expect(isInRange(new Date(2024, 10, 6, 23, 59, 59, 999).getTime(), range)).toBe(true);
    expect(isInRange(new Date(2024, 10, 7).getTime(), range)).toBe(false);
  });
});

describe("ranges are the store's days, in its zone (doc 1 §9)", () => {
  const iso = (r: { start: Date; end: Date }) => `${r.start.toISOString()} -> ${r.end.toISOString()}`;

  it("'today' is the store's today, not the device's", () => {
    // 02:00 UTC on the 6th is still the 5th in Los Angeles and already the 6th in Tokyo.
    const at = new Date('2024-11-06T02:00:00Z');
    expect(iso(presetRange('today', at, null, 'America/Los_Angeles'))).toBe('2024-11-05T08:00:00.000Z -> 2024-11-06T07:59:59.999Z');
    expect(iso(presetRange('today', at, null, 'Asia/Tokyo'))).toBe('2024-11-05T15:00:00.000Z -> 2024-11-06T14:59:59.999Z');
    // Chatham is 13 h 45 min ahead in November.
    expect(iso(presetRange('today', at, null, 'Pacific/Chatham'))).toBe('2024-11-05T10:15:00.000Z -> 2024-11-06T10:14:59.999Z');
  });

  it('a daylight-saving day is 25 or 23 hours long, and counts as one day', () => {
    const fallBack = presetRange('today', new Date('2024-11-03T15:00:00Z'), null, 'America/New_York');
    expect(iso(fallBack)).toBe('2024-11-03T04:00:00.000Z -> 2024-11-04T04:59:59.999Z');
    expect(rangeDays(fallBack, 'America/New_York')).toBe(1);
    const springForward = presetRange('today', new Date('2024-03-10T15:00:00Z'), null, 'America/New_York');
    expect(iso(springForward)).toBe('2024-03-10T05:00:00.000Z -> 2024-03-11T03:59:59.999Z');
  });

  it('a day whose midnight is skipped starts at its first instant (Santiago, 8 Sep 2024)', () => {
    const day = presetRange('today', new Date('2024-09-08T15:00:00Z'), null, 'America/Santiago');
    expect(iso(day)).toBe('2024-09-08T04:00:00.000Z -> 2024-09-09T02:59:59.999Z');
    const before = presetRange('yesterday', new Date('2024-09-08T15:00:00Z'), null, 'America/Santiago');
    expect(before.end.getTime() + 1).toBe(day.start.getTime());
  });

  it('the previous period is as many store days, across a daylight-saving change', () => {
    const week = presetRange('week', new Date('2024-11-06T15:00:00Z'), null, 'America/New_York');
    expect(iso(week)).toBe('2024-10-31T04:00:00.000Z -> 2024-11-07T04:59:59.999Z');
    expect(rangeDays(week, 'America/New_York')).toBe(7);
    expect(iso(previousPeriod(week, 'America/New_York'))).toBe('2024-10-24T04:00:00.000Z -> 2024-10-31T03:59:59.999Z');
  });

  it("'Last Year' on a leap day starts on 1 March the year before", () => {
    expect(iso(presetRange('year', new Date('2024-02-29T15:00:00Z'), null, 'Asia/Tokyo'))).toBe('2023-03-01T15:00:00.000Z -> 2024-03-01T14:59:59.999Z');
  });

  it("a custom range's dates are store days, and 'after today' is the store's today", () => {
    const at = new Date('2024-11-06T02:00:00Z');
    const picked = { start: new Date(2024, 10, 4), end: new Date(2024, 10, 6) };
    expect(validateCustomRange(picked, at, 'America/Los_Angeles')).toEqual({ ok: false, errors: { end: 'Dates cannot be after today.' } });
    const tokyo = validateCustomRange(picked, at, 'Asia/Tokyo');
    expect(tokyo.ok && iso(tokyo.value)).toBe('2024-11-03T15:00:00.000Z -> 2024-11-06T14:59:59.999Z');
    expect(tokyo.ok && iso(presetRange('custom', at, tokyo.value, 'Asia/Tokyo'))).toBe('2024-11-03T15:00:00.000Z -> 2024-11-06T14:59:59.999Z');
  });
});
