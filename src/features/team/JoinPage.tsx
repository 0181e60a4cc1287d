// /join/:storeId/:invitationId#secret: the page an invitation's link opens.
// Signed-out visitors sign in first and come back here (the guard keeps the
// whole address, the secret after '#' included); then the invitation is shown
// and accepted, and the store joins the user's list. An account whose address
// is not confirmed yet is sent the confirmation link first, and the page
// goes on by itself once it is opened.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useCurrentStore } from '../../data/stores/current-store';
import { refreshClaims } from '../../data/stores/store-repository';
import { addressConfirmed, sendConfirmationLink } from '../../data/session/email-verification';
import { acceptInvitation, describeInvitation, type InvitationPreview, type JoinLink } from '../../data/team/team';
import { MESSAGES } from '../../domain/shared/messages';
import { failureText } from './failure-text';
import './team.css';

const T = MESSAGES.team;

/** How often the page asks whether the link was opened. */
const CONFIRMATION_POLL_MS = 3000;
/** How often a phone-only account's page asks whether its acceptance was approved. */
const APPROVAL_POLL_MS = 5000;

type Sending = 'sending' | 'sent' | 'resent' | { failed: string };

type State =
  | { step: 'checking' }
  | { step: 'verify'; preview: InvitationPreview; email: string; sending: Sending }
  | { step: 'awaiting'; preview: InvitationPreview }
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

  const [checks, setChecks] = useState(0);
  /** Whether this page waited for an approval: the join it then sees needs the renewed claims. */
  const waited = useRef(false);
  useEffect(() => {
    if (!secret) return;
    let live = true;
    describeInvitation({ storeId, invitationId, secret }).then(
      (preview) => {
        if (!live) return;
        if (preview.accepted) {
          // Approved while this page waited: the new store needs the renewed claims.
          if (waited.current) void refreshClaims().then(reload, reload);
          setState({ step: 'joined', preview });
        } else if (preview.refusal) setState({ step: 'refused', message: preview.refusal });
        else if (preview.verify) setState({ step: 'verify', preview, email: '', sending: 'sending' });
        else if (preview.awaiting) setState({ step: 'awaiting', preview });
        else setState({ step: 'invited', preview });
      },
      (error: unknown) => live && setState({ step: 'refused', message: failureText(error) }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload is the provider's, stable for the page
  }, [storeId, invitationId, secret, checks]);

  const waiting = state.step === 'awaiting';
  // A phone-only account's acceptance waits for the store's approval: the page asks again now and then.
  useEffect(() => {
    if (!waiting) return;
    waited.current = true;
    const timer = setInterval(() => setChecks((n) => n + 1), APPROVAL_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting]);

  const verifying = state.step === 'verify';
  // The link goes once, when the page finds the address unconfirmed; then the page waits for it to be opened.
  useEffect(() => {
    if (!verifying) return;
    let live = true;
    send(setState, () => live);
    const timer = setInterval(() => {
      addressConfirmed().then((confirmed) => live && confirmed && setChecks((n) => n + 1), () => undefined);
    }, CONFIRMATION_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [verifying]);

  const accept = async (preview: InvitationPreview) => {
    setState({ step: 'joining', preview });
    try {
      const answer = await acceptInvitation(link);
      if (answer.awaiting) {
        setState({ step: 'awaiting', preview });
        return;
      }
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
        {state.step === 'verify' && (
          <>
            <p>{T.joinInvite(state.preview.storeName, T.roleNames[state.preview.role])}</p>
            <p>{T.verifyFirst}</p>
            {typeof state.sending === 'object' ? (
              <p className="form-error" role="alert">{state.sending.failed}</p>
            ) : (
              <p role="status">{state.sending === 'sending' ? T.verifySending : state.sending === 'resent' ? T.verifyResent : T.verifySent(state.email)}</p>
            )}
            <button type="button" className="secondary" disabled={state.sending === 'sending'} onClick={() => send(setState, () => true, 'resent')}>
              {T.verifyAgain}
            </button>
          </>
        )}
        {state.step === 'awaiting' && <p role="status">{T.joinAwaiting(state.preview.storeName)}</p>}
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

/** Mails the confirmation link back to this page, and says so (or why not). */
function send(setState: (update: (state: State) => State) => void, live: () => boolean, done: 'sent' | 'resent' = 'sent'): void {
  const sending = (state: State, next: Sending, email?: string): State =>
    state.step === 'verify' ? { ...state, sending: next, email: email ?? state.email } : state;
  setState((state) => sending(state, 'sending'));
  sendConfirmationLink(window.location.href).then(
    (email) => live() && setState((state) => sending(state, done, email)),
    (error: unknown) => live() && setState((state) => sending(state, { failed: failureText(error) })),
  );
}
