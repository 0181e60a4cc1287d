import { describe, expect, it } from 'vitest';
import type { AnyCommand } from './commands';
import { withCategoryDefaults, type Category } from './entities';
import { isAbsorbed, overlayCategories, type CommandStatus, type PendingCommand } from './overlay';

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
  ])('%s', (_name, replica, entries, expected) => {
    expect(show(replica, entries)).toBe(expected);
  });
});

describe('isAbsorbed', () => {
  const byId = (...specs: string[]) => new Map(specs.map(cat).map((c) => [c.id, c]));
  it.each<[string, PendingCommand, string[], boolean]>([
    ['queued is never absorbed', entry(add('n')), ['n:0@9'], false],
    ['add: absorbed once the doc is pulled', entry(add('n'), 'delivered', 9), ['n:0@9'], true],
    ['add: not before', entry(add('n'), 'delivered', 9), [], false],
    ['update: older replica is not absorbed', entry(rename('a', 'x'), 'delivered', 9), ['a:0@8'], false],
    ['update: a row not in the replica is not proof of anything', entry(rename('a', 'x'), 'delivered', 9), [], false],
    ['delete: absence is not proof either (the row may not be pulled yet)', entry(remove('a'), 'delivered', 9), [], false],
    ['delete: not while present', entry(remove('a'), 'delivered', 9), ['a:0@9'], false],
    ['reorder: every row must be pulled', entry(reorder('a', 'b'), 'delivered', 9), ['a:0@9', 'b:1@8'], false],
  ])('%s', (_name, e, replica, expected) => {
    expect(isAbsorbed(e, byId(...replica))).toBe(expected);
  });
});

describe('a pull in flight during delivery', () => {
  it('cannot bring back a row whose delete was delivered', () => {
    // add n committed at 9, delete n at 10, both delivered before any pull brought n.
    let entries = [entry(add('n'), 'delivered', 9), entry(remove('n'), 'delivered', 10)];
    // The engine purges what is absorbed, as it does on every replica or outbox change...
    const before = new Map([['a', cat('a:0@5')]]);
    entries = entries.filter((e) => !isAbsorbed(e, before));
    // ...then a pull that read before the delete lands and brings n back alive.
    const replica = [cat('a:0@5'), cat('n:1@9')];
    expect(overlayCategories(replica, entries).map((c) => c.id)).toEqual(['a']);
  });
});
