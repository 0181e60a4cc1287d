import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isMagicLink, signInWithGoogle } from '../../data/session/sign-in';
import { useSession } from '../../data/session/session';
import { authErrorMessage, MESSAGES } from '../../domain/shared/messages';
import { EmailView } from './EmailView';
import { errorText } from './error-text';
import { MagicLinkCompletion } from './MagicLinkCompletion';
import { MethodSelector } from './MethodSelector';
import { PhoneView } from './PhoneView';
import { ResetView } from './ResetView';

type View = 'methods' | 'phone' | 'email' | 'reset' | 'magic-return';
const L = MESSAGES.labels.login;
const TITLES: Record<View, string> = {
  methods: MESSAGES.shell.appTitle,
  phone: L.phoneTitle,
  email: L.emailTitle,
  reset: L.resetTitle,
  'magic-return': L.emailTitle,
};

/** /login (doc 1 §2.4). A signed-in user goes back to the page of origin, or to /. */
export function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const [view, setView] = useState<View>(() => (isMagicLink(window.location.href) ? 'magic-return' : 'methods'));
  const [magicHref] = useState(() => window.location.href);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (session.user) return <Navigate to={from} replace />;

  async function google() {
    setBusy(true);
    setError(null);
    try {
      await signInWithGoogle(true);
    } catch (e) {
      setError(errorText(e, authErrorMessage));
    } finally {
      setBusy(false);
    }
  }

  const back = view !== 'methods' && view !== 'magic-return' && (
    <button type="button" className="link back" onClick={() => setView(view === 'reset' ? 'email' : 'methods')}>
      ← Back
    </button>
  );
  return (
    <main className="auth-page">
      <section className="card auth-card">
        {back}
        <h1 id="login-title">{TITLES[view]}</h1>
        {view === 'methods' && <p className="muted">{MESSAGES.auth.loginSubtitle}</p>}
        {view === 'methods' && <MethodSelector onPick={setView} onGoogle={() => void google()} busy={busy} />}
        {view === 'methods' && error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        {view === 'email' && <EmailView onForgot={() => setView('reset')} />}
        {view === 'reset' && <ResetView onBack={() => setView('email')} />}
        {view === 'phone' && <PhoneView />}
        {view === 'magic-return' && <MagicLinkCompletion href={magicHref} onDone={() => setView('email')} />}
      </section>
    </main>
  );
}
