import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { createClient, refusal } from '../support/client';
import { ownerPerTest, signInAsNewStoreOwner } from '../support/store-member';

// Send Feedback through the real web SDK against the Functions emulator.
const owner = ownerPerTest();

const valid = { type: 'bug', priority: 'high', currentPage: 'orders', subject: 'Board beeps twice', description: 'After Acknowledge it beeps once more.' };
const send = (payload: Record<string, unknown>, commandId: string = randomUUID(), on = owner.client, storeId = owner.me.storeId) =>
  on.call<{ success: boolean; ticketId: string; committedAt: number }>('submitFeedbackSecure', { storeId, commandId, ...payload });
const tickets = async (ticketId: string) =>
  (await adminDb.collection('platformFeedback').where('ticketId', '==', ticketId).get()).docs.map((d) => d.data());

describe('submitFeedbackSecure', () => {
  it('writes one platformFeedback record with who and where from the token, never from the caller', async () => {
    const answer = await send({ ...valid, ticketId: 'ABC123XYZ', userId: 'someone-else', storeName: 'Forged', status: 'done' });
    expect(answer).toMatchObject({ success: true, ticketId: 'ABC123XYZ' });
    const [record, ...more] = await tickets('ABC123XYZ');
    expect(more).toEqual([]);
    expect(record).toMatchObject({
      ...valid, ticketId: 'ABC123XYZ', status: 'new', platform: 'web', userId: owner.me.uid, userEmail: owner.me.email,
      storeId: owner.me.storeId, storeName: `Test ${owner.me.storeId}`, userRoles: ['OWNER'],
    });
    expect(record!.timestamp).toBeDefined();
  });

  it('a replay of the same command makes one ticket', async () => {
    const commandId = randomUUID();
    await send({ ...valid, ticketId: 'REPLAY001' }, commandId);
    await send({ ...valid, ticketId: 'REPLAY001' }, commandId);
    expect(await tickets('REPLAY001')).toHaveLength(1);
  });

  it("refuses a blank subject or description with the form's words, and a ticket id of the wrong shape", async () => {
    expect((await refusal(send({ ...valid, subject: '  ', ticketId: 'BLANK0001' }))).message).toBe('Subject is required');
    expect((await refusal(send({ ...valid, description: '', ticketId: 'BLANK0002' }))).message).toBe('Description is required');
    const shape = await refusal(send({ ...valid, ticketId: 'abc' }));
    expect(shape.message).toBe('Failed to submit feedback. Please try again or contact support directly.');
    expect(await tickets('BLANK0001')).toEqual([]);
  });

  it('unknown types, priorities and pages fall back to the defaults', async () => {
    await send({ subject: 'S', description: 'D', type: 'rant', priority: 'urgent', currentPage: '/x', ticketId: 'DEFAULTS1' });
    expect((await tickets('DEFAULTS1'))[0]).toMatchObject({ type: 'general', priority: 'medium', currentPage: 'n/a' });
  });

  it('a user of another store is refused', async () => {
    const other = createClient();
    await signInAsNewStoreOwner(other, 'stranger');
    const error = await refusal(send({ ...valid, ticketId: 'STRANGER1' }, randomUUID(), other, owner.me.storeId));
    expect(error.code).toBe('permission-denied');
    expect(await tickets('STRANGER1')).toEqual([]);
    await other.close();
  });
});
