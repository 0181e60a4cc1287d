import { useState } from 'react';
import { authErrorMessage, MESSAGES } from '../../domain/shared/messages';
import { errorText } from './error-text';

/** 'Check your email!' with the steps, after a magic link was sent. */
export function MagicLinkSent(props: { email: string; onResend: () => Promise<void>; onBack: () => void }) {
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    try {
      await props.onResend();
      setStatus({ error: false, text: `A new link was sent to ${props.email}.` });
    } catch (e) {
      setStatus({ error: true, text: errorText(e, authErrorMessage) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="auth-form">
      <h2>{MESSAGES.auth.magicLinkSent}</h2>
      <p className="muted">
        We sent a sign-in link to <strong>{props.email}</strong>.
      </p>
      <ol className="steps">
        {MESSAGES.auth.magicLinkSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {status && (
        <p role={status.error ? 'alert' : 'status'} className={status.error ? 'error' : 'muted'}>
          {status.text}
        </p>
      )}
      <button type="button" onClick={() => void resend()} disabled={busy}>
        {MESSAGES.labels.login.sendNewLink}
      </button>
      <button type="button" className="link" onClick={props.onBack}>
        {MESSAGES.labels.login.backToSignIn}
      </button>
    </div>
  );
}
