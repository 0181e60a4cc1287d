import { BehaviorSubject, firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { AnyCommand } from '../../domain/sync/commands';
import type { PendingCommand } from '../../domain/sync/overlay';
import { CaughtUp } from '../engine/caught-up';
import type { OfflineEngine } from '../engine/engine';
import type { ReplicaCollectionName, ReplicaDoc } from '../replica/schemas';
import { replicaView$, type ListView } from './replica-view';

// The loading rule of every list, over a stand-in engine: RxDB and the outbox
// are replaced by subjects holding what they would emit.
const STORE = 'store-a';

function engineWith(docs: ReplicaDoc[], entries: PendingCommand[], caughtUp: ReplicaCollectionName[] = []): OfflineEngine {
  const marks = new CaughtUp(`uid-${crypto.randomUUID()}`, STORE);
  if (caughtUp.length) marks.mark(caughtUp);
  const found = new BehaviorSubject(docs.map((d) => ({ toJSON: () => d })));
  return {
    config: { uid: 'u', storeId: STORE },
    replica: { categories: { find: () => ({ $: found }) } },
    outbox: { entries$: () => new BehaviorSubject(entries) },
    caughtUp: marks,
    lastSynced: { read: () => null, subscribe: () => () => undefined },
  } as unknown as OfflineEngine;
}

const addCategory = (storeId: string, id: string): PendingCommand => ({
  status: 'queued',
  command: { id: `cmd-${id}`, type: 'category.add', storeId, payload: { storeId, category: { id, name: id } } } as unknown as AnyCommand,
});

/** Rows are the replica's ids, then the ids this store's pending adds bring. */
const ids = (docs: ReplicaDoc[], entries: PendingCommand[]) => [
  ...docs.map((d) => d.id),
  ...entries.map((e) => (e.command.payload as { category: { id: string } }).category.id),
];

const view = (engine: OfflineEngine) => firstValueFrom(replicaView$(engine, 'categories', ids));
const LOADING: ListView<string> = { status: 'loading', waitingFor: ['categories'] };

describe('replicaView$: loading until its own collection synced once on this device', () => {
  it.each<[string, ReplicaDoc[], PendingCommand[], ReplicaCollectionName[], ListView<string>]>([
    ['nothing here, never synced', [], [], [], LOADING],
    // The outbox holds every store's commands; store B's say nothing about store A.
    ["only another store's pending change", [], [addCategory('store-b', 'b1')], [], LOADING],
    ["this store's pending change shows", [], [addCategory(STORE, 'a1')], [], { status: 'ready', rows: ['a1'] }],
    ['synced once, really empty', [], [], ['categories'], { status: 'ready', rows: [] }],
    // Each view waits for its own collection only: orders still syncing do not hold the categories back...
    ['categories synced, orders not', [], [], ['store', 'categories', 'menuitems'], { status: 'ready', rows: [] }],
    // ...and orders synced say nothing about the categories.
    ['other collections synced, not this one', [], [], ['orders', 'menuitems'], LOADING],
    ['documents already pulled show before the pull ends', [{ id: 'c1' }], [], [], { status: 'ready', rows: ['c1'] }],
  ])('%s', async (_, docs, entries, caughtUp, expected) => {
    expect(await view(engineWith(docs, entries, caughtUp))).toEqual(expected);
  });

  it('turns ready when its collection is marked, in this tab, without a new query', async () => {
    const engine = engineWith([], [], []);
    const seen: ListView<string>[] = [];
    const subscription = replicaView$(engine, 'categories', ids).subscribe((v) => seen.push(v));
    engine.caughtUp.mark(['orders']);
    engine.caughtUp.mark(['categories']);
    subscription.unsubscribe();
    expect(seen.map((v) => v.status)).toEqual(['loading', 'loading', 'ready']);
  });
});
