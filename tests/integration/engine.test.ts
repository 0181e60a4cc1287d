import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { filter, firstValueFrom, from } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCategoryCommand, deleteCategoryCommand, updateCategoryCommand } from '../../src/domain/categories/category-commands';
import type { AnyCommand } from '../../src/domain/sync/commands';
import { withCategoryDefaults } from '../../src/domain/shared/entities';
import { OfflineEngine } from '../../src/data/engine/engine';
import { acquireEngine, holdEngine, releaseEngine, stopEngines } from '../../src/data/engine/registry';
import { aheadReplicaDocs, ordersAhead } from '../../src/data/engine/orders-ahead';
import { restFirestore } from '../../src/data/firebase/rest-firestore';
import { firebaseTokenSource } from '../../src/data/firebase/firebase-token-source';
import { Outbox } from '../../src/data/outbox/outbox';
import { removeReplica } from '../../src/data/replica/database';
import { callableBaseUrl } from '../../src/data/sender/callable-http';
import { Timestamp } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from '../support/admin';
import { orderDoc, seedOrder } from '../support/orders';
import { createClient, type TestClient } from '../support/client';
import { EMULATORS, PROJECT_ID } from '../support/emulator-env';
import { liveDocs, signInAsNewStoreOwner, type Member } from '../support/store-member';
import { writeMember } from '../support/members';

// The whole engine in one process: dispatch → outbox → sender → Function →
// Firestore → pull → replica, and the delivered command purged once absorbed.
const functionsUrl = callableBaseUrl({ projectId: PROJECT_ID, region: 'us-central1', emulator: EMULATORS.functions });
let client: TestClient;
let me: Member;
let engines: OfflineEngine[] = [];
beforeEach(async () => {
  client = createClient();
  me = await signInAsNewStoreOwner(client);
});
afterEach(async () => {
  for (const engine of engines) await engine.stop();
  await Promise.all(engines.map((e) => removeReplica(me.uid, e.config.storeId)));
  engines = [];
  await Outbox.destroy(me.uid);
  await client.close();
});

async function start(storeId: string): Promise<OfflineEngine> {
  const engine = await OfflineEngine.start({
    uid: me.uid, storeId, firestore: client.firestore, tokens: firebaseTokenSource(client.auth, client.auth.currentUser!.uid), functionsUrl,
  });
  engines.push(engine);
  return engine;
}

describe('OfflineEngine', () => {
  it('delivers a dispatched command, pulls its effect and purges it from the outbox', async () => {
    const engine = await start(me.storeId);
    const made = addCategoryCommand({ name: 'Soups' }, [], { commandId: randomUUID(), storeId: me.storeId, categoryId: randomUUID() });
    if (!made.ok) throw new Error('expected a valid command');
    await engine.dispatch(made.value);
    await firstValueFrom(engine.replica.categories.find().$.pipe(filter((docs) => docs.some((d) => d.get('name') === 'Soups'))));
    await firstValueFrom(from(engine.outbox.entries$()).pipe(filter((entries) => entries.length === 0)));
    expect((await liveDocs(me.storeId, 'categories')).map((c) => c.name)).toEqual(['Soups']);
  });

  it('purges a delivered delete, and a change to the row it deleted, once the tombstone is pulled, not 10 minutes later', async () => {
    const engine = await start(me.storeId);
    const ids = { storeId: me.storeId };
    const added = addCategoryCommand({ name: 'Soups' }, [], { ...ids, commandId: randomUUID(), categoryId: randomUUID() });
    if (!added.ok) throw new Error('expected a valid command');
    await engine.dispatch(added.value);
    const [soups] = await firstValueFrom(engine.replica.categories.find().$.pipe(filter((docs) => docs.length === 1)));
    const view = [withCategoryDefaults({ ...(soups!.toJSON() as { id: string; name: string; orderIndex: number }), storeId: me.storeId })];
    // A rename, then the delete at once: the rename's row may never be pulled alive again.
    const renamed = updateCategoryCommand(soups!.id, { name: 'Broths' }, view, { ...ids, commandId: randomUUID() });
    const removed = deleteCategoryCommand(soups!.id, view, { ...ids, commandId: randomUUID() });
    if (!renamed.ok || !removed.ok) throw new Error('expected valid commands');
    await engine.dispatch(renamed.value);
    await engine.dispatch(removed.value);
    // Delivered, pulled as a tombstone, then purged: the outbox empties well within the test's timeout.
    await firstValueFrom(from(engine.outbox.entries$()).pipe(filter((entries) => entries.length === 0)));
    expect(await liveDocs(me.storeId, 'categories')).toEqual([]);
  });

  it('purges a delivered status change and a message marked read once the replica shows them, among many other orders', async () => {
    // The engine judges order and message commands by the rows they touch: it reads those by id, not every order of the device.
    const orderIds = await Promise.all(Array.from({ length: 60 }, () => seedOrder(me.storeId)));
    const messageId = randomUUID();
    await adminDb.doc(`stores/${me.storeId}/customerMessages/${messageId}`).set({
      sellerId: me.storeId, tableId: 'table_1', message: 'Lovely soup', rating: 5, status: 'new',
      createdAt: Timestamp.now(), updatedAt: Timestamp.now(), _deleted: false,
    });
    const engine = await start(me.storeId);
    await firstValueFrom(engine.replica.orders.find().$.pipe(filter((docs) => docs.length === orderIds.length)));
    await firstValueFrom(engine.replica.customermessages.find().$.pipe(filter((docs) => docs.length === 1)));
    const target = orderIds[17]!;
    const commands: AnyCommand[] = [
      { id: randomUUID(), type: 'order.updateStatus', storeId: me.storeId, payload: { orderId: target, newStatus: 'confirmed', mode: 'advance' } },
      { id: randomUUID(), type: 'message.markRead', storeId: me.storeId, payload: { messageId } },
    ];
    for (const command of commands) await engine.dispatch(command);
    // Delivered, pulled, purged: long before the 10-minute TTL that ends an entry nothing proves.
    await firstValueFrom(from(engine.outbox.entries$()).pipe(filter((entries) => entries.length === 0)));
    expect((await orderDoc(me.storeId, target)).status).toBe('confirmed');
    expect((await adminDb.doc(`stores/${me.storeId}/customerMessages/${messageId}`).get()).get('status')).toBe('read');
    const stillPending = await Promise.all(orderIds.filter((id) => id !== target).map(async (id) => (await orderDoc(me.storeId, id)).status));
    expect(new Set(stillPending)).toEqual(new Set(['pending']));
  });

  it('switching store switches what is replicated', async () => {
    const other = `store-b-${randomUUID().slice(0, 8)}`;
    await adminDb.doc(`stores/${other}`).set({ id: other, storeName: 'B', updatedAt: new Date(), _deleted: false });
    await adminDb.doc(`stores/${other}/categories/b-1`).set({ name: 'Only in B', orderIndex: 0, updatedAt: new Date(), _deleted: false });
    await adminDb.doc(`stores/${me.storeId}/categories/a-1`).set({ name: 'Only in A', orderIndex: 0, updatedAt: new Date(), _deleted: false });
    await writeMember(other, me.uid, 'OWNER');
    await adminAuth.setCustomUserClaims(me.uid, { stores: { [me.storeId]: 'OWNER', [other]: 'OWNER' } });
    await client.auth.currentUser!.getIdToken(true);

    const a = await start(me.storeId);
    await firstValueFrom(a.replica.categories.find().$.pipe(filter((d) => d.length === 1)));
    await a.stop();
    engines = engines.filter((e) => e !== a);
    await removeReplica(me.uid, me.storeId);

    const b = await start(other);
    const docs = await firstValueFrom(b.replica.categories.find().$.pipe(filter((d) => d.length > 0)));
    expect(docs.map((d) => d.get('name'))).toEqual(['Only in B']);
  });

  it("judges and purges only the current store's entries: another store's stay for its own replica", async () => {
    // The outbox holds every store's commands. One of store A's, delivered and in A's replica...
    await adminDb.doc(`stores/${me.storeId}/categories/a-1`).set({ name: 'In A', orderIndex: 0, updatedAt: new Date(), _deleted: false });
    const mine: AnyCommand = {
      id: randomUUID(), type: 'category.add', storeId: me.storeId,
      payload: { category: { id: 'a-1', name: 'In A', description: '', icon: '📁', color: '#6366f1', orderIndex: 0 } },
    };
    // ...and one of store B's, delivered, that B's replica has not shown yet. Judged against
    // A's replica (no menu items at all), "no item is in category c-b" would look absorbed.
    const theirs: AnyCommand = {
      id: randomUUID(), type: 'category.setMenuItems', storeId: `store-b-${randomUUID().slice(0, 8)}`,
      payload: { categoryId: 'c-b', menuItemIds: [] },
    };
    const outbox = new Outbox(me.uid);
    await outbox.enqueue(theirs);
    await outbox.markDelivered(theirs.id, Date.now());
    await outbox.enqueue(mine);
    await outbox.markDelivered(mine.id, 1);
    outbox.close();

    const engine = await start(me.storeId);
    await firstValueFrom(from(engine.outbox.entries$()).pipe(filter((entries) => !entries.some((e) => e.id === mine.id))));
    expect((await engine.outbox.all()).map((e) => e.id)).toEqual([theirs.id]);
  });

  it('purges a delivered menu reorder as soon as the replica shows its order, though unmoved items keep their stamps', async () => {
    const batch = adminDb.batch();
    ['A', 'B', 'C'].forEach((name, orderIndex) => {
      batch.set(adminDb.doc(`stores/${me.storeId}/menuItems/item-${name}`), {
        id: `item-${name}`, storeId: me.storeId, name, description: '', price: 4.5, categories: [], isAvailable: true, orderIndex,
        translations: {}, beautifyEnabled: false, updatedAt: new Date(), _deleted: false,
      });
    });
    await batch.commit();
    const engine = await start(me.storeId);
    await firstValueFrom(engine.replica.menuitems.find().$.pipe(filter((docs) => docs.length === 3)));
    // B before A; C stays where it was, so the server leaves (and does not stamp) it.
    await engine.dispatch({ id: randomUUID(), type: 'menuItem.reorder', storeId: me.storeId, payload: { orderedIds: ['item-B', 'item-A', 'item-C'] } });
    // Before the fix this waited for the 10-minute TTL.
    await firstValueFrom(from(engine.outbox.entries$()).pipe(filter((entries) => entries.length === 0)));
    const order = (await engine.replica.menuitems.find().exec()).sort((x, y) => x.get('orderIndex') - y.get('orderIndex')).map((d) => d.get('name'));
    expect(order).toEqual(['B', 'A', 'C']);
  });
});

describe('an engine started from the token, before any screen', () => {
  const config = () => ({
    uid: me.uid, storeId: me.storeId, firestore: client.firestore,
    tokens: firebaseTokenSource(client.auth, client.auth.currentUser!.uid), functionsUrl,
  });
  // The registry remembers the device's stores in localStorage, which Node lacks: an in-memory one.
  beforeEach(() => {
    const items = new Map<string, string>();
    globalThis.localStorage = {
      getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key), clear: () => items.clear(), key: (i: number) => [...items.keys()][i] ?? null,
      get length() { return items.size; },
    };
  });
  afterEach(async () => {
    await stopEngines(me.uid);
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });

  it('is the engine the screen takes over; let go by every screen, it stops after its hold', async () => {
    holdEngine(config(), 300);
    const taken = await acquireEngine(config());
    // Past the hold and the linger: the screen still holds it, so it is the same engine, still open.
    await new Promise((resolve) => setTimeout(resolve, 2_800));
    expect(await acquireEngine(config())).toBe(taken);
    expect(taken.replica.closed).toBe(false);
    releaseEngine(me.uid, me.storeId);
    releaseEngine(me.uid, me.storeId);
    await stopEngines(me.uid);

    holdEngine(config(), 300);
    const untaken = await acquireEngine(config());
    releaseEngine(me.uid, me.storeId);
    await expect.poll(() => untaken.replica.closed, { timeout: 5_000 }).toBe(true);
  });

  it("gives a new device's active orders ahead of its replica, without the finished ones; none once the orders caught up", async () => {
    const pending = await seedOrder(me.storeId);
    const ready = await seedOrder(me.storeId, { status: 'ready' });
    await seedOrder(me.storeId, { status: 'completed' });
    holdEngine(config(), 60_000);
    const ahead = aheadReplicaDocs(me.uid, me.storeId);
    const engine = acquireEngine(config());
    expect(ahead).toBeDefined();
    expect((await ahead!).map((d) => d.id).sort()).toEqual([pending, ready].sort());
    // The replica then holds the same orders, and a device whose orders caught up asks for none ahead.
    const started = await engine;
    await expect.poll(() => started.caughtUp.has('orders'), { timeout: 20_000 }).toBe(true);
    releaseEngine(me.uid, me.storeId);
    await stopEngines(me.uid);
    holdEngine(config(), 60_000);
    expect(aheadReplicaDocs(me.uid, me.storeId)).toBeUndefined();
  });

  it('shares the active orders asked for while its code loaded, only while they are fresh', async () => {
    const first = await seedOrder(me.storeId);
    await ordersAhead(restFirestore(client.firestore), me.uid, me.storeId);
    const second = await seedOrder(me.storeId);
    holdEngine(config(), 60_000);
    // The answer asked for before the second order: the engine asked nothing of its own.
    const taken = (await aheadReplicaDocs(me.uid, me.storeId)!).map((d) => d.id);
    expect(taken).toContain(first);
    expect(taken).not.toContain(second);
    await stopEngines(me.uid);

    // Asked for too long ago, the orders may have moved: the engine asks again.
    const third = await seedOrder(me.storeId);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11_000 });
    try {
      holdEngine(config(), 60_000);
    } finally {
      vi.useRealTimers();
    }
    expect((await aheadReplicaDocs(me.uid, me.storeId)!).map((d) => d.id)).toEqual(expect.arrayContaining([first, second, third]));
  });
});
