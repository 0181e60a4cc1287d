import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../domain/shared/messages';
import { validateCancelReason } from '../../domain/orders/dialogs';
import { Modal } from '../../app/ui/Modal';

const text = MESSAGES.ordersScreen;

/** Cancelling needs a reason (doc 2 §5); it is kept in the order's seller notes. */
export function CancelDialog({ count, onCancel, onClose }: {
  /** How many orders are cancelled (1 from a card or the detail, more from the bulk bar). */
  count: number;
  onCancel(reason: string): Promise<string | null>;
  onClose(): void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateCancelReason(reason);
    if (!checked.ok) {
      setError(checked.errors.reason ?? null);
      return;
    }
    setBusy(true);
    const failed = await onCancel(checked.value);
    setBusy(false);
    if (failed) setError(failed);
    else onClose();
  }
  return (
    <Modal title={count === 1 ? text.cancelOrderTitle : text.cancelOrdersTitle(count)} onClose={onClose} testId="cancel-dialog">
      <form className="modal-form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor={`${id}-reason`}>{text.cancelReason}</label>
          <textarea id={`${id}-reason`} rows={3} value={reason} maxLength={500} aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }} />
          {error && <span id={`${id}-error`} className="field-error" role="alert">{error}</span>}
        </div>
        <div className="modal-actions">
          <button type="button" className="secondary" onClick={onClose}>{text.keepOrder}</button>
          <button type="submit" className="danger" disabled={busy}>{text.confirmCancel}</button>
        </div>
      </form>
    </Modal>
  );
}
