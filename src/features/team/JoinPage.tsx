// /join/:storeId/:invitationId#secret: the page an invitation's link opens.
// Signed-out visitors sign in first and come back here (the guard keeps the
// whole address, the secret after '#' included); then the invitation is shown
// and accepted, and the store joins the user's list.
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useCurrentStore } from '../../data/stores/current-store';
import { refreshClaims } from '../../data/stores/store-repository';
import { acceptInvitation, describeInvitation, type InvitationPreview, type JoinLink } from '../../data/team/team';
import { MESSAGES } from '../../domain/shared/messages';
import { failureText } from './failure-text';
import './team.css';

const T = MESSAGES.team;

type State =
  | { step: 'checking' }
  | { step: 'invited'; preview: InvitationPreview }
  | { step: 'joining'; preview: InvitationPreview }
  | { step: 'joined'; preview: InvitationPreview }
  | { step: 'refused'; message: string };

export function JoinPage() {
  const { storeId = '', invitationId = '' } = useParams();
  const { hash } = useLocation();
  const { reload } = useCurrentStore();
  const secret = hash.replace(/^#/, '');
  const [state, setState] = useState<State>(secret ? { step: 'checking' } : { step: 'refused', message: T.joinBadLink });
  const link: JoinLink = { storeId, invitationId, secret };

  useEffect(() => {
    if (!secret) return;
    let live = true;
    describeInvitation({ storeId, invitationId, secret }).then(
      (preview) => {
        if (!live) return;
        if (preview.accepted) setState({ step: 'joined', preview });
        else if (preview.refusal) setState({ step: 'refused', message: preview.refusal });
        else setState({ step: 'invited', preview });
      },
      (error: unknown) => live && setState({ step: 'refused', message: failureText(error) }),
    );
    return () => {
      live = false;
    };
  }, [storeId, invitationId, secret]);

  const accept = async (preview: InvitationPreview) => {
    setState({ step: 'joining', preview });
    try {
      await acceptInvitation(link);
      await refreshClaims();
      reload();
      setState({ step: 'joined', preview });
    } catch (error) {
      setState({ step: 'refused', message: failureText(error) });
    }
  };

  return (
    <main className="join-page">
      <section className="card" aria-labelledby="join-title">
        <h1 id="join-title">{T.joinTitle}</h1>
        {state.step === 'checking' && <p className="loading" role="status">{T.joinChecking}</p>}
        {(state.step === 'invited' || state.step === 'joining') && (
          <>
            <p>{T.joinInvite(state.preview.storeName, T.roleNames[state.preview.role])}</p>
            <p className="muted">{T.roleDescriptions[state.preview.role]}</p>
            <button type="button" disabled={state.step === 'joining'} onClick={() => void accept(state.preview)}>
              {state.step === 'joining' ? T.joining : T.joinAccept}
            </button>
          </>
        )}
        {state.step === 'joined' && (
          <>
            <p role="status">{T.joinDone(state.preview.storeName)}</p>
            <Link className="button" to={paths.storeSelection}>{T.joinOpen}</Link>
          </>
        )}
        {state.step === 'refused' && (
          <>
            <p className="form-error" role="alert">{state.message}</p>
            <Link className="button secondary" to={paths.storeSelection}>{T.joinOpen}</Link>
          </>
        )}
      </section>
    </main>
  );
}
