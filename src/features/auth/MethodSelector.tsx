import { MESSAGES } from '../../domain/shared/messages';

export type Method = 'phone' | 'email';

/** The first view: phone, Google and e-mail; Apple and Microsoft announced but disabled. */
export function MethodSelector(props: { onPick: (method: Method) => void; onGoogle: () => void; busy: boolean }) {
  const soon = MESSAGES.auth.comingSoon;
  return (
    <div className="methods">
      <button type="button" className="method" onClick={() => props.onPick('phone')}>
        Continue with Phone
      </button>
      <button type="button" className="method" onClick={props.onGoogle} disabled={props.busy}>
        Continue with Google
      </button>
      <button type="button" className="method" onClick={() => props.onPick('email')}>
        Continue with Email
      </button>
      <button type="button" className="method" disabled>
        Apple <span className="soon">({soon})</span>
      </button>
      <button type="button" className="method" disabled>
        Microsoft <span className="soon">({soon})</span>
      </button>
    </div>
  );
}
