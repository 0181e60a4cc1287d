import { describe, expect, it } from 'vitest';
import {
  isDefinitiveAuthRefusal,
  AUTH_BACKOFF,
  DATA_RETRY_BACKOFF,
  DomainError,
  backoffDelay,
  errorText,
  isAuthError,
  isDomainError,
  isRetryableError,
} from './errors';

describe('retry classification (doc 1 §7.4)', () => {
  it.each([
    ['Network request failed', true],
    ['TIMEOUT while reading', true],
    ['Service Unavailable', true],
    ['internal', true],
    ['deadline-exceeded', true],
    ['resource-exhausted', true],
    ['permission-denied', false],
    ['Invalid order status: x', false],
    ['', false],
  ])('%j retryable=%s', (message, retry) => {
    expect(isRetryableError(message)).toBe(retry);
  });

  it.each([
    ['auth/id-token-expired', true],
    ['Missing or insufficient permissions.', true],
    ['Unauthorized', true],
    ['FORBIDDEN', true],
    ['Token refresh failed', true],
    ['Session expired', true],
    ['Network error', false],
  ])('%j auth=%s', (message, auth) => {
    expect(isAuthError(message)).toBe(auth);
  });

  it('reads errors of any shape', () => {
    expect(isRetryableError(new Error('network down'))).toBe(true);
    expect(isAuthError({ code: 'permission-denied', message: 'nope' })).toBe(true);
    expect(errorText({ code: 'unavailable' })).toBe('unavailable');
    expect(errorText(42)).toBe('');
  });
});

describe('DomainError', () => {
  it('carries a stable code and the catalogue message', () => {
    const error = new DomainError('resource-exhausted', 'This store has reached the maximum limit of 100 menu items.');
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe('resource-exhausted');
    expect(error.message).toBe('This store has reached the maximum limit of 100 menu items.');
    expect(error.name).toBe('DomainError');
    expect(isDomainError(error)).toBe(true);
    expect(isDomainError(new Error('x'))).toBe(false);
    expect(new DomainError('invalid-argument', 'bad', { name: 'required' }).fields).toEqual({ name: 'required' });
  });
});

describe('backoff', () => {
  const none = () => 0;
  const most = () => 0.999999;

  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [4, 16000],
    [5, 30000],
    [9, 30000],
  ])('auth attempt %d -> %d ms without jitter', (attempt, ms) => {
    expect(backoffDelay(attempt, AUTH_BACKOFF, none)).toBe(ms);
  });

  it('adds up to 1 s of auth jitter', () => {
    expect(backoffDelay(0, AUTH_BACKOFF, most)).toBe(2000);
    expect(backoffDelay(9, AUTH_BACKOFF, () => 0.5)).toBe(30500);
  });

  it.each([
    [0, 1000, 1200],
    [1, 2000, 2400],
    [2, 4000, 4800],
    [3, 8000, 9600],
    [4, 10000, 12000],
  ])('data attempt %d -> %d .. %d ms', (attempt, low, high) => {
    expect(backoffDelay(attempt, DATA_RETRY_BACKOFF, none)).toBe(low);
    expect(backoffDelay(attempt, DATA_RETRY_BACKOFF, most)).toBe(high);
  });
});

describe('definitive refusals by the identity service', () => {
  it.each([
    ['auth/user-disabled', true],
    ['auth/user-token-expired', true],
    ['auth/user-not-found', true],
    ['auth/invalid-user-token', true],
    ['auth/network-request-failed', false],
    ['auth/internal-error', false],
    ['auth/too-many-requests', false],
  ])('%s → %s', (code, definitive) => {
    expect(isDefinitiveAuthRefusal(Object.assign(new Error('x'), { code }))).toBe(definitive);
  });
  it('looks through the wrapping of a failed refresh', () => {
    const inner = Object.assign(new Error('x'), { code: 'auth/user-disabled' });
    expect(isDefinitiveAuthRefusal(new Error('Token has expired and refresh failed.', { cause: inner }))).toBe(true);
    expect(isDefinitiveAuthRefusal(new Error('offline'))).toBe(false);
  });
});
