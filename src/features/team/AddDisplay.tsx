// 'Add a Kitchen Display' on the Team section: a code for ten minutes, typed
// on the tablet at /pair. Paired displays show in the members' list, where
// Remove unpairs one.
import { useState } from 'react';
import { createPairingCode } from '../../data/team/team';
import { MESSAGES } from '../../domain/shared/messages';
import { PAIRING_TTL_MS, showPairingCode } from '../../domain/team/pairing';
import { failureText } from './failure-text';

const T = MESSAGES.team;

export function AddDisplay({ storeId, online }: { storeId: string; online: boolean }) {
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    setBusy(true);
    setError(null);
    try {
      setShown((await createPairingCode(storeId)).code);
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="team-display">
      <button type="button" className="secondary" disabled={busy || !online} onClick={() => void add()}>{busy ? T.addingDisplay : T.addDisplay}</button>
      {shown && (
        <div role="status">
          <p>{T.pairingShown(`${window.location.origin}/pair`, PAIRING_TTL_MS / 60_000)}</p>
          <p className="pairing-code" data-testid="pairing-code">{showPairingCode(shown)}</p>
        </div>
      )}
      {error && <p className="form-error" role="alert">{error}</p>}
    </div>
  );
}
