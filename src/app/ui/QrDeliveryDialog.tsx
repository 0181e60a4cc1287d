import { useState } from 'react';
import { Modal, closeDialog } from './Modal';
import { MESSAGES } from '../../domain/messages';

const text = MESSAGES.dashboard;
const CHOICES = [
  ['email', text.qrDeliveryEmail],
  ['sms', text.qrDeliverySms],
  ['mail', text.qrDeliveryMail],
] as const;

/**
 * 'View QR Codes' (doc 1 §2.6) and the wizard's table step: the delivery
 * choices. Delivery itself is issue 13 item 3; until it lands the dialog says
 * so and the choice is only logged, as the spec describes. Shared here since
 * features do not import each other.
 */
export function QrDeliveryDialog({ storeId, onClose, testId = 'qr-delivery-dialog' }: { storeId: string; onClose(): void; testId?: string }) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Modal title={text.qrDeliveryTitle} onClose={onClose} testId={testId}>
      <p>{text.qrDeliveryUnderDevelopment}</p>
      <div className="row" role="group" aria-label={text.qrDeliveryTitle}>
        {CHOICES.map(([method, label]) => (
          <button key={method} type="button" className="secondary" aria-pressed={chosen === label}
            onClick={() => {
              console.info('QR code delivery requested', { storeId, method });
              setChosen(label);
            }}>
            {label}
          </button>
        ))}
      </div>
      {chosen && <p role="status">{text.qrDeliveryNoted(chosen)}</p>}
      <div className="row">
        <button type="button" onClick={(e) => closeDialog(e.currentTarget)}>{text.close}</button>
      </div>
    </Modal>
  );
}
