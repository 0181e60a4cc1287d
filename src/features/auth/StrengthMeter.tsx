import { PASSWORD_MIN_LENGTH } from '../../domain/shared/limits';
import { passwordStrength } from '../../domain/session/password-strength';

/** Sign-up strength meter (doc 1 §5); sign-up passes the form minimum of 6. */
export function StrengthMeter({ password }: { password: string }) {
  if (password === '') return null;
  const { score, label } = passwordStrength(password, PASSWORD_MIN_LENGTH);
  return (
    <div className="strength" data-score={score}>
      <meter min={0} max={4} value={score} aria-label="Password strength" />
      <span aria-live="polite">{label}</span>
    </div>
  );
}
