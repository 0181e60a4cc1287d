import { describe, expect, it } from 'vitest';
import { planTableCount, readTableCount, type LinkRow } from './table-plan';
import { tableNumberOf } from './table-id';

// Compact rows: 'a:3' is link a of table_3, active; 'a:3-' the same, inactive.
const rows = (...specs: string[]): LinkRow[] =>
  specs.map((s) => {
    const [id, rest] = s.split(':') as [string, string];
    return { id, tableId: `table_${rest.replace('-', '')}`, isActive: !rest.endsWith('-') };
  });

describe('planTableCount', () => {
  it('creates every table on a store with no links', () => {
    expect(planTableCount([], 3)).toEqual({
      create: [1, 2, 3], reactivate: [], deactivate: [], addedTables: ['table_1', 'table_2', 'table_3'], removedTables: [],
    });
  });

  it('deactivates above the count and leaves the counter alone', () => {
    const plan = planTableCount(rows('z:0', 'a:1', 'b:2', 'c:3'), 1);
    expect(plan.deactivate.map((l) => l.id)).toEqual(['b', 'c']);
    expect(plan.removedTables).toEqual(['table_2', 'table_3']);
    expect(plan.create).toEqual([]);
  });

  it('reactivates a sleeping link before making a new one, and creates the rest', () => {
    const plan = planTableCount(rows('a:1', 'b:2-', 'c:3-'), 4);
    expect(plan.reactivate.map((l) => l.id)).toEqual(['b', 'c']);
    expect(plan.create).toEqual([4]);
    expect(plan.addedTables).toEqual(['table_2', 'table_3', 'table_4']);
  });

  it('is a no-op when the links already match', () => {
    expect(planTableCount(rows('a:1', 'b:2', 'c:3-'), 2)).toEqual({ create: [], reactivate: [], deactivate: [], addedTables: [], removedTables: [] });
  });

  it('reads table numbers only from table_N ids', () => {
    expect([tableNumberOf('table_12'), tableNumberOf('table_x'), tableNumberOf(3), tableNumberOf('t_1')]).toEqual([12, null, null, null]);
  });
});

describe('readTableCount (the server side of doc 2 §5)', () => {
  it.each([
    [1, { ok: true, value: 1 }],
    [100, { ok: true, value: 100 }],
    [101, { ok: false, errors: { limit: 'Cannot exceed maximum of 100 tables per store.' } }],
    [0, { ok: false, errors: { tableCount: 'Please enter a valid number of tables' } }],
    [2.5, { ok: false, errors: { tableCount: 'Please enter a valid number of tables' } }],
    ['x', { ok: false, errors: { tableCount: 'Please enter a valid number of tables' } }],
    [null, { ok: false, errors: { tableCount: 'Please enter a valid number of tables' } }],
  ])('%j', (value, expected) => {
    expect(readTableCount(value)).toEqual(expected);
  });
});
