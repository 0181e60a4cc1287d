// Every way out of the portal goes through here: the sidebar, store selection
// and the session-failed panel. Signing out deletes this device's copy of the
// user's data, outbox included, so unsent and refused changes are counted
// (in every store, from the outbox itself) and the user may cancel.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { MESSAGES } from '../../domain/shared/messages';
import { countUnsentChanges, signOutAndClear } from '../../data/shell/sign-out';
import { useSession } from '../../data/session/session';

export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const uid = useSession().user?.uid ?? null;
  return useCallback(async () => {
    const unsent = uid ? await countUnsentChanges(uid) : { pending: 0, refused: 0 };
    if (unsent.pending + unsent.refused > 0 && !window.confirm(MESSAGES.shell.unsentOnSignOut(unsent))) return;
    await signOutAndClear();
    navigate(paths.login, { replace: true });
  }, [uid, navigate]);
}
