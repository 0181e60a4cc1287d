import { useRef, useState, type FormEvent } from 'react';
import type { ConfirmationResult } from 'firebase/auth';
import { confirmPhoneCode, sendPhoneCode } from '../../data/session/sign-in';
import { SMS_RESEND_COUNTDOWN_S, US_PHONE_FORMATTED_MAX, VERIFICATION_CODE_LENGTH } from '../../domain/shared/limits';
import { codeErrorMessage, MESSAGES, phoneErrorMessage } from '../../domain/shared/messages';
import {
  COUNTRY_CODES,
  formatUsPhone,
  toE164,
  validatePhoneNumber,
  validateVerificationCode,
} from '../../domain/session/auth-validation';
import { errorText } from './error-text';
import { useCountdown } from './useCountdown';

const L = MESSAGES.labels.login;

/** Phone sign-in with an SMS code (doc 1 §2.4). */
export function PhoneView() {
  const [dialCode, setDialCode] = useState<string>(COUNTRY_CODES[0].dialCode);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [confirmation, setConfirmation] = useState<ConfirmationResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resendIn, startCountdown] = useCountdown();
  const recaptcha = useRef<HTMLDivElement>(null);

  async function sendCode(event?: FormEvent) {
    event?.preventDefault();
    const checked = validatePhoneNumber(phone);
    if (!checked.ok) return setError(checked.errors.phone ?? null);
    if (!recaptcha.current) return;
    setBusy(true);
    setError(null);
    try {
      setConfirmation(await sendPhoneCode(toE164(dialCode, checked.value), recaptcha.current));
      setCode('');
      startCountdown(SMS_RESEND_COUNTDOWN_S);
    } catch (e) {
      setError(errorText(e, phoneErrorMessage));
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    const checked = validateVerificationCode(code);
    if (!checked.ok) return setError(checked.errors.code ?? null);
    if (!confirmation) return;
    setBusy(true);
    setError(null);
    try {
      await confirmPhoneCode(confirmation, checked.value);
    } catch (e) {
      setError(errorText(e, codeErrorMessage));
      setBusy(false);
    }
  }

  const alert = error && (
    <p role="alert" className="error">
      {error}
    </p>
  );
  return (
    <>
      <div ref={recaptcha} />
      {!confirmation ? (
        <form className="auth-form" onSubmit={sendCode} noValidate>
          <div className="field">
            <label htmlFor="phone-number">Phone Number</label>
            <div className="phone-row">
              <select aria-label="Country code" value={dialCode} onChange={(e) => setDialCode(e.target.value)}>
                {COUNTRY_CODES.map((c) => (
                  <option key={c.dialCode} value={c.dialCode}>
                    {c.country} {c.dialCode}
                  </option>
                ))}
              </select>
              <input
                id="phone-number"
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="(555) 123-4567"
                maxLength={US_PHONE_FORMATTED_MAX}
                value={phone}
                onChange={(e) => setPhone(formatUsPhone(e.target.value))}
              />
            </div>
          </div>
          {alert}
          <button type="submit" disabled={busy}>
            {busy ? 'Sending...' : 'Send Code'}
          </button>
        </form>
      ) : (
        <form className="auth-form" onSubmit={verify} noValidate>
          <p className="muted">
            We sent a code to {dialCode} {phone}.
          </p>
          <div className="field">
            <label htmlFor="sms-code">Verification Code</label>
            <input
              id="sms-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={VERIFICATION_CODE_LENGTH}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
          </div>
          {alert}
          <button type="submit" disabled={busy}>
            {busy ? 'Verifying...' : L.verifyCode}
          </button>
          {resendIn > 0 ? (
            <p className="muted center" aria-live="polite">
              {MESSAGES.phone.resendIn(resendIn)}
            </p>
          ) : (
            <button type="button" className="link" onClick={() => void sendCode()} disabled={busy}>
              Resend code
            </button>
          )}
          <button type="button" className="link" onClick={() => setConfirmation(null)}>
            {L.changePhoneNumber}
          </button>
        </form>
      )}
    </>
  );
}
