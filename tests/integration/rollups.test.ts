import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rebuildStoreRollups, storedRollupOrder } from '../../scripts/lib/rollups-rebuild';
import { mulberry32 } from '../../scripts/seed/demo-random';
import { comparableDailyStats, dailyStatsFromOrders, emptyDailyStats, readDailyStats, type RollupOrder } from '../../src/domain/analytics/daily-stats';
import { storeMoment } from '../../src/domain/analytics/store-day';
import { ORDER_STATUSES } from '../../src/domain/orders/orders';
import { adminDb } from '../support/admin';
import { createClient, type TestClient } from '../support/client';
import { seedMenuItem, seedOrder, seedTableLink, setOrdering } from '../support/orders';
import { signInAsNewStoreOwner, type Member } from '../support/store-member';

// Issue 11: the order Functions keep stores/{storeId}/dailyStats in the same
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

async function rollupsInFirestore(storeId: string) {
  const snap = await adminDb.collection(`stores/${storeId}/dailyStats`).get();
  return new Map(snap.docs.map((d) => [d.id, comparableDailyStats(readDailyStats(d.id, d.data()))]));
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

describe('daily rollups (issue 11)', () => {
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

    const sent: Array<{ name: string; data: Record<string, unknown>; answer: unknown }> = [];
    const counts = { placed: 0, example: 0, status: 0, bulk: 0, deleted: 0, replays: 0, refused: 0 };
    const send = async (name: string, data: Record<string, unknown>, client = seller) => {
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
    // The run really moved orders through several statuses and days.
    expect(new Set(orders.map((o) => o.status)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(orders.map((o) => storeMoment(o.createdAt, ZONE).date)).size).toBeGreaterThan(10);
  }, 300_000);

  it('a rollup is written in the commit of its order and replicates (updatedAt, _deleted); the store zone decides the day', async () => {
    await adminDb.doc(`stores/${me.storeId}`).update({ timeZone: 'America/Los_Angeles' });
    const placed = await seller.call<{ orderId: string; committedAt: number }>('createExampleOrderSecure', { storeId: me.storeId, commandId: randomUUID() });
    const order = (await adminDb.doc(`stores/${me.storeId}/orders/${placed.orderId}`).get()).data() ?? {};
    const date = storeMoment((order.createdAt as Timestamp).toMillis(), 'America/Los_Angeles').date;
    const rollup = (await adminDb.doc(`stores/${me.storeId}/dailyStats/${date}`).get()).data() ?? {};
    expect(rollup).toMatchObject({ id: date, _deleted: false, byStatus: { pending: { orders: 1 } } });
    expect(Math.floor((rollup.updatedAt as Timestamp).toMillis())).toBe(placed.committedAt);
  });
});
