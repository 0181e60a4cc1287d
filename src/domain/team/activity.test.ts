import { describe, expect, it } from 'vitest';
import { ACTIVITY_STAMP_EVERY_MS, activityStampDue, lastActiveText } from './activity';

const now = Date.UTC(2026, 10, 26, 12, 0);
const MIN = 60_000;

describe('activityStampDue', () => {
  it.each([
    ['never stamped', undefined, true],
    ['stamped a minute ago', now - MIN, false],
    ['stamped just under the interval ago', now - ACTIVITY_STAMP_EVERY_MS + 1, false],
    ['stamped the interval ago', now - ACTIVITY_STAMP_EVERY_MS, true],
    ['stamped yesterday', now - 24 * 60 * MIN, true],
  ])('%s: %s', (_case, last, due) => {
    expect(activityStampDue(last, now)).toBe(due);
  });
});

describe('lastActiveText', () => {
  it.each([
    [undefined, 'Last active: Never'],
    [now - 20_000, 'Last active: Just now'],
    [now - 5 * MIN, 'Last active: 5m ago'],
    [now - 3 * 60 * MIN, 'Last active: 3h ago'],
    [now - 30 * 60 * MIN, 'Last active: Yesterday'],
    // A server clock a little ahead of the device's still reads as now.
    [now + 10_000, 'Last active: Just now'],
  ])('%s reads %s', (last, text) => {
    expect(lastActiveText(last, now)).toBe(text);
  });
});
