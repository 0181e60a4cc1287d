import { useState } from 'react';
import { MESSAGES } from '../../domain/shared/messages';
import { manualStatusOptions, type OrderStatus } from '../../domain/orders/orders';
import { Modal } from '../../app/ui/Modal';

const text = MESSAGES.ordersScreen;

/**
 * Any status, backwards too (doc 2 §4), the current one disabled; choosing
 * 'Cancelled' asks for a reason instead.
 */
export function ChangeStatusDialog({ current, onChoose, onCancelChosen, onClose }: {
  current: OrderStatus;
  onChoose(status: OrderStatus): Promise<string | null>;
  onCancelChosen(): void;
  onClose(): void;
}) {
  const [error, setError] = useState<string | null>(null);
  async function choose(status: OrderStatus, opensCancelDialog: boolean) {
    if (opensCancelDialog) {
      onCancelChosen();
      return;
    }
    const failed = await onChoose(status);
    if (failed) setError(failed);
    else onClose();
  }
  return (
    <Modal title={text.changeStatus} onClose={onClose} testId="change-status-dialog">
      <ul className="status-options">
        {manualStatusOptions(current).map((option) => (
          <li key={option.status}>
            <button type="button" className={`secondary status-option status-${option.status}`} disabled={option.disabled}
              onClick={() => void choose(option.status, option.opensCancelDialog)}>
              {option.label}{option.disabled ? ` (${text.current})` : ''}
            </button>
          </li>
        ))}
      </ul>
      {error && <p className="field-error" role="alert">{error}</p>}
      <div className="modal-actions">
        <button type="button" className="secondary" onClick={onClose}>{text.close}</button>
      </div>
    </Modal>
  );
}
