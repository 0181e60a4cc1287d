// translateStoreText's request (doc 2 §7): read once here for the Function and
// the client that will call it.
import { isLanguageCode } from '../settings/languages';
import { MESSAGES } from '../shared/messages';
import type { ValidationResult } from '../shared/validation-result';

/** A menu name or description; longer text is no menu text. */
export const TRANSLATION_TEXT_MAX = 5000;

export interface TranslationRequest {
  text: string;
  sourceLanguage: string;
  targetLanguage: string;
}

export function readTranslationRequest(data: unknown): ValidationResult<TranslationRequest> {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const { text, sourceLanguage, targetLanguage } = d;
  if (typeof text !== 'string' || text.trim() === '' || text.length > TRANSLATION_TEXT_MAX) {
    return { ok: false, errors: { text: MESSAGES.settings.translationTextInvalid(TRANSLATION_TEXT_MAX) } };
  }
  if (typeof sourceLanguage !== 'string' || !isLanguageCode(sourceLanguage) || typeof targetLanguage !== 'string' || !isLanguageCode(targetLanguage)) {
    return { ok: false, errors: { language: MESSAGES.settings.translationLanguageInvalid } };
  }
  return { ok: true, value: { text: text.trim(), sourceLanguage, targetLanguage } };
}
