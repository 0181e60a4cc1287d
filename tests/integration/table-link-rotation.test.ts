import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { createClient, refusal } from '../support/client';
import { placeFrom, someAddress } from '../support/customer-call';
import { seedMenuItem, setOrdering } from '../support/orders';
import { liveDocs, ownerPerTest, signInAsNewStoreOwner } from '../support/store-member';

// A table's link rotated from the Table QR Codes section: the new code takes
// orders, the old one answers that it is no longer in use, for good.
const owner = ownerPerTest();
const rotate = (tableNumber: unknown, on = owner.client, commandId: string = randomUUID()) =>
  on.call<{ linkId: string; retiredLinkId: string; tableNumber: number }>('rotateTableLinkSecure', { storeId: owner.me.storeId, tableNumber, commandId });
const setCount = (newTableCount: number) =>
  owner.client.call('updateTableCountSecure', { storeId: owner.me.storeId, commandId: randomUUID(), newTableCount });
const activeLinkOf = async (tableId: string) =>
  (await liveDocs(owner.me.storeId, 'tableLinks')).filter((d) => d.tableId === tableId && d.isActive === true).map((d) => d.id);

describe('rotateTableLinkSecure', () => {
  it("gives a table a new link; the old code answers 'no longer in use' and never comes back with its table", async () => {
    await setOrdering(owner.me.storeId, { enableOrderFunction: true });
    const tea = await seedMenuItem(owner.me.storeId, 'Green Tea', 3);
    await setCount(2);
    const [old] = await activeLinkOf('table_2');
    expect((await placeFrom(someAddress(), old as string, tea)).ok).toBe(true);

    const rotated = await rotate(2);
    expect(rotated).toMatchObject({ retiredLinkId: old, tableNumber: 2 });
    expect(rotated.linkId).not.toBe(old);
    expect(await activeLinkOf('table_2')).toEqual([rotated.linkId]);
    expect(await placeFrom(someAddress(), old as string, tea)).toEqual({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: 'This code is no longer in use. Please scan the QR code at your table again or ask a member of staff.',
    });
    expect((await placeFrom(someAddress(), rotated.linkId, tea)).ok).toBe(true);

    // Table 2 removed and added back: its new link returns, the retired one stays retired.
    await setCount(1);
    await setCount(2);
    expect(await activeLinkOf('table_2')).toEqual([rotated.linkId]);
    expect((await placeFrom(someAddress(), old as string, tea)).ok).toBe(false);
    // The retired link is gone from every device's replica (stamped, deleted).
    const retired = (await adminDb.doc(`stores/${owner.me.storeId}/tableLinks/${old}`).get()).data();
    expect(retired).toMatchObject({ _deleted: true, isActive: false, retired: true });
  });

  it('a replayed rotation is one rotation; a table without a code and another store are refused', async () => {
    await setCount(1);
    const commandId = randomUUID();
    const first = await rotate(1, owner.client, commandId);
    expect(await rotate(1, owner.client, commandId)).toEqual(first);
    expect(await activeLinkOf('table_1')).toEqual([first.linkId]);
    expect((await refusal(rotate(5))).code).toBe('failed-precondition');
    const stranger = createClient();
    await signInAsNewStoreOwner(stranger, 'stranger');
    expect((await refusal(rotate(1, stranger))).code).toBe('permission-denied');
    await stranger.close();
  });
});
