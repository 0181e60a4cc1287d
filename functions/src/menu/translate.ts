// translateStoreText (doc 2 §7 "Other callable functions"): {text,
// sourceLanguage, targetLanguage} → {translatedText}. Results are cached per
// text and language pair in Firestore (`translationCache`, closed to clients),
// so every device and Function instance shares them. A pair no provider
// serves returns the original text (doc 2 §7) with `failed: true`, and
// nothing is cached, so a provider added later is asked next time.
import { createHash } from 'node:crypto';
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { DomainError } from '../../../src/domain/shared/errors';
import { readTranslationRequest } from '../../../src/domain/menu/translation';
import { decideTranslation, quotaDay, quotaMessage } from '../../../src/domain/menu/translation-quota';
import { signedIn, storeIdOf } from '../lib/secure-call';
import { requirePermission } from '../lib/member';
import { reserveUsage } from '../lib/usage-counter';
import { translationProvider } from './translation/choose';
import { MENU_FUNCTIONS } from '../../../src/domain/menu/functions';
import type { Implementations } from '../lib/deploy';
import { projectAllowance } from '../lib/project-usage';

/** The bulk dialog sends 5 calls at once, for the minutes a run lasts: one shard per call in flight. */
const TRANSLATION_COUNTER_SHARDS = 5;

/** How long a cached translation is kept (TTL on translationCache.expireAt). */
const TRANSLATION_CACHE_DAYS = 90;

const cacheKey = (text: string, source: string, target: string) =>
  createHash('sha256').update(`${source}\n${target}\n${text}`).digest('hex');

/** The Functions this module implements, by their declared names (src/domain/menu/functions.ts). */
export const TRANSLATE_HANDLERS = {
  translateStoreText: signedIn(async (data, caller) => {
    // Sellers only, for a store of theirs: its daily allowance pays for the call.
    const storeId = storeIdOf(data);
    // Translating is the menu's work (a member document with that permission, not a claim).
    await requirePermission(getFirestore(), storeId, caller.uid, 'menu');
    const request = readTranslationRequest(data);
    if (!request.ok) throw new DomainError('invalid-argument', Object.values(request.errors)[0] ?? '');
    const { text, sourceLanguage, targetLanguage } = request.value;
    if (sourceLanguage === targetLanguage) return { translatedText: text, failed: false, cached: false };

    const ref = getFirestore().doc(`translationCache/${cacheKey(text, sourceLanguage, targetLanguage)}`);
    const hit = await ref.get();
    if (hit.exists) return { translatedText: String(hit.get('translatedText')), failed: false, cached: true };

    // Only what reaches the provider is counted: the cache above is free. The
    // whole project's ceiling first (lib/project-usage.ts), then the store's and the account's.
    const project = await projectAllowance(getFirestore(), 'translatedCharacters', text.length);
    const reserved = await reserveUsage(
      getFirestore(),
      quotaDay(Date.now()),
      [
        { name: `translate_store_${storeId}`, amount: text.length, shards: TRANSLATION_COUNTER_SHARDS },
        { name: `translate_account_${caller.uid}`, amount: text.length, shards: TRANSLATION_COUNTER_SHARDS },
      ],
      ([store = 0, account = 0]) => {
        const decision = decideTranslation(store, account);
        return decision.allowed ? null : quotaMessage(decision);
      },
    );
    const provider = translationProvider();
    const translated = await provider.translate(text, sourceLanguage, targetLanguage).catch((error: unknown) => {
      logger.warn(`translateStoreText: ${provider.name} failed`, error);
      return null;
    });
    if (translated === null) {
      await reserved.release();
      return { translatedText: text, failed: true, cached: false };
    }
    await project.ref.set(project.data, { merge: true });
    // Kept 90 days from its last translation, then deleted by the TTL policy on expireAt: a cache, not a record.
    const expireAt = Timestamp.fromMillis(Date.now() + TRANSLATION_CACHE_DAYS * 24 * 60 * 60 * 1000);
    await ref.set({ text, sourceLanguage, targetLanguage, translatedText: translated, provider: provider.name, createdAt: FieldValue.serverTimestamp(), expireAt });
    return { translatedText: translated, failed: false, cached: false };
  }),
} satisfies Partial<Implementations<typeof MENU_FUNCTIONS>>;
