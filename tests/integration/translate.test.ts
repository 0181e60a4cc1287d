import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../support/admin';
import { createClient, refusal, type TestClient } from '../support/client';
import { signInAsNewStoreOwner } from '../support/store-member';

// translateStoreText against the Functions emulator, served by Debian's Apertium
// (apertium + apertium-eng-spa, installed by .ci/run).
// Without them the test that needs a real translation is skipped, saying what to install.
const hasApertium = /\beng-spa\b/.test(spawnSync('apertium', ['-l'], { encoding: 'utf8' }).stdout ?? '');
if (!hasApertium) console.warn('translateStoreText: the Spanish translation test is skipped: install the Debian packages apertium and apertium-eng-spa');

let client: TestClient;
beforeEach(async () => {
  client = createClient();
  await signInAsNewStoreOwner(client);
});
afterEach(() => client.close());

type Answer = { translatedText: string; failed: boolean; cached: boolean };
const translate = (data: unknown) => client.call<Answer>('translateStoreText', data);

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
    expect((await refusal(other.call('translateStoreText', { text: 'Soup', sourceLanguage: 'en', targetLanguage: 'es' }))).code).toBe('permission-denied');
    await other.close();
    await signOut(client.auth);
    expect((await refusal(translate({ text: 'Soup', sourceLanguage: 'en', targetLanguage: 'es' }))).code).toBe('unauthenticated');
  });
});
