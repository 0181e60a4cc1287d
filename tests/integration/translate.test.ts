import type { Timestamp } from 'firebase-admin/firestore';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../support/admin';
import { createClient, refusal, type TestClient } from '../support/client';
import { signInAsNewStoreOwner, type Member } from '../support/store-member';

// translateStoreText against the Functions emulator, served by Debian's Apertium
// (apertium + apertium-eng-spa, installed by .ci/run).
// Without them the test that needs a real translation is skipped, saying what to install.
const hasApertium = /\beng-spa\b/.test(spawnSync('apertium', ['-l'], { encoding: 'utf8' }).stdout ?? '');
if (!hasApertium) console.warn('translateStoreText: the Spanish translation test is skipped: install the Debian packages apertium and apertium-eng-spa');

let client: TestClient;
let me: Member;
beforeEach(async () => {
  client = createClient();
  me = await signInAsNewStoreOwner(client);
});
afterEach(() => client.close());

type Answer = { translatedText: string; failed: boolean; cached: boolean };
const translate = (data: object) => client.call<Answer>('translateStoreText', { storeId: me.storeId, ...data });

describe('translateStoreText', () => {
  it.skipIf(!hasApertium)('translates English to Spanish with the local provider, then answers from the shared cache (needs apertium and apertium-eng-spa)', async () => {
    // A text of its own per run, so the first call is never a cache hit from an earlier run.
    const unique = `Grilled salmon with lemon butter and ${['rice', 'bread', 'potatoes', 'salad'][Math.floor(Math.random() * 4)]} ${randomUUID().slice(0, 6)}`;
    const first = await translate({ text: unique, sourceLanguage: 'en', targetLanguage: 'es' });
    expect(first).toMatchObject({ failed: false, cached: false });
    expect(first.translatedText).toMatch(/salmón/i);
    expect(first.translatedText).toMatch(/mantequilla/i);
    const again = await translate({ text: unique, sourceLanguage: 'en', targetLanguage: 'es' });
    expect(again).toEqual({ ...first, cached: true });
    const cached = await adminDb.collection('translationCache').where('text', '==', unique).get();
    expect(cached.docs.map((d) => d.get('targetLanguage'))).toEqual(['es']);
    // A cache the TTL policy empties: kept about 90 days.
    const days = ((cached.docs[0]!.get('expireAt') as Timestamp).toMillis() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThan(91);
  });

  it('a pair no provider serves returns the original text, failed, and caches nothing', async () => {
    const text = `Tomato soup ${randomUUID()}`;
    expect(await translate({ text, sourceLanguage: 'en', targetLanguage: 'ja' })).toEqual({ translatedText: text, failed: true, cached: false });
    expect((await adminDb.collection('translationCache').where('text', '==', text).get()).size).toBe(0);
  });

  it.each([
    [{ text: '', sourceLanguage: 'en', targetLanguage: 'es' }, 'Text to translate is required and must be 5000 characters or fewer.'],
    [{ text: 'x'.repeat(5001), sourceLanguage: 'en', targetLanguage: 'es' }, 'Text to translate is required and must be 5000 characters or fewer.'],
    [{ text: 'Soup', sourceLanguage: 'en', targetLanguage: '../es' }, 'Source and target languages must be language codes.'],
    [{ text: 'Soup', sourceLanguage: 1, targetLanguage: 'es' }, 'Source and target languages must be language codes.'],
  ])('refuses %j with its words', async (data, message) => {
    const error = await refusal(translate(data));
    expect([error.code, error.message]).toEqual(['invalid-argument', message]);
  });

  it('refuses a user of no store, and a caller not signed in', async () => {
    const email = `nostore-${randomUUID()}@example.test`;
    await adminAuth.createUser({ email, password: 'test-pass-123' });
    const other = createClient();
    await signInWithEmailAndPassword(other.auth, email, 'test-pass-123');
    // A store of someone else's pays for nothing, and a call must name a store.
    expect((await refusal(other.call('translateStoreText', { storeId: me.storeId, text: 'Soup', sourceLanguage: 'en', targetLanguage: 'es' }))).code).toBe('permission-denied');
    expect((await refusal(client.call('translateStoreText', { text: 'Soup', sourceLanguage: 'en', targetLanguage: 'es' }))).code).toBe('invalid-argument');
    await other.close();
    await signOut(client.auth);
    expect((await refusal(translate({ text: 'Soup', sourceLanguage: 'en', targetLanguage: 'es' }))).code).toBe('unauthenticated');
  });

  describe('daily allowance', () => {
    // The allowance is 100,000 characters a store a day: one of today's five
    // counter shards is set near it by the Admin SDK rather than by sending
    // 100,000 characters, and the shards are summed as the Function sums them.
    const today = () => new Date().toISOString().slice(0, 10);
    const storeCounter = () => adminDb.doc(`usageCounters/translate_store_${me.storeId}_${today()}_0`);
    const storeTotal = async () => {
      const snaps = await adminDb.getAll(...[0, 1, 2, 3, 4].map((i) => adminDb.doc(`usageCounters/translate_store_${me.storeId}_${today()}_${i}`)));
      return snaps.reduce((sum, s) => sum + Number(s.get('n') ?? 0), 0);
    };
    const STORE_WORDS = "This store has used today's translation allowance (100,000 characters). Translations already saved stay; more can be translated tomorrow (UTC).";

    it('refuses a text that would pass the store allowance, with its words; a shorter one still fits; a failed call gives its characters back', async () => {
      await storeCounter().set({ n: 100_000 - 5 });
      const over = await refusal(translate({ text: 'Soup!!', sourceLanguage: 'en', targetLanguage: 'ja' }));
      expect([over.code, over.message]).toEqual(['resource-exhausted', STORE_WORDS]);
      expect(await storeTotal()).toBe(100_000 - 5);
      // 'Soup' fits; no provider serves en→ja, so its 4 characters come back.
      expect(await translate({ text: 'Soup', sourceLanguage: 'en', targetLanguage: 'ja' })).toMatchObject({ failed: true });
      expect(await storeTotal()).toBe(100_000 - 5);
    });

    it.skipIf(!hasApertium)('counts what reaches the provider, and the cache stays free once the allowance is used (needs apertium-eng-spa)', async () => {
      const text = `Roast chicken with garlic ${randomUUID().slice(0, 6)}`;
      await translate({ text, sourceLanguage: 'en', targetLanguage: 'es' });
      expect(await storeTotal()).toBe(text.length);
      await storeCounter().set({ n: 100_000 }, { merge: true });
      expect(await translate({ text, sourceLanguage: 'en', targetLanguage: 'es' })).toMatchObject({ cached: true, failed: false });
      expect((await refusal(translate({ text: `${text}!`, sourceLanguage: 'en', targetLanguage: 'es' }))).message).toBe(STORE_WORDS);
    });

    it("an account's stores share a second allowance, so ten stores do not buy ten times the characters", async () => {
      await adminDb.doc(`usageCounters/translate_account_${me.uid}_${today()}_3`).set({ n: 200_000 });
      const refused = await refusal(translate({ text: 'Soup', sourceLanguage: 'en', targetLanguage: 'ja' }));
      expect([refused.code, refused.message]).toEqual([
        'resource-exhausted',
        "Your account has used today's translation allowance across its stores (200,000 characters). More can be translated tomorrow (UTC).",
      ]);
    });
  });
});
