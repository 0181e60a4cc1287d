import { CATEGORY_FUNCTIONS } from '../categories/functions';
import { describe, expect, it } from 'vitest';
import { IN_NO_LIST, TOUCHES_NOTHING, type CommandSpecs } from '../shared/command-spec';
import type { AnyCommand, CommandPayloads } from './commands';
import { withCategoryDefaults, withMenuItemDefaults, type Category, type MenuItem } from '../shared/entities';
import { absorbedCommandIds, isAbsorbed, overlayCategories, overlayMenuItems, type CommandStatus, type PendingCommand } from './overlay';

// Compact notation: a replica category is "id:orderIndex:name@updatedAt".
function cat(spec: string): Category & { updatedAt: number } {
  const [main = '', at = '0'] = spec.split('@');
  const [id = '', order = '0', name = id] = main.split(':');
  return { ...withCategoryDefaults({ id, storeId: 's', name, orderIndex: Number(order) }), updatedAt: Number(at) };
}
const add = (id: string, name = id, orderIndex = 9): AnyCommand => ({
  id: `c-${id}`, type: 'category.add', storeId: 's',
  payload: { category: { id, name, description: '', icon: '📁', color: '#6366f1', orderIndex } },
});
const rename = (id: string, name: string): AnyCommand => ({
  id: `r-${id}-${name}`, type: 'category.update', storeId: 's', payload: { categoryId: id, updates: { name } },
});
const remove = (id: string): AnyCommand => ({ id: `d-${id}`, type: 'category.delete', storeId: 's', payload: { categoryId: id } });
const reorder = (...orderedIds: string[]): AnyCommand => ({
  id: `o-${orderedIds.join()}`, type: 'category.reorder', storeId: 's', payload: { orderedIds },
});
const entry = (command: AnyCommand, status: CommandStatus = 'queued', committedAt?: number): PendingCommand => ({
  command, status, ...(committedAt === undefined ? {} : { committedAt }),
});
/** The view as "name" or "name*" (pending), in display order. */
const show = (replica: string[], entries: PendingCommand[]) =>
  overlayCategories(replica.map(cat), entries).map((c) => `${c.name}${c.pending ? '*' : ''}`).join(' ');

describe('overlayCategories', () => {
  it.each<[string, string[], PendingCommand[], string]>([
    ['replica only', ['a:0', 'b:1'], [], 'a b'],
    ['a queued add shows at once, pending', ['a:0'], [entry(add('n', 'New'))], 'a New*'],
    ['a queued rename', ['a:0', 'b:1'], [entry(rename('a', 'A2'))], 'A2* b'],
    ['renames apply in queue order', ['a:0'], [entry(rename('a', 'x')), entry(rename('a', 'y'))], 'y*'],
    ['a queued delete hides the row', ['a:0', 'b:1'], [entry(remove('a'))], 'b'],
    ['a reorder renumbers and marks the moved', ['a:0', 'b:1', 'c:2'], [entry(reorder('c', 'a', 'b'))], 'c* a* b*'],
    ['a reorder leaves unmoved rows unmarked', ['a:0', 'b:1', 'c:2'], [entry(reorder('b', 'a', 'c'))], 'b* a* c'],
    ['add then rename of the new one', [], [entry(add('n', 'New')), entry(rename('n', 'Newer'))], 'Newer*'],
    ['add then delete of the new one', ['a:0'], [entry(add('n')), entry(remove('n'))], 'a'],
    ['a rename of a missing row does nothing', ['a:0'], [entry(rename('zz', 'x'))], 'a'],
    ['a failed command is rolled back', ['a:0'], [entry(rename('a', 'bad'), 'failed')], 'a'],
    ['a delivered, not yet pulled rename still shows, not pending', ['a:0@100'], [entry(rename('a', 'A2'), 'delivered', 200)], 'A2'],
    ['a delivered rename the replica pulled is absorbed', ['a:0:A3@200'], [entry(rename('a', 'A2'), 'delivered', 200)], 'A3'],
    ['a delivered add not yet pulled still shows', [], [entry(add('n', 'New'), 'delivered', 5)], 'New'],
    // The server skips ids gone meanwhile and numbers the rest 0..n-1: so does the view.
    ['a reorder naming rows deleted elsewhere numbers those that remain', ['a:0', 'b:1', 'd:2'], [entry(reorder('b', 'x', 'y', 'a'))], 'b* a* d'],
    // R2 undoes R1; once the replica shows R2, R1 must not come back on top of it.
    ['a later reorder the replica shows overrides an earlier one', ['a:0@20', 'b:1@20', 'c:2@5'],
      [entry(reorder('b', 'a', 'c'), 'delivered', 10), entry(reorder('a', 'b', 'c'), 'delivered', 20)], 'a b c'],
  ])('%s', (_name, replica, entries, expected) => {
    expect(show(replica, entries)).toBe(expected);
  });
});

describe('isAbsorbed', () => {
  // "~spec" is a tombstone the replica holds (deleted, so no live query shows it).
  const byId = (...specs: string[]) => {
    const rows = (tombstone: boolean) => new Map(specs.filter((s) => s.startsWith('~') === tombstone).map((s) => cat(s.replace('~', ''))).map((c) => [c.id, c]));
    return { categories: rows(false), menuItems: new Map(), deleted: { categories: rows(true), menuItems: new Map() } };
  };
  it.each<[string, PendingCommand, string[], boolean]>([
    ['queued is never absorbed', entry(add('n')), ['n:0@9'], false],
    ['add: absorbed once the doc is pulled', entry(add('n'), 'delivered', 9), ['n:0@9'], true],
    ['add: not before', entry(add('n'), 'delivered', 9), [], false],
    ['update: older replica is not absorbed', entry(rename('a', 'x'), 'delivered', 9), ['a:0@8'], false],
    ['update: a row not in the replica is not proof of anything', entry(rename('a', 'x'), 'delivered', 9), [], false],
    ['delete: absence is not proof either (the row may not be pulled yet)', entry(remove('a'), 'delivered', 9), [], false],
    ['delete: not while present', entry(remove('a'), 'delivered', 9), ['a:0@9'], false],
    ['reorder: not while a row keeps its old place', entry(reorder('b', 'a'), 'delivered', 9), ['a:0@5', 'b:0@9'], false],
    ['reorder: absorbed when the replica shows the order it set', entry(reorder('b', 'a'), 'delivered', 9), ['b:0@9', 'a:1@9'], true],
    ['reorder: a row deleted elsewhere is skipped, as the server skips it', entry(reorder('b', 'x', 'a'), 'delivered', 9), ['b:0@9', 'a:1@9'], true],
    ['reorder: an empty replica proves nothing', entry(reorder('b', 'a'), 'delivered', 9), [], false],
    ['reorder: still absorbed when a later delete left a gap in the places', entry(reorder('b', 'a', 'c'), 'delivered', 9), ['b:0@9', 'c:2@9', '~a:1@10'], true],
    ['delete: absorbed once its tombstone is pulled', entry(remove('a'), 'delivered', 9), ['~a:0@9'], true],
    ['delete: an older tombstone is not its effect', entry(remove('a'), 'delivered', 9), ['~a:0@8'], false],
    ['update of a row deleted since: absorbed by the later tombstone', entry(rename('a', 'x'), 'delivered', 9), ['~a:0@10'], true],
    ['add of a row deleted since: absorbed by the later tombstone', entry(add('n'), 'delivered', 9), ['~n:0@10'], true],
    ['reorder with a row deleted since', entry(reorder('a', 'b'), 'delivered', 9), ['a:0@9', '~b:1@10'], true],
  ])('%s', (_name, e, replica, expected) => {
    expect(isAbsorbed(e, byId(...replica))).toBe(expected);
  });
});

describe('isAbsorbed: a table-count change', () => {
  const setCount: PendingCommand = {
    command: { id: 'c1', type: 'tables.setCount', storeId: 's', payload: { newTableCount: 12 } },
    status: 'delivered',
    committedAt: 9,
  };
  const index = (store?: { id: string; updatedAt: number }) => ({ categories: new Map(), menuItems: new Map(), ...(store ? { store } : {}) });
  it.each([
    ['not before the store document is pulled', undefined, false],
    ['not while the pulled store is older than the commit', { id: 's', updatedAt: 8 }, false],
    ['once the store stamped by its commit is pulled', { id: 's', updatedAt: 9 }, true],
  ] as const)('%s', (_name, store, expected) => {
    expect(isAbsorbed(setCount, index(store))).toBe(expected);
  });
});

describe('a pull in flight during delivery', () => {
  it('cannot bring back a row whose delete was delivered', () => {
    // add n committed at 9, delete n at 10, both delivered before any pull brought n.
    let entries = [entry(add('n'), 'delivered', 9), entry(remove('n'), 'delivered', 10)];
    // The engine purges what is absorbed, as it does on every replica or outbox change...
    const before = { categories: new Map([['a', cat('a:0@5')]]), menuItems: new Map() };
    entries = entries.filter((e) => !isAbsorbed(e, before));
    // ...then a pull that read before the delete lands and brings n back alive.
    const replica = [cat('a:0@5'), cat('n:1@9')];
    expect(overlayCategories(replica, entries).map((c) => c.id)).toEqual(['a']);
  });
});

describe('overlayMenuItems', () => {
  // A replica item is "id:orderIndex:categories(+ separated)@updatedAt".
  const item = (spec: string): MenuItem & { updatedAt: number } => {
    const [main = '', at = '0'] = spec.split('@');
    const [id = '', order = '0', cats = ''] = main.split(':');
    return {
      ...withMenuItemDefaults({ id, storeId: 's', name: id, price: 1, orderIndex: Number(order) }),
      categories: cats ? cats.split('+') : [],
      imageUrl: `https://img/${id}`,
      updatedAt: Number(at),
    };
  };
  const cmd = <T extends AnyCommand['type']>(type: T, payload: Extract<AnyCommand, { type: T }>['payload']): AnyCommand =>
    ({ id: `${type}-${JSON.stringify(payload)}`, type, storeId: 's', payload }) as AnyCommand;
  const image = { blobId: 'b1', contentType: 'image/jpeg', size: 10 } as const;
  /** "name[cats]{img}*" per row: cats joined by +, img 'url', 'local' or '-'. */
  const view = (replica: string[], entries: PendingCommand[]) =>
    overlayMenuItems(replica.map(item), entries)
      .map((m) => `${m.name}[${m.categories.join('+')}]{${m.localImage ? 'local' : m.imageUrl ? 'url' : '-'}}${m.pending ? '*' : ''}`)
      .join(' ');

  it.each<[string, string[], PendingCommand[], string]>([
    ['replica only, by orderIndex', ['b:1', 'a:0:c1'], [], 'a[c1]{url} b[]{url}'],
    ['a queued add goes where its orderIndex says', ['a:0'], [entry(cmd('menuItem.add', {
      menuItemId: 'n', menuItem: { name: 'New', description: '', price: 2, isAvailable: true, translations: {}, beautifyEnabled: false, orderIndex: 1 },
    }))], 'a[]{url} New[]{-}*'],
    ['an update of fields', ['a:0'], [entry(cmd('menuItem.update', { menuItemId: 'a', updates: { name: 'A2' } }))], 'A2[]{url}*'],
    ['a delete hides the row', ['a:0', 'b:1'], [entry(cmd('menuItem.delete', { menuItemId: 'a' }))], 'b[]{url}'],
    ['a reorder', ['a:0', 'b:1'], [entry(cmd('menuItem.reorder', { orderedIds: ['b', 'a'] }))], 'b[]{url}* a[]{url}*'],
    ['a bulk update', ['a:0', 'b:1'], [entry(cmd('menuItem.bulkUpdate', { updates: [{ menuItemId: 'b', name: 'B2' }] }))], 'a[]{url} B2[]{url}*'],
    ['a local image shows until uploaded', ['a:0'], [entry(cmd('menuItem.setImage', { menuItemId: 'a', image }))], 'a[]{local}*'],
    ['a removed image is gone at once', ['a:0'], [entry(cmd('menuItem.setImage', { menuItemId: 'a', image: null }))], 'a[]{-}*'],
    ['a failed image is rolled back', ['a:0'], [entry(cmd('menuItem.setImage', { menuItemId: 'a', image }), 'failed')], 'a[]{url}'],
    ['membership adds and removes chips', ['a:0:c1', 'b:1'], [entry(cmd('category.setMenuItems', { categoryId: 'c1', menuItemIds: ['b'] }))], 'a[]{url}* b[c1]{url}*'],
    ['a category delete drops its chips', ['a:0:c1+c2'], [entry(cmd('category.delete', { categoryId: 'c1' }))], 'a[c2]{url}'],
    ['category commands leave items alone', ['a:0'], [entry(rename('c1', 'x'))], 'a[]{url}'],
    ['a reorder naming items deleted elsewhere numbers those that remain', ['a:0', 'b:1', 'd:2'],
      [entry(cmd('menuItem.reorder', { orderedIds: ['b', 'x', 'y', 'a'] }))], 'b[]{url}* a[]{url}* d[]{url}'],
  ])('%s', (_name, replica, entries, expected) => {
    expect(view(replica, entries)).toBe(expected);
  });

  it.each<[string, PendingCommand, string[], boolean]>([
    ['an update is absorbed once its item is pulled', entry(cmd('menuItem.update', { menuItemId: 'a', updates: { name: 'x' } }), 'delivered', 9), ['a:0@9'], true],
    ['not before', entry(cmd('menuItem.update', { menuItemId: 'a', updates: { name: 'x' } }), 'delivered', 9), ['a:0@8'], false],
    ['an item delete is not absorbed by absence', entry(cmd('menuItem.delete', { menuItemId: 'a' }), 'delivered', 9), [], false],
    ['an item delete is absorbed by its tombstone', entry(cmd('menuItem.delete', { menuItemId: 'a' }), 'delivered', 9), ['~a:0@9'], true],
    ['an update of an item deleted since is absorbed by its tombstone', entry(cmd('menuItem.update', { menuItemId: 'a', updates: { name: 'x' } }), 'delivered', 9), ['~a:0@10'], true],
    ['membership: absorbed when the replica shows it', entry(cmd('category.setMenuItems', { categoryId: 'c', menuItemIds: ['a'] }), 'delivered', 9), ['a:0:c', 'b:1'], true],
    // The server stamps only the items whose orderIndex moved: c keeps its old stamp.
    ['a reorder is absorbed when the replica shows its order', entry(cmd('menuItem.reorder', { orderedIds: ['b', 'a', 'c'] }), 'delivered', 9), ['b:0@9', 'a:1@9', 'c:2@5'], true],
    ['a reorder: not while the replica shows the old order', entry(cmd('menuItem.reorder', { orderedIds: ['b', 'a', 'c'] }), 'delivered', 9), ['a:0@5', 'b:1@5', 'c:2@5'], false],
    ['a reorder naming an item deleted elsewhere: judged on those that remain', entry(cmd('menuItem.reorder', { orderedIds: ['b', 'x', 'a'] }), 'delivered', 9), ['b:0@9', 'a:1@9'], true],
    ['membership: not while an unwanted item still has it', entry(cmd('category.setMenuItems', { categoryId: 'c', menuItemIds: ['a'] }), 'delivered', 9), ['a:0:c', 'b:1:c'], false],
  ])('isAbsorbed: %s', (_name, e, replica, expected) => {
    // "~spec" is a tombstone the replica holds.
    const rows = (tombstone: boolean) => new Map(replica.filter((s) => s.startsWith('~') === tombstone).map((s) => item(s.replace('~', ''))).map((m) => [m.id, m]));
    const index = { categories: new Map(), menuItems: rows(false), deleted: { categories: new Map(), menuItems: rows(true) } };
    expect(isAbsorbed(e, index)).toBe(expected);
  });
});

describe('absorbedCommandIds', () => {
  const byId = (...specs: string[]) => ({ categories: new Map(specs.map(cat).map((c) => [c.id, c])), menuItems: new Map() });
  it('takes an earlier reorder with a later one the replica shows, which overwrote it', () => {
    const r1 = entry(reorder('b', 'a', 'c'), 'delivered', 10);
    const r2 = entry(reorder('a', 'b', 'c'), 'delivered', 20);
    expect([...absorbedCommandIds([r1, r2], byId('a:0@20', 'b:1@20', 'c:2@5'))].sort()).toEqual([r1.command.id, r2.command.id].sort());
  });
  it('leaves an earlier reorder while the later one is not shown yet', () => {
    const r1 = entry(reorder('b', 'a', 'c'), 'delivered', 10);
    const r2 = entry(reorder('c', 'b', 'a'), 'delivered', 20);
    expect([...absorbedCommandIds([r1, r2], byId('b:0@10', 'a:1@10', 'c:2@5'))]).toEqual([r1.command.id]);
  });
});

describe('the registry', () => {
  // Checked by the compiler (npm run typecheck): a declaration without how
  // its command shows in the overlay is no CommandSpec, so it cannot be registered.
  it('refuses a command declared without how it shows', () => {
    const spec = { callable: CATEGORY_FUNCTIONS.addCategorySecure, describe: () => 'Add', touches: TOUCHES_NOTHING, absorbed: () => false, permission: () => 'menu' as const };
    // @ts-expect-error: `overlay` is missing
    const missing: CommandSpecs<Pick<CommandPayloads, 'category.add'>> = { 'category.add': spec };
    const declared: CommandSpecs<Pick<CommandPayloads, 'category.add'>> = { 'category.add': { ...spec, overlay: IN_NO_LIST } };
    expect([missing, declared].map((specs) => 'overlay' in specs['category.add'])).toEqual([false, true]);
  });
});
