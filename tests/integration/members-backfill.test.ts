import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { backfillMembers } from '../../scripts/lib/members-backfill';
import { adminDb } from '../support/admin';

// A project from before member documents: users with their store lists, no members.
describe('the members backfill', () => {
  it("writes each user's member document in each of their stores, with their role, once", async () => {
    const suffix = randomUUID().slice(0, 8);
    const [owner, manager, store] = [`old-owner-${suffix}`, `old-manager-${suffix}`, `old-store-${suffix}`];
    await adminDb.doc(`users/${owner}`).set({ email: 'Owner@Example.test', storeIds: [store] });
    await adminDb.doc(`users/${manager}`).set({ storeIds: [store], storeRoles: { [store]: 'MANAGER' } });
    await adminDb.doc(`stores/${store}/members/${manager}`).set({ role: 'MANAGER', kind: 'person', note: 'already there' });

    const first = await backfillMembers(adminDb);
    expect((await adminDb.doc(`stores/${store}/members/${owner}`).get()).data()).toMatchObject({ role: 'OWNER', kind: 'person', email: 'owner@example.test' });
    expect((await adminDb.doc(`stores/${store}/members/${manager}`).get()).get('note')).toBe('already there');
    expect(first.written).toBeGreaterThanOrEqual(1);

    // Run again (other tests' users may come and go meanwhile): this store's documents stay as they are.
    const written = (await adminDb.doc(`stores/${store}/members/${owner}`).get()).get('createdAt');
    await backfillMembers(adminDb);
    expect((await adminDb.doc(`stores/${store}/members/${owner}`).get()).get('createdAt')).toEqual(written);
    expect((await adminDb.collection(`stores/${store}/members`).get()).size).toBe(2);
  });
});
