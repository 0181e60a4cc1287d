// /pair: a tablet becomes the store's kitchen display by typing the code the
// owner's Team screen shows; signed in as itself, it opens the board.
import { useId, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../data/session/session';
import { pairKitchenDisplay } from '../../data/session/sign-in';
import { MESSAGES } from '../../domain/shared/messages';
import { readPairingCode } from '../../domain/team/pairing';
import { failureText } from './failure-text';
import './team.css';

const T = MESSAGES.team;

export function PairPage() {
  const id = useId();
  const { user } = useSession();
  const [typed, setTyped] = useState(() => decodeURIComponent(window.location.hash.replace(/^#/, '')));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (user) return <Navigate to="/" replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const code = readPairingCode(typed);
    if (!code) {
      setError(T.pairingInvalid);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await pairKitchenDisplay(code);
    } catch (e) {
      setError(failureText(e));
      setBusy(false);
    }
  };

  return (
    <main className="join-page">
      <form className="card" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>{T.pairTitle}</h1>
        <p className="muted">{T.pairIntro}</p>
        <div className="field">
          <label htmlFor={`${id}-code`}>{T.pairCodeLabel}</label>
          <input id={`${id}-code`} className="pairing-input" autoComplete="off" autoCapitalize="characters" spellCheck={false}
            value={typed} onChange={(e) => setTyped(e.target.value)} aria-invalid={error !== null}
            aria-describedby={error ? `${id}-error` : undefined} />
        </div>
        <button type="submit" disabled={busy}>{busy ? T.pairing : T.pair}</button>
        {error && <p id={`${id}-error`} className="form-error" role="alert">{error}</p>}
      </form>
    </main>
  );
}
