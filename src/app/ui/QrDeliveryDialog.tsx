import { useId, useState, type FormEvent } from 'react';
import { Modal, closeDialog } from './Modal';
import { useRequestQrDelivery } from '../../data/tables/qr-delivery';
import type { QrDeliveryMethod } from '../../domain/shared/entities';
import { MESSAGES } from '../../domain/shared/messages';
import { isDeliveryUnderDevelopment } from '../../domain/tables/qr-delivery';
import { deliveryConfirmation, validateDelivery, type DeliveryInput } from '../../domain/tables/qr-validation';

const D = MESSAGES.tablesScreen.delivery;
const CHOICES: ReadonlyArray<[QrDeliveryMethod, string]> = [
  ['email', D.email],
  ['phone', D.sms],
  ['mail', D.mail],
];
const TITLES: Record<QrDeliveryMethod, string> = { email: D.emailTitle, phone: D.smsTitle, mail: D.mailTitle };

/**
 * QR delivery (doc 2 'QR delivery options', §5 "QR delivery"): choose email,
 * SMS or physical mail, fill in that modal's form and send. SMS and mail say
 * they are under development instead of a form: nothing would handle them. The request is
 * checked here by the rules the Function applies again and queued as a
 * command, so it is kept offline and sent once; the confirmation says what
 * will happen. Used by the Table QR Codes section, the wizard's table step and
 * the dashboard's 'View QR Codes', hence here in app/ui (features do not
 * import each other).
 */
export function QrDeliveryDialog({ onClose, testId = 'qr-delivery-dialog' }: { onClose(): void; testId?: string }) {
  const id = useId();
  const request = useRequestQrDelivery();
  const [method, setMethod] = useState<QrDeliveryMethod | null>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ text: string; offline: boolean } | null>(null);

  const choose = (m: QrDeliveryMethod) => {
    // The spec's "the choice is only logged", for the ways still under development.
    if (isDeliveryUnderDevelopment(m)) console.info('QR delivery: chosen while under development', m);
    setMethod(m);
  };

  async function send(event: FormEvent) {
    event.preventDefault();
    if (method !== 'email') return;
    const input: DeliveryInput = { method, email };
    setBusy(true);
    setError(null);
    try {
      const errors = await request(input);
      if (errors) return setError(errors.delivery ?? errors.auth ?? Object.values(errors)[0] ?? MESSAGES.qr.generateFailed);
      const checked = validateDelivery(input, { signedIn: true });
      if (checked.ok) setDone({ text: deliveryConfirmation(checked.value), offline: !navigator.onLine });
    } catch {
      setError(MESSAGES.qr.generateFailed);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: string, label: string, value: string, onChange: (v: string) => void, type = 'text', autoComplete?: string) => (
    <div className="field" key={name}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input id={`${id}-${name}`} type={type} value={value} autoComplete={autoComplete} aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => { onChange(e.target.value); setError(null); }} />
    </div>
  );

  // One Modal for every step: remounting it would close the <dialog>, and closing is the parent's signal to unmount.
  let body;
  if (done) {
    body = (
      <>
        <p role="status" className="form-success">{done.text}</p>
        {done.offline && <p className="hint">{D.offlineNote}</p>}
        <div className="row">
          <button type="button" onClick={(e) => closeDialog(e.currentTarget)}>{D.close}</button>
        </div>
      </>
    );
  } else if (method && isDeliveryUnderDevelopment(method)) {
    // Said before any form is filled in: a number or an address typed for nothing would read as a promise.
    body = (
      <>
        <p role="status" data-testid="delivery-under-development">{D.underDevelopment(method === 'phone' ? 'SMS' : 'Physical mail')}</p>
        <p className="hint">{D.useInstead}</p>
        <div className="row">
          <button type="button" className="secondary" onClick={() => setMethod(null)}>{D.back}</button>
          <button type="button" onClick={(e) => closeDialog(e.currentTarget)}>{D.close}</button>
        </div>
      </>
    );
  } else if (!method) {
    body = (
      <>
        <p>{D.lead}</p>
        <div className="row" role="group" aria-label={D.title}>
          {CHOICES.map(([m, label]) => (
            <button key={m} type="button" className="secondary" onClick={() => choose(m)}>{label}</button>
          ))}
        </div>
        <div className="row">
          <button type="button" className="secondary" onClick={(e) => closeDialog(e.currentTarget)}>{D.cancel}</button>
        </div>
      </>
    );
  } else {
    body = (
      <form onSubmit={send} noValidate className="qr-delivery-form">
        {field('email', D.emailLabel, email, setEmail, 'email', 'email')}
        {error && <p id={`${id}-error`} className="form-error" role="alert">{error}</p>}
        <div className="row">
          <button type="button" className="secondary" onClick={() => { setMethod(null); setError(null); }}>{D.back}</button>
          <button type="submit" disabled={busy}>{busy ? D.sending : D.sendEmail}</button>
        </div>
      </form>
    );
  }
  return (
    <Modal title={method && !done ? TITLES[method] : D.title} onClose={onClose} testId={testId}>
      {body}
    </Modal>
  );
}
