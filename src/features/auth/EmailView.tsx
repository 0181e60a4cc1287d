import { useState, type FormEvent } from 'react';
import { sendMagicLink, signInWithEmail, signUpWithEmail } from '../../data/session/sign-in';
import { authErrorMessage, MESSAGES } from '../../domain/shared/messages';
import { emailError, validateSignIn, validateSignUp } from '../../domain/session/auth-validation';
import { errorText } from './error-text';
import { MagicLinkSent } from './MagicLinkSent';
import { PasswordInput } from './PasswordInput';
import { StrengthMeter } from './StrengthMeter';
import { TextField } from './TextField';

type Mode = 'sign-in' | 'sign-up' | 'magic';
type Field = 'email' | 'password' | 'confirmPassword';
const L = MESSAGES.labels.login;

/** E-mail sign-in, account creation and magic link (doc 1 §2.4, §5). */
export function EmailView({ onForgot }: { onForgot: () => void }) {
  const [mode, setMode] = useState<Mode>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [remember, setRemember] = useState(true);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [linkSent, setLinkSent] = useState(false);

  const result =
    mode === 'sign-up' ? validateSignUp({ email, password, confirmPassword }) : validateSignIn({ email, password });
  const errors: Partial<Record<Field, string>> =
    mode === 'magic' ? { email: emailError(email) } : result.ok ? {} : result.errors;
  const shown = (field: Field) => (touched[field] || submitted ? errors[field] : undefined);
  const touch = (field: Field) => setTouched((t) => ({ ...t, [field]: true }));
  const invalid = Object.values(errors).some(Boolean);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setError(null);
    if (invalid) return;
    setBusy(true);
    try {
      if (mode === 'magic') {
        await sendMagicLink(email.trim());
        setLinkSent(true);
      } else if (mode === 'sign-up') await signUpWithEmail(email.trim(), password, remember);
      else await signInWithEmail(email.trim(), password, remember);
    } catch (e) {
      setError(errorText(e, authErrorMessage));
    } finally {
      setBusy(false);
    }
  }

  function switchMode(next: Mode) {
    setMode(next);
    setSubmitted(false);
    setTouched({});
    setError(null);
  }

  if (linkSent) {
    return <MagicLinkSent email={email.trim()} onResend={() => sendMagicLink(email.trim())} onBack={() => setLinkSent(false)} />;
  }

  const submitLabel = mode === 'magic' ? 'Send Magic Link' : mode === 'sign-up' ? 'Create Account' : 'Sign In';
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {submitted && invalid && <p className="form-error">{MESSAGES.validation.fixErrors}</p>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => touch('email')}
        error={shown('email')}
      />
      {mode !== 'magic' && (
        <>
          <PasswordInput
            label="Password"
            value={password}
            onChange={setPassword}
            onBlur={() => touch('password')}
            error={shown('password')}
            autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
          />
          {mode === 'sign-up' && <StrengthMeter password={password} />}
          {mode === 'sign-up' && (
            <PasswordInput
              label="Confirm Password"
              value={confirmPassword}
              onChange={setConfirm}
              onBlur={() => touch('confirmPassword')}
              error={shown('confirmPassword')}
              autoComplete="new-password"
            />
          )}
          <div className="row between">
            <label className="checkbox">
              <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
              {L.rememberMe}
            </label>
            {mode === 'sign-in' && (
              <button type="button" className="link" onClick={onForgot}>
                {L.forgotPassword}
              </button>
            )}
          </div>
        </>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      <button type="submit" disabled={busy}>
        {busy ? 'Please wait...' : submitLabel}
      </button>
      <button type="button" className="link" onClick={() => switchMode(mode === 'magic' ? 'sign-in' : 'magic')}>
        {mode === 'magic' ? 'Use a password instead' : L.useMagicLink}
      </button>
      {mode !== 'magic' && (
        <p className="muted center">
          {mode === 'sign-in' ? "Don't have an account? " : 'Already have an account? '}
          <button type="button" className="link" onClick={() => switchMode(mode === 'sign-in' ? 'sign-up' : 'sign-in')}>
            {mode === 'sign-in' ? 'Create account' : 'Sign in instead'}
          </button>
        </p>
      )}
    </form>
  );
}
