import { describe, expect, it } from 'vitest';
import {
  COUNTRY_CODES,
  emailError,
  formatUsPhone,
  passwordError,
  toE164,
  validatePhoneNumber,
  validateResetEmail,
  validateSignIn,
  validateSignUp,
  validateVerificationCode,
} from './auth-validation';

describe('e-mail and password fields (doc 1 §5)', () => {
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['not-an-email', 'Please enter a valid email address'],
    ['a@b', 'Please enter a valid email address'],
    ['a b@c.de', 'Please enter a valid email address'],
    ['owner@example.com', undefined],
    ['  owner@example.com ', undefined],
  ])('email %j', (email, expected) => {
    expect(emailError(email)).toBe(expected);
  });

  it.each([
    ['', 6, 'Password is required'],
    ['12345', 6, 'Password must be at least 6 characters long'],
    ['123456', 6, undefined],
    ['1234567', 8, 'Password must be at least 8 characters long'],
  ])('password %j (min %d)', (password, min, expected) => {
    expect(passwordError(password, min)).toBe(expected);
  });
});

describe('forms', () => {
  it('sign-in trims the e-mail but never the password', () => {
    expect(validateSignIn({ email: ' a@b.co ', password: ' secret ' })).toEqual({
      ok: true,
      value: { email: 'a@b.co', password: ' secret ' },
    });
  });

  it('sign-in reports each field', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      ok: false,
      errors: { email: 'Email is required', password: 'Password is required' },
    });
  });

  it('sign-up requires the confirmation to match', () => {
    const result = validateSignUp({ email: 'a@b.co', password: 'secret1', confirmPassword: 'secret2' });
    expect(result).toEqual({ ok: false, errors: { confirmPassword: 'Passwords do not match' } });
    const good = validateSignUp({ email: 'a@b.co', password: 'secret1', confirmPassword: 'secret1' });
    expect(good.ok).toBe(true);
  });

  it('reset uses the same e-mail rules', () => {
    expect(validateResetEmail({ email: 'x' })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address' },
    });
    expect(validateResetEmail({ email: ' x@y.io' })).toEqual({ ok: true, value: { email: 'x@y.io' } });
  });
});

describe('phone sign-in', () => {
  it.each([
    ['(555) 123-4567', true],
    ['5551234567', true],
    ['555123456', false],
    ['55512345678', false],
    ['', false],
  ])('phone %j', (input, ok) => {
    const result = validatePhoneNumber(input);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.errors.phone).toBe('Please enter a valid 10-digit phone number');
  });

  it.each([
    ['123456', true],
    [' 123456 ', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
  ])('code %j', (input, ok) => {
    const result = validateVerificationCode(input);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.errors.code).toBe('Please enter a 6-digit verification code');
  });

  it.each([
    ['', ''],
    ['5', '5'],
    ['555', '555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
    ['555-123-4567 ext 89', '(555) 123-4567'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatUsPhone(input)).toBe(expected);
    expect(formatUsPhone(input).length).toBeLessThanOrEqual(14);
  });

  it('offers the seven country codes and builds E.164 numbers', () => {
    expect(COUNTRY_CODES.map((c) => c.dialCode)).toEqual(['+1', '+44', '+86', '+91', '+81', '+49', '+33']);
    expect(toE164('+1', '(555) 123-4567')).toBe('+15551234567');
  });
});
