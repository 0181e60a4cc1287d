import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_STAMP_EVERY_MS } from '../../src/domain/team/activity';
import { adminDb } from '../support/admin';
import { createClient } from '../support/client';
import { seedOrder } from '../support/orders';
import { signInAsMember, signInAsNewStoreOwner, type Member } from '../support/store-member';

// A member's last activity: stamped on their member document by the command
// Functions, at most once every few minutes, never by a refused command.

const ownerClient = createClient();
const staffClient = createClient();
let owner: Member;
let staff: Member;

const memberDoc = (uid: string) => adminDb.doc(`stores/${owner.storeId}/members/${uid}`);
const lastActiveAt = async (uid: string) => ((await memberDoc(uid).get()).get('lastActiveAt') as Timestamp | undefined)?.toMillis();
const confirm = async (orderId: string, status = 'confirmed') =>
  staffClient.call('updateOrderStatusSecure', { storeId: owner.storeId, commandId: randomUUID(), orderId, newStatus: status });

beforeAll(async () => {
  owner = await signInAsNewStoreOwner(ownerClient, 'activity-owner');
  staff = await signInAsMember(staffClient, owner.storeId, 'STAFF', 'activity-staff');
});
afterAll(async () => {
  await Promise.all([ownerClient.close(), staffClient.close()]);
});

describe('last activity', () => {
  it('is unset until the member sends a command, and a refused command does not set it', async () => {
    expect(await lastActiveAt(staff.uid)).toBeUndefined();
    await expect(staffClient.call('addCategorySecure', { storeId: owner.storeId, commandId: randomUUID(), category: { id: randomUUID(), name: 'Soups' } }))
      .rejects.toMatchObject({ code: 'permission-denied' });
    expect(await lastActiveAt(staff.uid)).toBeUndefined();
  });

  it('is stamped by the first command, and not again within the interval', async () => {
    const before = Date.now();
    const orderId = await seedOrder(owner.storeId);
    await confirm(orderId);
    const first = await lastActiveAt(staff.uid);
    expect(first).toBeGreaterThanOrEqual(before - 5_000);
    await confirm(orderId, 'preparing');
    expect(await lastActiveAt(staff.uid)).toBe(first);
  });

  it('is stamped again by a command once the interval has passed', async () => {
    const old = Date.now() - ACTIVITY_STAMP_EVERY_MS - 60_000;
    await memberDoc(staff.uid).update({ lastActiveAt: Timestamp.fromMillis(old) });
    await confirm(await seedOrder(owner.storeId));
    expect(await lastActiveAt(staff.uid)).toBeGreaterThan(old + ACTIVITY_STAMP_EVERY_MS);
  });

  it("stamps only the acting member's document", async () => {
    expect(await lastActiveAt(owner.uid)).toBeUndefined();
  });
});
