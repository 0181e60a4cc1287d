import { describe, expect, it } from 'vitest';
import { historyRows, readStatusHistory } from './status-history';

// Local times, so the words do not depend on the machine's time zone.
const at = (day: number, h: number, m: number) => new Date(2026, 2, day, h, m).getTime();

describe('readStatusHistory', () => {
  it('keeps the lines a screen can show, with their author, and leaves out the unreadable', () => {
    expect(readStatusHistory([
      { from: null, to: 'pending', at: 1, by: 'customer' },
      { from: 'pending', to: 'confirmed', at: 2, by: 'u1', byName: 'Ana', extra: true },
      { from: 'confirmed', to: 'cancelled', at: 3, by: 'u1', reason: 'Closed' },
      { to: 'teleported', at: 4 }, { to: 'ready' }, 'junk', null,
    ])).toEqual([
      { from: null, to: 'pending', at: 1, by: 'customer' },
      { from: 'pending', to: 'confirmed', at: 2, by: 'u1', byName: 'Ana' },
      { from: 'confirmed', to: 'cancelled', at: 3, by: 'u1', reason: 'Closed' },
    ]);
    expect(readStatusHistory(undefined)).toBeUndefined();
  });
});

describe('historyRows', () => {
  const placed = at(8, 12, 0);
  const words = (lines: Parameters<typeof historyRows>[0]) => historyRows(lines, placed).map((r) => `${r.what} ${r.when}${r.who ? ` · ${r.who}` : ''}`);

  it("reads 'Confirmed 12:04 PM · Ana': the status, the time and the name the server recorded", () => {
    expect(words([
      { from: null, to: 'pending', at: placed, by: 'customer' },
      { from: 'pending', to: 'confirmed', at: at(8, 12, 4), by: 'u1', byName: 'Ana' },
      { from: 'confirmed', to: 'out_for_delivery', at: at(8, 12, 30), by: 'k1', byName: 'Kitchen display 1' },
    ])).toEqual(['Placed 12:00 PM · Customer', 'Confirmed 12:04 PM · Ana', 'Out for delivery 12:30 PM · Kitchen display 1']);
  });

  it("shows this device's unsynced change as 'you', an older line without a name bare, and the date on another day", () => {
    expect(words([
      { from: 'pending', to: 'confirmed', at: at(8, 13, 5), by: 'u1' },
      { from: 'confirmed', to: 'completed', at: at(9, 9, 15), by: '', local: true },
    ])).toEqual(['Confirmed 1:05 PM', 'Completed Mar 9, 2026, 9:15 AM · you']);
  });
});
