import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_DAILY_LIMITS, type ProjectUsage } from '../../src/domain/shared/limits';
import { adminDb } from '../support/admin';
import { refusal } from '../support/client';
import { ownerPerTest } from '../support/store-member';

// The whole project's daily ceilings (functions/src/lib/project-usage.ts):
// whatever a store's or an account's own allowance says, once the project's
// count of the day is reached every store is refused, in words, and nothing
// is written. The counters are the project's own, so each test gives back
// what it filled.
const owner = ownerPerTest();
const day = () => new Date().toISOString().slice(0, 10);
const shards = (usage: ProjectUsage) => Array.from({ length: 10 }, (_, i) => adminDb.doc(`usageCounters/project_${usage}_${day()}_${i}`));
const total = async (usage: ProjectUsage) => (await adminDb.getAll(...shards(usage))).reduce((sum, s) => sum + (Number(s.get('n') ?? 0) || 0), 0);
/** What shard 9 of each filled counter held before the test filled the day up to its ceiling, given back after. */
const held = new Map<ProjectUsage, number>();
async function fill(usage: ProjectUsage): Promise<void> {
  const last = shards(usage)[9]!;
  const before = Number((await last.get()).get('n') ?? 0) || 0;
  held.set(usage, before);
  await last.set({ n: before + PROJECT_DAILY_LIMITS[usage] - (await total(usage)) });
}
afterEach(async () => {
  for (const [usage, n] of held) await shards(usage)[9]!.set({ n });
  held.clear();
});

describe("the project's daily ceilings", () => {
  it('count each invitation mail, and refuse every store once the day is full, writing nothing', async () => {
    const before = await total('mails');
    const invite = (email: string) => owner.client.call('inviteMemberSecure', { storeId: owner.me.storeId, email, role: 'STAFF', origin: 'http://localhost:5173' });
    await invite(`first-${randomUUID().slice(0, 8)}@example.test`);
    expect(await total('mails')).toBe(before + 1);

    await fill('mails');
    const email = `late-${randomUUID().slice(0, 8)}@example.test`;
    const refused = await refusal(invite(email));
    expect([refused.code, refused.message]).toEqual(['failed-precondition', 'E-mail sending has reached its limit for today across the whole service. Please try again tomorrow (UTC).']);
    expect((await adminDb.collection('mail').where('to', '==', email).get()).size).toBe(0);
    expect((await adminDb.collection(`stores/${owner.me.storeId}/invitations`).where('email', '==', email).get()).size).toBe(0);
  });

  it('refuse a QR sheet by e-mail once the day is full', async () => {
    await fill('mails');
    const refused = await refusal(owner.client.call('requestQrDeliverySecure', {
      storeId: owner.me.storeId, commandId: randomUUID(), generationId: randomUUID(),
      deliveryMethod: 'email', deliveryDetails: { email: 'owner@example.test' },
    }));
    expect(refused.message).toBe('E-mail sending has reached its limit for today across the whole service. Please try again tomorrow (UTC).');
  });

  it('refuse machine translation once the day is full', async () => {
    await fill('translatedCharacters');
    const refused = await refusal(owner.client.call('translateStoreText', {
      storeId: owner.me.storeId, text: `Grilled fish ${randomUUID()}`, sourceLanguage: 'en', targetLanguage: 'es',
    }));
    expect(refused.message).toBe('Machine translation has reached its limit for today across the whole service. Please try again tomorrow (UTC).');
  });
});
