import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { createClient, refusal, type TestClient } from '../support/client';
import { signInAsNewStoreOwner, type Member } from '../support/store-member';

// Send Feedback (issue 13 item 6) through the real web SDK against the Functions emulator.
let client: TestClient;
let me: Member;
beforeEach(async () => {
  client = createClient();
  me = await signInAsNewStoreOwner(client);
});
afterEach(() => client.close());

const valid = { type: 'bug', priority: 'high', currentPage: 'orders', subject: 'Board beeps twice', description: 'After Acknowledge it beeps once more.' };
const send = (payload: Record<string, unknown>, commandId: string = randomUUID(), on = client, storeId = me.storeId) =>
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
      ...valid, ticketId: 'ABC123XYZ', status: 'new', platform: 'web', userId: me.uid, userEmail: me.email,
      storeId: me.storeId, storeName: `Test ${me.storeId}`, userRoles: ['OWNER'],
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
    const error = await refusal(send({ ...valid, ticketId: 'STRANGER1' }, randomUUID(), other, me.storeId));
    expect(error.code).toBe('permission-denied');
    expect(await tickets('STRANGER1')).toEqual([]);
    await other.close();
  });
});
