// translateStoreText (doc 2 §7 "Other callable functions"): {text,
// sourceLanguage, targetLanguage} → {translatedText}. Results are cached per
// text and language pair in Firestore (`translationCache`, closed to clients),
// so every device and Function instance shares them. A pair no provider
// serves returns the original text (doc 2 §7) with `failed: true`, and
// nothing is cached, so a provider added later is asked next time.
import { createHash } from 'node:crypto';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { DomainError } from '../../src/domain/shared/errors';
import { MESSAGES } from '../../src/domain/shared/messages';
import { claimStoreIds } from '../../src/domain/session/roles';
import { readTranslationRequest } from '../../src/domain/menu/translation';
import { secureCall } from './lib/secure-call';
import { translationProvider } from './translation/choose';

const cacheKey = (text: string, source: string, target: string) =>
  createHash('sha256').update(`${source}\n${target}\n${text}`).digest('hex');

export const translateStoreText = secureCall(async (data, caller) => {
  // Sellers only: a signed-in user with no store has nothing to translate.
  if (claimStoreIds(caller.claims.stores).length === 0) throw new DomainError('permission-denied', MESSAGES.menu.permissionDenied);
  const request = readTranslationRequest(data);
  if (!request.ok) throw new DomainError('invalid-argument', Object.values(request.errors)[0] ?? '');
  const { text, sourceLanguage, targetLanguage } = request.value;
  if (sourceLanguage === targetLanguage) return { translatedText: text, failed: false, cached: false };

  const ref = getFirestore().doc(`translationCache/${cacheKey(text, sourceLanguage, targetLanguage)}`);
  const hit = await ref.get();
  if (hit.exists) return { translatedText: String(hit.get('translatedText')), failed: false, cached: true };

  const provider = translationProvider();
  const translated = await provider.translate(text, sourceLanguage, targetLanguage).catch((error: unknown) => {
    logger.warn(`translateStoreText: ${provider.name} failed`, error);
    return null;
  });
  if (translated === null) return { translatedText: text, failed: true, cached: false };
  await ref.set({ text, sourceLanguage, targetLanguage, translatedText: translated, provider: provider.name, createdAt: FieldValue.serverTimestamp() });
  return { translatedText: translated, failed: false, cached: false };
});
