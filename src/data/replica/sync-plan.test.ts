import { describe, expect, it } from 'vitest';
import { listOf, sync } from '../../domain/catalogue/sync';
import { ALL_PULLS, DATA_OF, FIRST_PULLS, LATER_PULLS, notSyncedYet } from './sync-plan';
import { REPLICATED, type ReplicaCollectionName } from './schemas';

describe('the first-sync plan', () => {
  it('pulls every replicated collection exactly once, the everyday screens first', () => {
    expect([...ALL_PULLS].sort()).toEqual(['store', ...Object.keys(REPLICATED)].sort());
    expect(new Set(ALL_PULLS).size).toBe(ALL_PULLS.length);
    expect(FIRST_PULLS).toEqual(['store', 'categories', 'menuitems', 'menuitemcategories']);
    expect(LATER_PULLS).toContain('orders');
  });

  it('names every collection in the words of the catalogue', () => {
    for (const c of ALL_PULLS) expect(sync.kinds[DATA_OF[c]]).toBeTruthy();
  });
});

describe('notSyncedYet', () => {
  const all = (...c: ReplicaCollectionName[]) => new Set(c);
  it.each<[string, Set<ReplicaCollectionName>, ReplicaCollectionName[] | undefined, string[]]>([
    ['nothing synced: everything, each kind once, in pull order', all(), undefined,
      ['store', 'categories', 'menu', 'orders', 'messages', 'uploads', 'tables']],
    ['the first pulls done: orders and history left', all(...FIRST_PULLS), undefined, ['orders', 'messages', 'uploads', 'tables']],
    ['the menu counts as synced only with both its collections', all('menuitems'), ['menuitems', 'menuitemcategories'], ['menu']],
    ['a screen asks only about its own', all('categories'), ['categories', 'store'], ['store']],
    ['all here', all(...ALL_PULLS), undefined, []],
  ])('%s', (_, caughtUp, among, expected) => {
    expect(notSyncedYet(caughtUp, among)).toEqual(expected);
  });
});

describe('the sync texts', () => {
  it.each([
    [[], ''],
    [['orders'], 'orders'],
    [['orders', 'messages'], 'orders and customer messages'],
    [['menu', 'orders', 'uploads'], 'menu, orders and upload history'],
  ] as const)('lists %j as "%s"', (kinds, text) => {
    expect(listOf(kinds)).toBe(text);
  });

  it('says what is syncing online and what is missing offline', () => {
    expect(sync.syncing(listOf(['orders']))).toBe('Syncing orders…');
    expect(sync.notOnDevice(listOf(['orders', 'messages']))).toBe(
      'Not synced to this device yet: orders and customer messages. It will sync when you are back online.',
    );
  });
});
