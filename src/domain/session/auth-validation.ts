// Sign-in forms (doc 1 §2.4, §5): e-mail, password, reset, phone and SMS code.
import { PASSWORD_MIN_LENGTH, PHONE_DIGITS, US_PHONE_FORMATTED_MAX, VERIFICATION_CODE_LENGTH } from '../shared/limits';
import { MESSAGES } from '../shared/messages';
import { resultOf, type FieldErrors, type ValidationResult } from '../shared/validation-result';

const V = MESSAGES.validation;

/** Deliberately simple: the identity service is the real judge of an address. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const COUNTRY_CODES = [
  { dialCode: '+1', country: 'US' },
  { dialCode: '+44', country: 'GB' },
  { dialCode: '+86', country: 'CN' },
  { dialCode: '+91', country: 'IN' },
  { dialCode: '+81', country: 'JP' },
  { dialCode: '+49', country: 'DE' },
  { dialCode: '+33', country: 'FR' },
] as const;

/** Field-level check, for validation on change and on blur. */
export function emailError(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return V.emailRequired;
  return EMAIL_PATTERN.test(trimmed) ? undefined : V.emailInvalid;
}

export function passwordError(password: string, minLength = PASSWORD_MIN_LENGTH): string | undefined {
  if (password === '') return V.passwordRequired;
  return password.length < minLength ? V.passwordTooShort(minLength) : undefined;
}

export interface Credentials {
  email: string;
  password: string;
}

type SignInField = 'email' | 'password';
type SignUpField = SignInField | 'confirmPassword';

export function validateSignIn(input: Credentials): ValidationResult<Credentials, SignInField> {
  const errors: FieldErrors<SignInField> = {
    email: emailError(input.email),
    password: passwordError(input.password),
  };
  // Passwords are never trimmed: spaces may be part of them.
  return resultOf(errors, () => ({ email: input.email.trim(), password: input.password }));
}

export function validateSignUp(
  input: Credentials & { confirmPassword: string },
): ValidationResult<Credentials, SignUpField> {
  const errors: FieldErrors<SignUpField> = {
    email: emailError(input.email),
    password: passwordError(input.password),
    confirmPassword: input.confirmPassword !== input.password ? V.passwordsMismatch : undefined,
  };
  return resultOf(errors, () => ({ email: input.email.trim(), password: input.password }));
}

export function validateResetEmail(input: { email: string }): ValidationResult<{ email: string }, 'email'> {
  return resultOf({ email: emailError(input.email) }, () => ({ email: input.email.trim() }));
}

function digitsOf(input: string): string {
  return input.replace(/\D/g, '');
}

/** Exactly 10 digits, whatever formatting was typed; the value is the bare digits. */
export function validatePhoneNumber(input: string): ValidationResult<string, 'phone'> {
  const digits = digitsOf(input);
  return resultOf({ phone: digits.length === PHONE_DIGITS ? undefined : V.phoneTenDigits }, () => digits);
}

export function validateVerificationCode(input: string): ValidationResult<string, 'code'> {
  const code = input.trim();
  const pattern = new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`);
  return resultOf({ code: pattern.test(code) ? undefined : V.codeSixDigits }, () => code);
}

/**
 * Formats as the user types: '555' stays, '5551' -> '(555) 1',
 * '5551234567' -> '(555) 123-4567'. Extra digits are dropped, so the result
 * never exceeds 14 characters.
 */
export function formatUsPhone(input: string): string {
  const d = digitsOf(input).slice(0, PHONE_DIGITS);
  let out: string;
  if (d.length < 4) out = d;
  else if (d.length < 7) out = `(${d.slice(0, 3)}) ${d.slice(3)}`;
  else out = `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
  return out.slice(0, US_PHONE_FORMATTED_MAX);
}

/** '+1' and '(555) 123-4567' -> '+15551234567', the form the identity service expects. */
export function toE164(dialCode: string, phone: string): string {
  return `${dialCode}${digitsOf(phone)}`;
}
