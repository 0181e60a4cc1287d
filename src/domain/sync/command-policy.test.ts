import { describe, expect, it } from 'vitest';
import {
  IMAGE_FILE_MISSING,
  classifyFailure,
  isPoison,
  isServerFault,
  retryDelay,
  serverFaultRefusal,
  uploadFailure,
  type FailureKind,
} from './command-policy';

describe('classifyFailure', () => {
  it.each<[string, string, boolean, FailureKind]>([
    ['network', 'Failed to fetch', false, 'transient'],
    ['internal', 'INTERNAL', false, 'transient'],
    ['unavailable', 'Service unavailable', false, 'transient'],
    ['deadline-exceeded', 'deadline-exceeded', false, 'transient'],
    ['resource-exhausted', 'quota', false, 'transient'],
    ['unauthenticated', 'No authenticated user', false, 'auth'],
    ['unauthenticated', 'still no', true, 'transient'],
    ['permission-denied', 'not a member', false, 'auth'],
    ['permission-denied', 'not a member', true, 'permanent'],
    ['failed-precondition', 'This store has reached the maximum limit of 20 categories.', false, 'permanent'],
    ['invalid-argument', 'Category name is required', false, 'permanent'],
    ['not-found', 'Category not found', false, 'permanent'],
    ['unknown', 'token expired', false, 'auth'],
    ['unknown', 'something odd', false, 'transient'],
  ])('%s "%s" (refreshed=%s) → %s', (code, message, refreshed, kind) => {
    expect(classifyFailure({ code, message }, refreshed)).toBe(kind);
  });
});

describe('retryDelay', () => {
  it('doubles from 1 s up to 10 s, plus up to 20% jitter', () => {
    expect([1, 2, 3, 4, 5, 9].map((n) => retryDelay(n, () => 0))).toEqual([1000, 2000, 4000, 8000, 10000, 10000]);
    expect(retryDelay(1, () => 0.999)).toBeLessThanOrEqual(1200);
  });
});

describe('uploadFailure', () => {
  it.each<[string, boolean, FailureKind]>([
    ['storage/unauthorized', false, 'auth'],
    ['storage/unauthorized', true, 'permanent'],
    ['storage/unauthenticated', false, 'auth'],
    ['storage/unauthenticated', true, 'transient'],
    ['storage/retry-limit-exceeded', false, 'transient'],
    ['storage/unknown', false, 'transient'],
    ['storage/canceled', false, 'transient'],
    ['storage/server-file-wrong-size', false, 'transient'],
    ['', false, 'transient'],
  ])('%s (refreshed=%s) → %s', (code, refreshed, kind) => {
    expect(classifyFailure(uploadFailure(code), refreshed)).toBe(kind);
  });

  it("a denial carries the spec's upload text", () => {
    expect(uploadFailure('storage/unauthorized').message).toBe('Permission denied. Please ensure you are logged in and try again.');
  });

  it("a missing file fails for good with the image text", () => {
    expect(classifyFailure(IMAGE_FILE_MISSING, false)).toBe('permanent');
    expect(IMAGE_FILE_MISSING.message).toBe('Failed to process image. Please try a different image.');
  });
});

describe('server faults (a command the server keeps failing on)', () => {
  it.each<[string, boolean]>([
    ['internal', true],
    ['unknown', true],
    ['network', false],
    ['unavailable', false],
    ['resource-exhausted', false],
    ['deadline-exceeded', false],
    ['unauthenticated', false],
    ['invalid-argument', false],
  ])('%s → %s', (code, fault) => {
    expect(isServerFault({ code, message: 'x' })).toBe(fault);
  });

  it('five in a row set the command aside, with its own text', () => {
    expect([4, 5, 6].map(isPoison)).toEqual([false, true, true]);
    expect(serverFaultRefusal({ code: 'internal', message: 'An unexpected error occurred. Please try again.' })).toEqual({
      code: 'internal',
      message: 'The server failed on this change 5 times in a row. Retry it later, or discard it.',
    });
  });
});
