import { MESSAGES } from '../../domain/messages';

export function MagicLinkSent(props: { email: string; onResend: () => void; onBack: () => void }) {
  return (
    <div className="auth-form" role="status">
      <h2>{MESSAGES.auth.magicLinkSent}</h2>
      <p className="muted">
        We sent a sign-in link to <strong>{props.email}</strong>.
      </p>
      <ol className="steps">
        {MESSAGES.auth.magicLinkSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <button type="button" onClick={props.onResend}>
        {MESSAGES.labels.login.sendNewLink}
      </button>
      <button type="button" className="link" onClick={props.onBack}>
        {MESSAGES.labels.login.backToSignIn}
      </button>
    </div>
  );
}
