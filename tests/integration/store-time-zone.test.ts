import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { rebuildStoreRollups } from '../../scripts/lib/rollups-rebuild';
import { storedRollupOrder } from '../../scripts/lib/stored-rollup-order';
import { comparableDailyStats, dailyStatsFromOrders, readDailyStats, type RollupOrder } from '../../src/domain/analytics/daily-stats';
import { dailyStatsByDay } from '../../src/domain/analytics/rollup-shards';
import { adminDb } from '../support/admin';
import { refusal } from '../support/client';
import { createClient } from '../support/client';
import { seedOrder } from '../support/orders';
import { commandRecordCount, ownerPerTest, signInAsMember } from '../support/store-member';

// updateStoreTimeZoneSecure and the rebuild of the rollups that follows a
// change of zone (rebuildRollupsOnTimeZoneChange): orders placed near
// midnight move to the day they fall on in the new zone.
const owner = ownerPerTest();
const id = () => randomUUID();
const NEW_YORK = 'America/New_York';
const change = (timeZone: unknown, storeId = owner.me.storeId, client = owner.client) =>
  client.call<Record<string, unknown>>('updateStoreTimeZoneSecure', { storeId, commandId: id(), timeZone });
const storeDoc = async () => (await adminDb.doc(`stores/${owner.me.storeId}`).get()).data() as Record<string, unknown>;

/** Until the trigger has rebuilt the rollups in `zone` (it records the zone on the store when done). */
async function rebuiltIn(zone: string): Promise<void> {
  for (let i = 0; i < 120; i++) {
    if ((await storeDoc()).rollupsTimeZone === zone) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the rollups were not rebuilt in ${zone}`);
}

async function rollupDocs() {
  return (await adminDb.collection(`stores/${owner.me.storeId}/dailyStats`).get()).docs;
}

/** Each day's live rollup documents summed, as every reader sums them. */
async function storedDays() {
  const live = (await rollupDocs()).filter((d) => d.get('_deleted') !== true).map((d) => readDailyStats(d.id, d.data()));
  return new Map(dailyStatsByDay(live).map((day) => [day.id, comparableDailyStats(day)]));
}

async function ordersOfStore(): Promise<RollupOrder[]> {
  const snap = await adminDb.collection(`stores/${owner.me.storeId}/orders`).get();
  return snap.docs.map((d) => storedRollupOrder(d.data())).filter((o): o is RollupOrder => o !== null);
}

const ordersOn = (days: Map<string, ReturnType<typeof comparableDailyStats>>, date: string) =>
  Object.values(days.get(date)?.byStatus ?? {}).reduce((n, t) => n + (t?.orders ?? 0), 0);

let rebuildAgain: (storeId: string, timeZone: string) => Promise<{ superseded: boolean }>;
beforeAll(async () => {
  // The Function's own rebuild, with the Functions' copy of the Admin SDK (as rollups.test.ts runs the fold).
  const { getFirestore } = await import('../../functions/node_modules/firebase-admin/lib/firestore/index.js');
  const { rebuildRollupsInZone } = await import('../../functions/src/analytics/rollup-rebuild');
  rebuildAgain = (storeId, timeZone) => rebuildRollupsInZone(getFirestore(), storeId, timeZone);
});

describe("the store's time zone", () => {
  it('orders near midnight land on their day in the new zone once the rollups are rebuilt; old documents become tombstones', async () => {
    await adminDb.doc(`stores/${owner.me.storeId}`).update({ timeZone: 'UTC' });
    await rebuiltIn('UTC');
    // 23:30 and 00:30 in New York around its midnight of Nov 10-11: both on Nov 11 in UTC.
    await seedOrder(owner.me.storeId, { status: 'completed', createdAt: Timestamp.fromDate(new Date('2026-11-11T04:30:00Z')), totalAmount: 20 });
    await seedOrder(owner.me.storeId, { status: 'completed', createdAt: Timestamp.fromDate(new Date('2026-11-11T05:30:00Z')), totalAmount: 9 });
    // And one just placed: its day is open, kept in shards.
    await seedOrder(owner.me.storeId, { status: 'pending', createdAt: Timestamp.fromMillis(Date.now() - 60_000) });
    await rebuildStoreRollups(adminDb, owner.me.storeId);
    const inUtc = await storedDays();
    expect(ordersOn(inUtc, '2026-11-11')).toBe(2);
    expect(ordersOn(inUtc, '2026-11-10')).toBe(0);
    const before = new Set((await rollupDocs()).map((d) => d.id));

    // As a store that never changed its zone: no record of the zone its figures are counted in.
    await adminDb.doc(`stores/${owner.me.storeId}`).update({ rollupsTimeZone: FieldValue.delete() });
    // Every version of the store document from here: what a device's replica would see.
    const seen: Array<[unknown, unknown]> = [];
    const watching = adminDb.doc(`stores/${owner.me.storeId}`).onSnapshot((snap) => seen.push([snap.get('timeZone'), snap.get('rollupsTimeZone')]));
    const result = await change(NEW_YORK);
    expect(result).toMatchObject({ success: true, changed: true });
    expect((await storeDoc()).timeZone).toBe(NEW_YORK);
    await rebuiltIn(NEW_YORK);
    await new Promise((resolve) => setTimeout(resolve, 200));
    watching();
    // The new zone came with the zone the figures were still counted in (screens say 'recounting'), then the recount's end.
    expect(seen).toContainEqual([NEW_YORK, 'UTC']);
    expect(seen[seen.length - 1]).toEqual([NEW_YORK, NEW_YORK]);

    const inNewYork = await storedDays();
    expect(ordersOn(inNewYork, '2026-11-10')).toBe(1);
    expect(ordersOn(inNewYork, '2026-11-11')).toBe(1);
    // Figure for figure what the orders give in the new zone.
    const expected = dailyStatsFromOrders(await ordersOfStore(), NEW_YORK);
    for (const [date, stats] of expected) expect(inNewYork.get(date), date).toEqual(comparableDailyStats(stats));
    // Never a hard delete: every document the devices may hold is still there, live or a tombstone.
    const after = await rollupDocs();
    for (const docId of before) expect(after.some((d) => d.id === docId), docId).toBe(true);
    for (const d of after.filter((d) => d.get('_deleted') === true)) expect(d.get('byStatus')).toBeUndefined();

    // Run again, as a retried trigger would, and as the backfill's rebuild (the same plan): the same figures.
    expect(await rebuildAgain(owner.me.storeId, NEW_YORK)).toMatchObject({ superseded: false });
    expect(await storedDays()).toEqual(inNewYork);
    await rebuildStoreRollups(adminDb, owner.me.storeId);
    expect(await storedDays()).toEqual(inNewYork);
    // A rebuild for a zone the store has left since stops without writing.
    expect(await rebuildAgain(owner.me.storeId, 'UTC')).toMatchObject({ superseded: true, days: 0 });
    expect(await storedDays()).toEqual(inNewYork);
  });

  it('the same zone again is no change and rebuilds nothing', async () => {
    await adminDb.doc(`stores/${owner.me.storeId}`).update({ timeZone: NEW_YORK });
    await rebuiltIn(NEW_YORK);
    const stamp = (await storeDoc()).updatedAt;
    expect(await change(NEW_YORK)).toMatchObject({ success: true, changed: false });
    expect((await storeDoc()).updatedAt).toEqual(stamp);
  });

  it.each([
    ['a name no runtime knows', 'Mars/Olympus_Mons'],
    ['no zone', undefined],
    ['a number', 5],
  ])('refuses %s with the screen words, writing nothing', async (_case, timeZone) => {
    const before = await storeDoc();
    const error = await refusal(change(timeZone));
    expect([error.code, error.message]).toEqual(['invalid-argument', 'The time zone is not one we know.']);
    expect(await storeDoc()).toEqual(before);
    expect(await commandRecordCount(owner.me.storeId)).toBe(0);
  });

  it('refuses a member whose role holds no settings permission', async () => {
    const staff = createClient();
    await signInAsMember(staff, owner.me.storeId, 'STAFF');
    const before = await storeDoc();
    const denied = await refusal(change('Asia/Tokyo', owner.me.storeId, staff));
    expect(denied.code).toBe('permission-denied');
    await staff.close();
    expect((await storeDoc()).timeZone).toBe(before.timeZone);
  });
});
