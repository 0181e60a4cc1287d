import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../domain/shared/messages';
import { BULK_DELETE_CONFIRM_WORD, isDeleteConfirmed, normaliseDeleteConfirmation } from '../../domain/orders/dialogs';
import { Modal } from '../../app/ui/Modal';

const text = MESSAGES.ordersScreen;

/** Deleting orders needs the word DELETE typed, upper-cased as it is typed (doc 2 §5). */
export function BulkDeleteDialog({ count, onDelete, onClose }: {
  count: number;
  onDelete(): Promise<string | null>;
  onClose(): void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isDeleteConfirmed(typed)) return;
    const failed = await onDelete();
    if (failed) setError(failed);
    else onClose();
  }
  return (
    <Modal title={text.deleteOrdersTitle(count)} onClose={onClose} testId="bulk-delete-dialog">
      <form className="modal-form" onSubmit={(e) => void submit(e)}>
        <p>{text.deleteWarning}</p>
        <div className="field">
          <label htmlFor={`${id}-confirm`}>{text.typeToConfirm(BULK_DELETE_CONFIRM_WORD)}</label>
          <input id={`${id}-confirm`} value={typed} autoComplete="off" autoCapitalize="characters"
            onChange={(e) => setTyped(normaliseDeleteConfirmation(e.target.value))} />
        </div>
        {error && <p className="field-error" role="alert">{error}</p>}
        <div className="modal-actions">
          <button type="button" className="secondary" onClick={onClose}>{text.close}</button>
          <button type="submit" className="danger" disabled={!isDeleteConfirmed(typed)}>{text.deleteOrders(count)}</button>
        </div>
      </form>
    </Modal>
  );
}
