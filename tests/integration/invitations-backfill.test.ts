import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { backfillInvitations } from '../../scripts/lib/invitations-backfill';
import { adminDb } from '../support/admin';
import { writeMember } from '../support/members';

// Invitations sent before removal and demotion withdrew them.
describe('the invitations backfill', () => {
  it("withdraws the pending invitations of inviters removed or demoted since, and keeps the others'", async () => {
    const store = `invite-store-${randomUUID().slice(0, 8)}`;
    const [manager, demoted, removed] = ['manager', 'demoted', 'removed'].map((n) => `${n}-${randomUUID().slice(0, 8)}`) as [string, string, string];
    await writeMember(store, manager, 'MANAGER');
    await writeMember(store, demoted, 'STAFF');
    const invite = (id: string, invitedBy: string, role: string) =>
      adminDb.doc(`stores/${store}/invitations/${id}`).set({
        email: `${id}@example.test`, role, state: 'pending', invitedBy, createdAt: FieldValue.serverTimestamp(), expiresAt: Timestamp.fromMillis(Date.now() + 3_600_000),
      });
    await Promise.all([invite('kept', manager, 'STAFF'), invite('by-demoted', demoted, 'KITCHEN'), invite('by-removed', removed, 'STAFF')]);

    await backfillInvitations(adminDb);
    const state = async (id: string) => (await adminDb.doc(`stores/${store}/invitations/${id}`).get()).get('state');
    expect([await state('kept'), await state('by-demoted'), await state('by-removed')]).toEqual(['pending', 'revoked', 'revoked']);
  });
});
