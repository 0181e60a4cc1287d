// The table count (doc 2 §5 "QR section"): typed values over the maximum are
// clamped with the spec's notice; Save is disabled when the count is empty,
// non-positive or unchanged; the change is queued (offline too) and the
// success line is worked out from the change itself, as the server will make it.
import { useId, useState, type FormEvent } from 'react';
import { useSetTableCount } from '../../data/tables/tables';
import { MESSAGES } from '../../domain/shared/messages';
import { canSaveTableCount, clampTableCountInput, tableCountChangeMessage, tableCountDiff, validateTableCountSave } from '../../domain/tables/qr-validation';
import { MAX_TABLES_PER_STORE } from '../../domain/shared/limits';

const T = MESSAGES.tablesScreen;

export function TableCountForm({ tableCount, pending }: { tableCount: number; pending: boolean }) {
  const id = useId();
  const setCount = useSetTableCount();
  const [text, setText] = useState(String(tableCount || ''));
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A count landing from elsewhere (another device, a rollback) resets the
  // field; the success line of this device's own change stays.
  const [shownCount, setShownCount] = useState(tableCount);
  if (shownCount !== tableCount) {
    setShownCount(tableCount);
    setText(String(tableCount || ''));
  }

  const onChange = (raw: string) => {
    const clamped = clampTableCountInput(raw);
    setText(clamped.text);
    setNotice(clamped.notice ?? null);
    setError(null);
    setSuccess(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateTableCountSave(text, tableCount);
    if (!checked.ok) {
      setError(checked.errors.tableCount ?? MESSAGES.qr.updateCountFailed);
      return;
    }
    setBusy(true);
    try {
      const errors = await setCount(text, tableCount);
      if (errors) {
        setError(Object.values(errors)[0] ?? MESSAGES.qr.updateCountFailed);
        return;
      }
      const diff = tableCountDiff(tableCount, checked.value);
      setSuccess(tableCountChangeMessage(diff.added.length, diff.removed.length));
      setNotice(null);
    } catch {
      setError(MESSAGES.qr.updateCountFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="table-count" onSubmit={onSubmit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-count`}>{T.countLabel}</label>
        <input
          id={`${id}-count`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_TABLES_PER_STORE}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={`${id}-notes`}
          aria-invalid={error !== null}
        />
      </div>
      <button type="submit" disabled={busy || !canSaveTableCount(text, tableCount)}>
        {busy ? T.saving : T.save}
      </button>
      <div id={`${id}-notes`}>
        {notice && <p className="hint" role="status">{notice}</p>}
        {error && <p className="form-error" role="alert">{error}</p>}
        {success && <p className="form-success" role="status">{success}</p>}
        {pending && <p className="hint">{T.pending}</p>}
      </div>
    </form>
  );
}
