import { useState, type FormEvent } from 'react';
import { sendPasswordReset } from '../../data/session/sign-in';
import { MESSAGES, passwordResetErrorMessage } from '../../domain/shared/messages';
import { validateResetEmail } from '../../domain/session/auth-validation';
import { errorText } from './error-text';
import { TextField } from './TextField';

const L = MESSAGES.labels.login;

/** Password reset (doc 1 §2.4): the e-mail, then 'Check Your Email' with hints and a resend. */
export function ResetView({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const result = validateResetEmail({ email });
  const fieldError = touched && !result.ok ? result.errors.email : undefined;

  async function send(event?: FormEvent) {
    event?.preventDefault();
    setTouched(true);
    if (!result.ok) return;
    setBusy(true);
    setError(null);
    try {
      await sendPasswordReset(result.value.email);
      setSent(true);
    } catch (e) {
      setError(errorText(e, passwordResetErrorMessage));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div className="auth-form" role="status">
        <h2>{MESSAGES.passwordReset.success}</h2>
        <p className="muted">
          We sent a reset link to <strong>{email.trim()}</strong>.
        </p>
        <ul className="steps">
          {MESSAGES.passwordReset.hint.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        <button type="button" onClick={() => void send()} disabled={busy}>
          {L.resendEmail}
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            setSent(false);
            setEmail('');
            setTouched(false);
          }}
        >
          {L.sendAnotherEmail}
        </button>
        <button type="button" className="link" onClick={onBack}>
          {L.backToSignIn}
        </button>
      </div>
    );
  }
  return (
    <form className="auth-form" onSubmit={send} noValidate>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => setTouched(true)}
        error={fieldError}
      />
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {busy ? 'Sending...' : L.sendResetEmail}
      </button>
      <button type="button" className="link" onClick={onBack}>
        {L.backToSignIn}
      </button>
    </form>
  );
}
