import { describe, expect, it } from 'vitest';
import { steadyRows } from './steady-rows';

type Row = { id: string; status: string; items: Array<{ name: string }> };
const row = (id: string, status = 'pending', name = 'Soup'): Row => ({ id, status, items: [{ name }] });

describe('steadyRows', () => {
  it('keeps the previous object for a row that says the same, and takes the new one for a row that changed', () => {
    const first = steadyRows(new Map(), [row('a'), row('b')]);
    const second = steadyRows(first.kept, [row('a'), row('b', 'confirmed')]);
    expect(second.rows[0]).toBe(first.rows[0]);
    expect(second.rows[1]).not.toBe(first.rows[1]);
    expect(second.rows[1]?.status).toBe('confirmed');
  });

  it('sees a change deep in a row (a dish renamed) and forgets rows that left', () => {
    const first = steadyRows(new Map(), [row('a'), row('b')]);
    const second = steadyRows(first.kept, [row('a', 'pending', 'Stew')]);
    expect(second.rows[0]).not.toBe(first.rows[0]);
    expect(second.rows[0]?.items[0]?.name).toBe('Stew');
    expect([...second.kept.keys()]).toEqual(['a']);
    const third = steadyRows(second.kept, [row('b')]);
    expect(third.rows[0]).not.toBe(first.rows[1]);
  });
});
