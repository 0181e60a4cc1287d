import { describe, expect, it } from 'vitest';
import { listOf, sync } from '../../domain/shared/catalogue/sync';
import { ALL_PULLS, DATA_OF, FIRST_PULLS, HISTORY_PULLS, MENU_PULLS, notSyncedYet, pullsFor } from './sync-plan';
import { REPLICATED, type ReplicaCollectionName } from './schemas';

describe('the first-sync plan', () => {
  it('pulls every replicated collection exactly once: the active orders first, the menu next, the history last', () => {
    expect([...ALL_PULLS].sort()).toEqual(['store', ...Object.keys(REPLICATED)].sort());
    expect(new Set(ALL_PULLS).size).toBe(ALL_PULLS.length);
    expect(FIRST_PULLS).toEqual(['store', 'orders']);
    expect(MENU_PULLS).toEqual(['categories', 'menuitems', 'menuitemcategories']);
    expect(HISTORY_PULLS).toEqual(['dailystats']);
  });

  it('names every collection in the words of the catalogue', () => {
    for (const c of ALL_PULLS) expect(sync.kinds[DATA_OF[c]]).toBeTruthy();
  });
});

describe('notSyncedYet', () => {
  const all = (...c: ReplicaCollectionName[]) => new Set(c);
  it.each<[string, Set<ReplicaCollectionName>, ReplicaCollectionName[] | undefined, string[]]>([
    ['nothing synced: everything, each kind once, in pull order', all(), undefined,
      ['store', 'orders', 'categories', 'menu', 'messages', 'tables', 'uploads']],
    ['the first pulls done: the menu and the rest left', all(...FIRST_PULLS), undefined, ['categories', 'menu', 'messages', 'tables', 'uploads', 'orders']],
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

describe('what a role pulls', () => {
  it('a kitchen tablet pulls the store, the orders and the menu, never the figures, messages, tables or imports', () => {
    expect(pullsFor('KITCHEN')).toEqual(['store', 'orders', 'categories', 'menuitems', 'menuitemcategories']);
  });
  it('staff also pull the messages', () => {
    expect(pullsFor('STAFF')).toEqual(['store', 'orders', 'categories', 'menuitems', 'menuitemcategories', 'customermessages']);
  });
  it('an owner, a manager, and a role not known yet pull everything', () => {
    expect(pullsFor('OWNER')).toEqual(ALL_PULLS);
    expect(pullsFor('MANAGER')).toEqual(ALL_PULLS);
    expect(pullsFor(undefined)).toEqual(ALL_PULLS);
  });
});
