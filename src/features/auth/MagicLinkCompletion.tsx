import { useEffect, useRef, useState, type FormEvent } from 'react';
import { completeMagicLink, savedMagicLinkEmail } from '../../data/session/sign-in';
import { authErrorMessage, MESSAGES } from '../../domain/shared/messages';
import { emailError } from '../../domain/session/auth-validation';
import { errorText } from './error-text';
import { TextField } from './TextField';

/**
 * Finishes a magic-link sign-in on return (doc 1 §2.4). Without the address
 * saved in this browser the user is asked for it. Either way the link's
 * parameters are removed from the address bar afterwards.
 */
export function MagicLinkCompletion({ href, onDone }: { href: string; onDone: () => void }) {
  const saved = savedMagicLinkEmail();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(saved !== null);
  const started = useRef(false);

  async function complete(address: string) {
    setBusy(true);
    setError(null);
    try {
      await completeMagicLink(address, href);
      window.history.replaceState(null, '', '/login');
    } catch (e) {
      window.history.replaceState(null, '', '/login');
      setError(errorText(e, authErrorMessage));
      setBusy(false);
    }
  }

  useEffect(() => {
    if (saved === null || started.current) return;
    started.current = true; // a link can be used once: never twice under StrictMode
    void complete(saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once for the link it was given
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailError(email);
    if (problem) setError(problem);
    else void complete(email.trim());
  }

  if (error && saved !== null) {
    return (
      <div className="auth-form">
        <p role="alert" className="error">
          {error}
        </p>
        <button type="button" onClick={onDone}>
          {MESSAGES.labels.login.backToSignIn}
        </button>
      </div>
    );
  }
  if (saved !== null) return <p role="status">{MESSAGES.session.authenticating}</p>;
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p>{MESSAGES.auth.magicLinkAskEmail}</p>
      <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {busy ? 'Please wait...' : 'Complete Sign In'}
      </button>
    </form>
  );
}
