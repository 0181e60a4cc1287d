// What the bulk translation dialog needs from the network and the outbox:
// translateStoreText for each text (online only: the provider is on the
// server), and one translations.apply command per language, queued like
// every change and followed until the server has taken or refused it, so the
// dialog can say 'Failed to save translations. Please try again.'
import { useMemo } from 'react';
import { filter, firstValueFrom, from, map } from 'rxjs';
import { isRetryableError } from '../../domain/shared/errors';
import { MESSAGES } from '../../domain/shared/messages';
import { applyTranslationsCommand, type TranslationsApplyPayload } from '../../domain/menu/translations-apply';
import { appCheckReady } from '../firebase/app-check';
import { callFunction, toCallError } from '../firebase/callable';
import { useEngine } from '../engine/EngineProvider';
import { functions } from '../firebase/functions-services';
import { sessionManager } from '../session/session';
import { MENU_FUNCTIONS } from '../../domain/menu/functions';

export interface TranslatedText {
  translatedText: string;
  /** No provider serves the pair (or it failed): translatedText is the original. */
  failed: boolean;
  /** The server refused for a reason the user should read (the daily allowance is used). */
  refusal?: string;
}

/**
 * One text through translateStoreText, paid from `storeId`'s allowance; a refused or failed call counts as failed, never thrown.
 * A call that failed on the way (no answer in time, the server busy or faulty) is made once more:
 * one lost answer among a hundred should not leave a row in the original. A refusal is not.
 */
export async function translateText(storeId: string, text: string, sourceLanguage: string, targetLanguage: string, attempt = 1): Promise<TranslatedText> {
  try {
    await sessionManager.getToken();
    await appCheckReady();
    const answer = await callFunction<TranslatedText>(functions, MENU_FUNCTIONS.translateStoreText, { storeId, text, sourceLanguage, targetLanguage });
    return { translatedText: answer.translatedText, failed: answer.failed === true };
  } catch (error) {
    const failure = toCallError(error);
    if (failure.code === 'resource-exhausted') return { translatedText: text, failed: true, refusal: failure.message };
    if (attempt === 1 && isRetryableError(failure)) return translateText(storeId, text, sourceLanguage, targetLanguage, 2);
    return { translatedText: text, failed: true };
  }
}

/** The store whose allowance the dialog spends (the open store), or null before the engine is up. */
export function useTranslationStore(): string | null {
  return useEngine()?.config.storeId ?? null;
}

export type SaveOutcome = { ok: true } | { ok: false; message: string };

/** Queues one language's translations and resolves once the server took them (or refused them). */
export function useSaveTranslations(): ((payload: TranslationsApplyPayload) => Promise<SaveOutcome>) | null {
  const engine = useEngine();
  return useMemo(() => {
    if (!engine) return null;
    return async (payload: TranslationsApplyPayload): Promise<SaveOutcome> => {
      const failed: SaveOutcome = { ok: false, message: MESSAGES.settings.translationsSaveFailed };
      const built = applyTranslationsCommand(payload, { commandId: crypto.randomUUID(), storeId: engine.config.storeId });
      if (!built.ok) return failed;
      const id = built.value.id;
      // Watched before queueing, so a delivery faster than the subscription is never missed.
      let seen = false;
      const outcome = firstValueFrom(from(engine.outbox.entries$()).pipe(
        map((entries) => entries.find((e) => e.id === id)),
        // Once seen, an entry gone from the outbox was delivered and absorbed.
        filter((entry) => { if (entry) seen = true; return entry ? entry.status !== 'queued' : seen; }),
        map((entry): SaveOutcome => (entry?.status === 'failed' ? failed : { ok: true })),
      ));
      await engine.dispatch(built.value);
      return outcome;
    };
  }, [engine]);
}
