import { useState } from 'react';
import { Modal, closeDialog } from '../../app/ui/Modal';
import { MESSAGES } from '../../domain/messages';

const text = MESSAGES.dashboard;
const CHOICES = [
  ['email', text.qrDeliveryEmail],
  ['sms', text.qrDeliverySms],
  ['mail', text.qrDeliveryMail],
] as const;

/**
 * The table step's delivery choice, as the dashboard's 'View QR Codes' dialog
 * offers it (features may not import each other): delivery is its own part of
 * issue 13, so until it lands the choice is noted and the dialog says so.
 * When the delivery modals exist, the wizard should open those instead.
 */
export function DeliveryChoiceDialog({ storeId, onClose }: { storeId: string; onClose(): void }) {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Modal title={text.qrDeliveryTitle} onClose={onClose} testId="wizard-delivery-dialog">
      <p>{text.qrDeliveryUnderDevelopment}</p>
      <div className="row" role="group" aria-label={text.qrDeliveryTitle}>
        {CHOICES.map(([method, label]) => (
          <button key={method} type="button" className="secondary" aria-pressed={chosen === label}
            onClick={() => {
              console.info('QR code delivery requested (setup wizard)', { storeId, method });
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
