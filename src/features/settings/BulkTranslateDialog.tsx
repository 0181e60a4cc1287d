import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Modal, closeDialog } from '../../app/ui/Modal';
import type { LanguageConfig } from '../../domain/settings/app-config';
import { rowKey, targetLanguages, translationRows, type TranslationRowStatus } from '../../domain/menu/bulk-translation';
import { BULK_TRANSLATION_CLOSE_MS } from '../../domain/shared/limits';
import { MESSAGES } from '../../domain/shared/messages';
import { useCategories } from '../../data/categories/categories';
import { useMenuItems } from '../../data/menu/menu-items';
import { useOnline } from '../../data/shell/sync-status';
import { useBulkTranslation } from './use-bulk-translation';

const T = MESSAGES.settingsScreen.bulkTranslate;
const STATUS_TEXT: Record<TranslationRowStatus, string> = {
  pending: T.pending,
  success: MESSAGES.settings.translated,
  error: MESSAGES.settings.translationFailed,
};

/**
 * 'Translate All Menu Items & Categories' (doc 2 §4 bulk translation dialog):
 * choose languages, then translating with a percent and a status per row, then
 * complete, which closes after 1 s. A run with failed rows or a failed save
 * stays open so the user can read which (our choice: closing would hide it).
 */
export function BulkTranslateDialog({ languages, onClose }: { languages: LanguageConfig; onClose(): void }) {
  const ids = useId();
  const online = useOnline();
  const items = useMenuItems();
  const categories = useCategories();
  const ready = items.status === 'ready' && categories.status === 'ready';
  const rows = useMemo(
    () => (items.status === 'ready' && categories.status === 'ready' ? translationRows(items.rows, categories.rows) : []),
    [items, categories],
  );
  const targets = targetLanguages(languages.supportedLanguages, languages.defaultLanguage);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(targets.map((l) => l.code)));
  const run = useBulkTranslation(rows, languages.defaultLanguage);
  const nameOf = (code: string | null) => languages.supportedLanguages.find((l) => l.code === code)?.name ?? code ?? '';
  const sourceName = nameOf(languages.defaultLanguage);

  const body = useRef<HTMLDivElement>(null);
  const clean = run.phase === 'complete' && run.failedRows === 0 && run.error === null;
  useEffect(() => {
    if (!clean) return;
    const timer = setTimeout(() => body.current && closeDialog(body.current), BULK_TRANSLATION_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [clean]);

  const toggle = (code: string) => setChosen((current) => {
    const next = new Set(current);
    if (next.has(code)) next.delete(code);
    else next.add(code);
    return next;
  });
  const canStart = online && ready && rows.length > 0 && chosen.size > 0;

  return (
    <Modal title={MESSAGES.labels.settings.translateAll} onClose={onClose} className="language-dialog" testId="bulk-translate">
      <div ref={body} className="bulk-translate">
        {run.phase === 'select' ? (
          <>
            <p className="muted small">{T.from(sourceName)}</p>
            {targets.length === 0 ? <p className="muted">{T.noTargets}</p> : (
              <fieldset className="bulk-languages">
                <legend>{T.chooseLanguages}</legend>
                {targets.map((l) => (
                  <label key={l.code}>
                    <input type="checkbox" checked={chosen.has(l.code)} onChange={() => toggle(l.code)} />
                    {' '}<span aria-hidden="true">{l.flag}</span> {l.name} <span className="small muted">({l.code})</span>
                  </label>
                ))}
              </fieldset>
            )}
            {!online && <p role="alert" className="form-error">{T.offline}</p>}
            {online && !ready && <p className="muted">{T.loading}</p>}
            {ready && rows.length === 0 && <p className="muted">{T.empty}</p>}
          </>
        ) : (
          <>
            <p role="status">
              {run.phase === 'complete' ? T.complete : run.phase === 'saving' ? T.saving : T.translating(nameOf(run.language))}
            </p>
            <div className="bulk-progress">
              <progress id={`${ids}-progress`} max={100} value={run.percent} aria-label={T.progress} />
              <span data-testid="bulk-percent">{`${run.percent}%`}</span>
            </div>
            {run.phase === 'complete' && run.failedRows > 0 && <p className="muted">{T.someFailed(run.failedRows)}</p>}
            {run.error && <p role="alert" className="form-error">{run.error}</p>}
          </>
        )}
        {rows.length > 0 && (
          // Focusable: a keyboard user must be able to scroll a long menu's rows.
          <ul className="bulk-rows" aria-label={MESSAGES.labels.settings.translateAll} tabIndex={0}>
            {rows.map((row) => {
              const status = run.statuses.get(rowKey(row));
              return (
                <li key={rowKey(row)} data-testid="translation-row" data-status={status ?? ''}>
                  <span className="small muted">{row.kind === 'item' ? T.item : T.category}</span>
                  <span className="bulk-row-name">{row.name}</span>
                  {status && <span className={`badge${status === 'error' ? ' off' : ''}`}>{STATUS_TEXT[status]}</span>}
                </li>
              );
            })}
          </ul>
        )}
        <div className="form-actions">
          <button type="button" className="secondary" onClick={(e) => closeDialog(e.currentTarget)}>{MESSAGES.settingsScreen.close}</button>
          {run.phase === 'select' && (
            <button type="button" disabled={!canStart} onClick={() => run.start(targets.filter((l) => chosen.has(l.code)).map((l) => l.code))}>
              {T.start}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}
