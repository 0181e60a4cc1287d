// Runs the bulk translation (doc 2 §4, §7, §9): per language, the rows 5 at a
// time through translateStoreText, each row's status shown and cleared after
// 3 s, then one save of that language. A row whose name or description failed
// writes nothing, so its original (or earlier translation) stays.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  applyPayloadOf, chunksOf, percentDone, rowKey,
  type RowResult, type TranslationRow, type TranslationRowStatus,
} from '../../domain/menu/bulk-translation';
import { TRANSLATION_BATCH_SIZE, TRANSLATION_STATUS_CLEAR_MS } from '../../domain/shared/limits';
import { MESSAGES } from '../../domain/shared/messages';
import { translateText, useSaveTranslations, useTranslationStore, type TranslatedText } from '../../data/menu/bulk-translation';

export type BulkPhase = 'select' | 'translating' | 'saving' | 'complete';

export interface BulkRun {
  phase: BulkPhase;
  language: string | null;
  percent: number;
  statuses: ReadonlyMap<string, TranslationRowStatus>;
  failedRows: number;
  error: string | null;
  start(languages: readonly string[]): void;
}

/** A row's result, and the server's refusal to read (the day's allowance used) when it gave one. */
async function translateRow(storeId: string, row: TranslationRow, source: string, target: string): Promise<RowResult & { refusal?: string }> {
  const empty: TranslatedText = { translatedText: '', failed: false };
  const [name, description] = await Promise.all([
    translateText(storeId, row.name, source, target),
    // An empty description stays empty: there is nothing to translate (and the Function refuses empty text).
    row.description.trim() === '' ? Promise.resolve(empty) : translateText(storeId, row.description, source, target),
  ]);
  const refusal = name.refusal ?? description.refusal;
  if (name.failed || description.failed || name.translatedText.trim() === '') return { row, translation: null, ...(refusal ? { refusal } : {}) };
  return { row, translation: { name: name.translatedText, description: description.translatedText } };
}

export function useBulkTranslation(rows: readonly TranslationRow[], sourceLanguage: string): BulkRun {
  const save = useSaveTranslations();
  const storeId = useTranslationStore();
  const [phase, setPhase] = useState<BulkPhase>('select');
  const [language, setLanguage] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const [statuses, setStatuses] = useState<ReadonlyMap<string, TranslationRowStatus>>(new Map());
  const [failedRows, setFailedRows] = useState(0);
  const [error, setError] = useState<string | null>(null);
  // Closing the dialog mid-run stops it: no state set, no timer left behind.
  const alive = useRef(true);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => {
    alive.current = false;
    timers.current.forEach(clearTimeout);
  }, []);

  const setStatus = useCallback((keys: readonly string[], status: TranslationRowStatus | null) => {
    setStatuses((current) => {
      const next = new Map(current);
      for (const key of keys) {
        if (status === null) next.delete(key);
        else next.set(key, status);
      }
      return next;
    });
  }, []);

  const start = useCallback((languages: readonly string[]) => {
    if (!save || !storeId || languages.length === 0) return;
    void (async () => {
      setPhase('translating');
      setError(null);
      const total = rows.length * languages.length;
      let done = 0;
      let failed = 0;
      let exhausted = false;
      for (const target of languages) {
        if (!alive.current) return;
        if (exhausted) break;
        setLanguage(target);
        const results: RowResult[] = [];
        for (const chunk of chunksOf(rows, TRANSLATION_BATCH_SIZE)) {
          setStatus(chunk.map(rowKey), 'pending');
          const chunkResults = await Promise.all(chunk.map((row) => translateRow(storeId, row, sourceLanguage, target)));
          if (!alive.current) return;
          // The allowance is used: the rows behind would only be refused too.
          const refusal = chunkResults.find((r) => r.refusal)?.refusal;
          if (refusal) {
            setError(refusal);
            exhausted = true;
          }
          results.push(...chunkResults);
          for (const result of chunkResults) {
            const key = rowKey(result.row);
            setStatus([key], result.translation ? 'success' : 'error');
            timers.current.push(setTimeout(() => alive.current && setStatus([key], null), TRANSLATION_STATUS_CLEAR_MS));
          }
          failed += chunkResults.filter((r) => !r.translation).length;
          done += chunk.length;
          setPercent(percentDone(done, total));
          setFailedRows(failed);
          if (exhausted) break;
        }
        const payload = applyPayloadOf(target, results);
        if (!payload) continue;
        setPhase('saving');
        const outcome = await save(payload).catch(() => ({ ok: false as const, message: MESSAGES.settings.translationsSaveFailed }));
        if (!alive.current) return;
        if (!outcome.ok) setError(outcome.message);
        setPhase('translating');
      }
      setPhase('complete');
    })();
  }, [rows, save, setStatus, sourceLanguage, storeId]);

  return { phase, language, percent, statuses, failedRows, error, start };
}
