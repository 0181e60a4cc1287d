import { randomUUID } from 'node:crypto';
import type { CallableName } from '../../src/domain/sync/functions';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rebuildStoreRollups } from '../../scripts/lib/rollups-rebuild';
import { storedRollupOrder } from '../../scripts/lib/stored-rollup-order';
import { mulberry32 } from '../../scripts/seed/demo-random';
import { comparableDailyStats, dailyStatsFromOrders, emptyDailyStats, readDailyStats, type RollupOrder } from '../../src/domain/analytics/daily-stats';
import { dailyStatsByDay, rollupShard, shardDocId } from '../../src/domain/analytics/rollup-shards';
import { storeMoment } from '../../src/domain/shared/store-day';
import { ORDER_STATUSES } from '../../src/domain/orders/orders';
import { adminDb } from '../support/admin';
import { createClient, type TestClient } from '../support/client';
import { seedMenuItem, seedOrder, seedTableLink, setOrdering } from '../support/orders';
import { signInAsNewStoreOwner, type Member } from '../support/store-member';

// The order Functions keep stores/{storeId}/dailyStats in the same
// transaction as every order write. After a long random run of every order
// command (replays of the same command id included) the rollups must equal a
// recomputation from the raw orders, figure for figure.
let seller: TestClient;
let customer: TestClient;
let me: Member;
beforeEach(async () => {
  seller = createClient();
  customer = createClient();
  me = await signInAsNewStoreOwner(seller);
});
afterEach(async () => {
  await seller.close();
  await customer.close();
});

// UTC+12:45/+13:45: its days and hours are nobody's UTC days, so a rollup
// counted in the wrong zone would not match.
const ZONE = 'Pacific/Chatham';
const DAY = 24 * 60 * 60 * 1000;

/** The store's live rollup documents, shards and folded days alike. */
async function liveRollupDocs(storeId: string) {
  const snap = await adminDb.collection(`stores/${storeId}/dailyStats`).get();
  return snap.docs.filter((d) => d.get('_deleted') !== true);
}

/** Each day's live documents summed, as every reader sums them. */
async function rollupsInFirestore(storeId: string) {
  const docs = (await liveRollupDocs(storeId)).map((d) => readDailyStats(d.id, d.data()));
  return new Map(dailyStatsByDay(docs).map((day) => [day.id, comparableDailyStats(day)]));
}

async function recomputed(storeId: string) {
  const snap = await adminDb.collection(`stores/${storeId}/orders`).get();
  const orders = snap.docs
    .filter((d) => d.get('_deleted') !== true)
    .map((d) => storedRollupOrder(d.data()))
    .filter((o): o is RollupOrder => o !== null);
  return { orders, days: dailyStatsFromOrders(orders, ZONE) };
}

async function expectRollupsMatchOrders(storeId: string) {
  const stored = await rollupsInFirestore(storeId);
  const { orders, days } = await recomputed(storeId);
  for (const [date, stats] of days) expect(stored.get(date), date).toEqual(comparableDailyStats(stats));
  // A day whose orders all went (deleted) keeps a document of zeros: it must compare as empty.
  for (const [date, stats] of stored) if (!days.has(date)) expect(stats, date).toEqual(emptyDailyStats(date));
  return orders;
}

describe('daily rollups', () => {
  it('equal a recomputation from the raw orders after 500 random placements, status changes, deletes and replays', async () => {
    await adminDb.doc(`stores/${me.storeId}`).update({ timeZone: ZONE });
    await setOrdering(me.storeId, { enableOrderFunction: true, orderConfig: { enableTax: true, taxRate: 8.5 } });
    const dishes = [await seedMenuItem(me.storeId, 'Soup', 6.5), await seedMenuItem(me.storeId, 'Tea', 3), await seedMenuItem(me.storeId, 'Cake', 7.25)];
    const links = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => seedTableLink(me.storeId, `table_${n}`)));
    // Orders from before the Functions kept rollups, spread over 60 days: the backfill counts them.
    const rng = mulberry32(11);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      const at = Timestamp.fromMillis(Date.now() - Math.floor(rng() * 60 * DAY));
      ids.push(await seedOrder(me.storeId, { createdAt: at, status: pick(ORDER_STATUSES), statusHistory: [] }));
    }
    await rebuildStoreRollups(adminDb, me.storeId);
    await expectRollupsMatchOrders(me.storeId);

    const sent: Array<{ name: CallableName; data: Record<string, unknown>; answer: unknown }> = [];
    const counts = { placed: 0, example: 0, status: 0, bulk: 0, deleted: 0, replays: 0, refused: 0 };
    const send = async (name: CallableName, data: Record<string, unknown>, client = seller) => {
      try {
        const answer = await client.call<Record<string, unknown>>(name, data);
        sent.push({ name, data, answer });
        return answer;
      } catch {
        // A refused command (a step the rules do not allow, the rate limit) writes nothing.
        counts.refused++;
        return undefined;
      }
    };
    const command = () => ({ storeId: me.storeId, commandId: randomUUID() });
    const reasons = ['Out of fish', 'Customer left', '', 'Kitchen closed'];

    for (let step = 0; step < 500; step++) {
      const roll = rng();
      if (roll < 0.12) {
        const lines = [{ menuItemId: pick(dishes), quantity: 1 + Math.floor(rng() * 3) }];
        const placed = await send('placeOrderSecure', { tableLinkId: pick(links), commandId: randomUUID(), items: lines }, customer);
        if (placed) {
          ids.push(placed.orderId as string);
          counts.placed++;
        }
      } else if (roll < 0.3) {
        const placed = await send('createExampleOrderSecure', command());
        if (placed) {
          ids.push(placed.orderId as string);
          counts.example++;
        }
      } else if (roll < 0.68) {
        const to = pick(ORDER_STATUSES);
        await send('updateOrderStatusSecure', {
          ...command(), orderId: pick(ids), newStatus: to, mode: rng() < 0.5 ? 'set' : 'advance',
          ...(to === 'cancelled' ? { sellerNotes: pick(reasons) || 'No reason' } : {}),
        });
        counts.status++;
      } else if (roll < 0.78) {
        const to = pick(ORDER_STATUSES);
        await send('bulkUpdateOrderStatusSecure', {
          ...command(), orderIds: [...new Set([pick(ids), pick(ids), pick(ids), pick(ids)])], newStatus: to,
          ...(to === 'cancelled' ? { sellerNotes: pick(reasons) || 'Closing early' } : {}),
        });
        counts.bulk++;
      } else if (roll < 0.86) {
        await send('bulkDeleteOrdersSecure', { ...command(), orderIds: [...new Set([pick(ids), pick(ids)])] });
        counts.deleted++;
      } else if (sent.length > 0) {
        // The same command id again (a retry after a lost answer): its first answer, nothing counted twice.
        const first = pick(sent);
        const again = await (first.name === 'placeOrderSecure' ? customer : seller).call<Record<string, unknown>>(first.name, first.data);
        expect({ ...again, committedAt: 0 }).toEqual({ ...(first.answer as object), committedAt: 0 });
        counts.replays++;
      }
    }
    expect(counts.replays).toBeGreaterThan(30);
    expect(counts.placed + counts.example).toBeGreaterThan(50);
    const orders = await expectRollupsMatchOrders(me.storeId);
    // The Functions' writes were spread over shards, not queued on one document per day.
    const shards = new Set((await liveRollupDocs(me.storeId)).map((d) => d.get('shard')).filter((n) => typeof n === 'number'));
    expect(shards.size).toBeGreaterThan(1);
    // The run really moved orders through several statuses and days.
    expect(new Set(orders.map((o) => o.status)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(orders.map((o) => storeMoment(o.createdAt, ZONE).date)).size).toBeGreaterThan(10);
  }, 300_000);

  it('a rollup is written in the commit of its order and replicates (updatedAt, _deleted); the store zone decides the day', async () => {
    await adminDb.doc(`stores/${me.storeId}`).update({ timeZone: 'America/Los_Angeles' });
    // The zone change's own rebuild (a trigger) writes the rollups too: the order comes once it is done.
    await vi.waitFor(async () => expect((await adminDb.doc(`stores/${me.storeId}`).get()).get('rollupsTimeZone')).toBe('America/Los_Angeles'), { timeout: 15_000, interval: 100 });
    const placed = await seller.call<{ orderId: string; committedAt: number }>('createExampleOrderSecure', { storeId: me.storeId, commandId: randomUUID() });
    const order = (await adminDb.doc(`stores/${me.storeId}/orders/${placed.orderId}`).get()).data() ?? {};
    const date = storeMoment((order.createdAt as Timestamp).toMillis(), 'America/Los_Angeles').date;
    const shard = rollupShard(placed.orderId);
    const rollup = (await adminDb.doc(`stores/${me.storeId}/dailyStats/${shardDocId(date, shard)}`).get()).data() ?? {};
    expect(rollup).toMatchObject({ id: shardDocId(date, shard), date, shard, _deleted: false, byStatus: { pending: { orders: 1 } } });
    expect(Math.floor((rollup.updatedAt as Timestamp).toMillis())).toBe(placed.committedAt);
  });
});

describe('folding closed days', () => {
  let foldClosedRollups: typeof import('../../functions/src/analytics/rollup-fold').foldClosedRollups;
  beforeAll(async () => {
    ({ foldClosedRollups } = await import('../../functions/src/analytics/rollup-fold'));
  });

  const docsOfDay = async (storeId: string, date: string) =>
    (await adminDb.collection(`stores/${storeId}/dailyStats`).get()).docs.filter((d) => d.id === date || d.get('date') === date);

  it('gives the same figures from one document, tombstones the shards, and still counts a late write', async () => {
    await adminDb.doc(`stores/${me.storeId}`).update({ timeZone: ZONE });
    const command = () => ({ storeId: me.storeId, commandId: randomUUID() });
    const ids: string[] = [];
    for (let i = 0; i < 16; i++) ids.push((await seller.call<{ orderId: string }>('createExampleOrderSecure', command())).orderId);
    await seller.call('bulkUpdateOrderStatusSecure', { ...command(), orderIds: ids.slice(0, 8), newStatus: 'confirmed' });
    await seller.call('bulkUpdateOrderStatusSecure', { ...command(), orderIds: ids.slice(0, 4), newStatus: 'ready' });
    await seller.call('updateOrderStatusSecure', { ...command(), orderId: ids[9], newStatus: 'cancelled', sellerNotes: 'Out of fish' });
    // An old day kept in the form rollups had before shards (`{day}`, no date
    // field), then an order of it changed: it reads as a folded day plus a shard.
    const oldAt = Timestamp.fromMillis(Date.now() - 9 * DAY);
    const oldId = await seedOrder(me.storeId, { createdAt: oldAt, status: 'confirmed', statusHistory: [] });
    const oldDay = storeMoment(oldAt.toMillis(), ZONE).date;
    const oldStats = dailyStatsFromOrders([storedRollupOrder((await adminDb.doc(`stores/${me.storeId}/orders/${oldId}`).get()).data() ?? {})!], ZONE).get(oldDay)!;
    await adminDb.doc(`stores/${me.storeId}/dailyStats/${oldDay}`).set({ ...oldStats, updatedAt: FieldValue.serverTimestamp(), _deleted: false });
    await seller.call('updateOrderStatusSecure', { ...command(), orderId: oldId, newStatus: 'cancelled', sellerNotes: 'Customer left' });

    const order = (await adminDb.doc(`stores/${me.storeId}/orders/${ids[0]}`).get()).data() ?? {};
    const day = storeMoment((order.createdAt as Timestamp).toMillis(), ZONE).date;
    const shardsOfDay = (await docsOfDay(me.storeId, day)).filter((d) => d.id !== day);
    expect(shardsOfDay.length).toBeGreaterThan(1);
    expect((await docsOfDay(me.storeId, oldDay)).map((d) => d.id).sort()).toEqual([oldDay, shardDocId(oldDay, rollupShard(oldId))]);
    const before = await expectRollupsMatchOrders(me.storeId).then(() => rollupsInFirestore(me.storeId));

    // On today's clock the old day is closed and folds; today's shards stay, the day is still open.
    const foldStarted = Date.now();
    await foldClosedRollups(Date.now());
    expect((await docsOfDay(me.storeId, day)).filter((d) => d.get('_deleted') !== true).length).toBe(shardsOfDay.length);
    expect((await docsOfDay(me.storeId, oldDay)).filter((d) => d.get('_deleted') !== true).map((d) => d.id)).toEqual([oldDay]);

    // Three days on, today has closed too.
    const folded = await foldClosedRollups(Date.now() + 3 * DAY);
    expect(folded.days).toBeGreaterThanOrEqual(1);
    for (const date of [day, oldDay]) {
      const docs = await docsOfDay(me.storeId, date);
      const live = docs.filter((d) => d.get('_deleted') !== true);
      expect(live.map((d) => d.id), date).toEqual([date]);
      expect(live[0]!.get('date')).toBe(date);
      expect(live[0]!.get('shard')).toBeUndefined();
      for (const tomb of docs.filter((d) => d.id !== date)) {
        // A tombstone with a fresh stamp (the pull sees it) and no figures left.
        expect(tomb.get('_deleted'), tomb.id).toBe(true);
        expect((tomb.get('updatedAt') as Timestamp).toMillis()).toBeGreaterThanOrEqual(foldStarted - 1000);
        expect(tomb.get('byStatus')).toBeUndefined();
      }
    }
    expect(await rollupsInFirestore(me.storeId)).toEqual(before);
    await expectRollupsMatchOrders(me.storeId);

    // A late write to the folded day: its shard comes back with that write alone, and the sum holds.
    await seller.call('updateOrderStatusSecure', { ...command(), orderId: ids[2], newStatus: 'cancelled', sellerNotes: 'Customer left' });
    const revived = (await docsOfDay(me.storeId, day)).filter((d) => d.get('_deleted') !== true).map((d) => d.id).sort();
    expect(revived).toEqual([day, shardDocId(day, rollupShard(ids[2]!))].sort());
    await expectRollupsMatchOrders(me.storeId);
    // The next fold folds it in again.
    await foldClosedRollups(Date.now() + 3 * DAY);
    expect((await docsOfDay(me.storeId, day)).filter((d) => d.get('_deleted') !== true).map((d) => d.id)).toEqual([day]);
    await expectRollupsMatchOrders(me.storeId);
  }, 120_000);
});
