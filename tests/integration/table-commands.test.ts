import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { createClient, refusal } from '../support/client';
import { commandRecordCount, liveDocs, ownerPerTest, signInAsNewStoreOwner } from '../support/store-member';

// Tables and their links through the real web SDK against the Functions emulator.
const owner = ownerPerTest();

type Answer = { addedTables: string[]; removedTables: string[]; committedAt: number; tableCount: number };
const setCount = (newTableCount: unknown, commandId: string = randomUUID(), on = owner.client) =>
  on.call<Answer>('updateTableCountSecure', { storeId: owner.me.storeId, commandId, newTableCount });
const getLink = (tableNumber: unknown, on = owner.client) =>
  on.call<{ linkId: string; tableNumber: number; created: boolean }>('getTableLinkSecure', { storeId: owner.me.storeId, tableNumber });

/** tableId → isActive, and every link's id, uuid and fields checked on the way. */
async function links(): Promise<Record<string, boolean>> {
  const docs = await liveDocs(owner.me.storeId, 'tableLinks');
  const active: Record<string, boolean> = {};
  for (const d of docs) {
    expect(d.uuid).toBe(d.id);
    expect(d).toMatchObject({ storeId: owner.me.storeId, accessCount: 0, storeName: `Test ${owner.me.storeId}` });
    expect(active[d.tableId as string]).toBeUndefined(); // one link per table
    active[d.tableId as string] = d.isActive as boolean;
  }
  return active;
}
const store = async () => (await adminDb.doc(`stores/${owner.me.storeId}`).get()).data() as Record<string, unknown>;
const tables = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `table_${from + i}`);

describe('updateTableCountSecure', () => {
  it('up, down and up again: links made, deactivated (never deleted), reactivated, with the lists of changes', async () => {
    const up = await setCount(4);
    expect(up).toMatchObject({ addedTables: tables(1, 4), removedTables: [], tableCount: 4 });
    expect(await links()).toEqual({ table_1: true, table_2: true, table_3: true, table_4: true });
    const stored = await store();
    expect(stored).toMatchObject({ tableCount: 4, hasQRCodes: true, _deleted: false });
    // Stamped with the commit, so the replica pulls it and the pending count is absorbed.
    expect(Math.floor((stored.updatedAt as { toMillis(): number }).toMillis())).toBe(up.committedAt);
    expect(stored.qrCodesUpdatedAt).toEqual(stored.updatedAt);
    const firstIds = (await liveDocs(owner.me.storeId, 'tableLinks')).map((d) => d.id).sort();

    const down = await setCount(2);
    expect(down).toMatchObject({ addedTables: [], removedTables: ['table_3', 'table_4'] });
    expect(await links()).toEqual({ table_1: true, table_2: true, table_3: false, table_4: false });
    expect((await store()).tableCount).toBe(2);

    const again = await setCount(5);
    expect(again).toMatchObject({ addedTables: ['table_3', 'table_4', 'table_5'], removedTables: [] });
    expect(await links()).toEqual({ table_1: true, table_2: true, table_3: true, table_4: true, table_5: true });
    // The printed codes of tables 3 and 4 work again: their links are the same documents.
    const ids = (await liveDocs(owner.me.storeId, 'tableLinks')).map((d) => d.id);
    expect(firstIds.every((id) => ids.includes(id))).toBe(true);
    expect(ids).toHaveLength(5);
  });

  it('takes 1 and 100, and refuses the rest with the spec words, changing nothing', async () => {
    expect((await setCount(1)).addedTables).toEqual(['table_1']);
    for (const [value, code, message] of [
      [0, 'invalid-argument', 'Please enter a valid number of tables'],
      [-2, 'invalid-argument', 'Please enter a valid number of tables'],
      [2.5, 'invalid-argument', 'Please enter a valid number of tables'],
      ['many', 'invalid-argument', 'Please enter a valid number of tables'],
      [101, 'failed-precondition', 'Cannot exceed maximum of 100 tables per store.'],
    ] as const) {
      const error = await refusal(setCount(value));
      expect([error.code, error.message]).toEqual([code, message]);
    }
    expect(await links()).toEqual({ table_1: true });
    expect(await commandRecordCount(owner.me.storeId)).toBe(1);
    expect((await setCount(100)).addedTables).toHaveLength(99);
    expect(Object.values(await links()).filter(Boolean)).toHaveLength(100);
  });

  it('a replay has one effect and answers as the first time', async () => {
    const commandId = randomUUID();
    const first = await setCount(3, commandId);
    await setCount(1);
    const replay = await setCount(3, commandId);
    expect(replay).toEqual(first);
    // The replay did not bring tables 2 and 3 back.
    expect(await links()).toEqual({ table_1: true, table_2: false, table_3: false });
    expect((await store()).tableCount).toBe(1);
  });

  it("a user of another store is refused, and this store's tables stay as they were", async () => {
    await setCount(2);
    const other = createClient();
    await signInAsNewStoreOwner(other, 'stranger');
    const before = await commandRecordCount(owner.me.storeId);
    const error = await refusal(setCount(9, randomUUID(), other));
    expect(error.code).toBe('permission-denied');
    const linkError = await refusal(getLink(1, other));
    expect(linkError.code).toBe('permission-denied');
    expect(await links()).toEqual({ table_1: true, table_2: true });
    expect(await commandRecordCount(owner.me.storeId)).toBe(before);
    await other.close();
  });
});

describe('getTableLinkSecure (the preview)', () => {
  it("finds a table's active link; the counter's is made once and kept", async () => {
    await setCount(3);
    const linkOf3 = (await liveDocs(owner.me.storeId, 'tableLinks')).find((d) => d.tableId === 'table_3')!;
    expect(await getLink(3)).toEqual({ linkId: linkOf3.id, tableNumber: 3, created: false });
    const counter = await getLink(0);
    expect(counter.created).toBe(true);
    expect(await getLink('0')).toEqual({ ...counter, created: false });
    // A count change leaves the counter alone.
    await setCount(1);
    expect((await links()).table_0).toBe(true);
  });

  it('refuses a table above the count instead of making it a link, and a bad number in the spec words', async () => {
    await setCount(2);
    await setCount(1);
    const above = await refusal(getLink(2));
    expect([above.code, above.message]).toEqual(['failed-precondition', 'Table 2 is not in use: this store has 1 table. Change the table count to add it.']);
    expect((await links()).table_2).toBe(false);
    expect((await refusal(getLink(1.5))).message).toBe('Table ID must be a whole number');
    expect((await refusal(getLink(-1))).message).toBe('Table ID must be 0 or greater');
  });

  it("says 'No tables configured for this store' before any table exists, and makes a missing link of a counted table", async () => {
    expect((await refusal(getLink(1))).message).toBe('No tables configured for this store');
    // A count set without links (as older stores and the wizard's direct set left them).
    await adminDb.doc(`stores/${owner.me.storeId}`).update({ tableCount: 2 });
    const made = await getLink(2);
    expect(made.created).toBe(true);
    expect(await links()).toEqual({ table_2: true });
  });
});
