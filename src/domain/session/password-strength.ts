// The sign-up password strength meter (doc 1 §5).
import { PASSWORD_METER_MIN_LENGTH } from '../shared/limits';

export const STRENGTH_LABELS = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

/** Compared case-insensitively; these fall to any dictionary attack whatever their length. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password', 'password1', 'password123', '123456', '1234567', '12345678', '123456789',
  '1234567890', 'qwerty', 'qwerty123', 'abc123', '111111', '123123', 'letmein', 'welcome',
  'monkey', 'dragon', 'iloveyou', 'admin', 'admin123', 'football', 'sunshine', 'princess',
  'passw0rd',
]);

export interface PasswordStrength {
  score: StrengthScore;
  label: StrengthLabel;
  counts: { upper: number; lower: number; digits: number; special: number };
  meetsMinLength: boolean;
  isCommon: boolean;
  hasRepeats: boolean;
}

function count(password: string, pattern: RegExp): number {
  return password.match(pattern)?.length ?? 0;
}

/**
 * Scoring, in this order:
 * - empty password: 0;
 * - +1 when the length reaches minLength;
 * - +1 for each character class beyond the first (upper, lower, digit, special:
 *   2 classes +1, 3 classes +2, 4 classes +3);
 * - +1 at 12 or more characters;
 * - -1 when any character repeats 3 or more times in a row ('aaa');
 * - clamped to 0..4;
 * - capped at 1 when shorter than minLength, and at 1 for a common password.
 */
export function passwordStrength(password: string, minLength = PASSWORD_METER_MIN_LENGTH): PasswordStrength {
  const counts = {
    upper: count(password, /[A-Z]/g),
    lower: count(password, /[a-z]/g),
    digits: count(password, /\d/g),
    special: count(password, /[^A-Za-z0-9]/g),
  };
  const meetsMinLength = password.length >= minLength;
  const isCommon = COMMON_PASSWORDS.has(password.toLowerCase());
  const hasRepeats = /(.)\1\1/.test(password);

  let score = 0;
  if (password.length > 0) {
    const classes = Object.values(counts).filter((n) => n > 0).length;
    if (meetsMinLength) score += 1;
    score += Math.max(0, classes - 1);
    if (password.length >= 12) score += 1;
    if (hasRepeats) score -= 1;
    score = Math.min(4, Math.max(0, score));
    if (!meetsMinLength || isCommon) score = Math.min(score, 1);
  }
  const clamped = score as StrengthScore;
  return { score: clamped, label: STRENGTH_LABELS[clamped], counts, meetsMinLength, isCommon, hasRepeats };
}
