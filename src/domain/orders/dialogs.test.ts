import { describe, expect, it } from 'vitest';
import { isDeleteConfirmed, normaliseDeleteConfirmation, validateCancelReason } from './dialogs';

describe('orders dialogs (doc 2 §5)', () => {
  it.each([
    ['', 'full', 'Please provide a reason for cancellation.'],
    ['   ', 'full', 'Please provide a reason for cancellation.'],
    ['', 'short', 'Reason is required.'],
  ] as const)('reason %j (%s)', (reason, variant, message) => {
    expect(validateCancelReason(reason, variant)).toEqual({ ok: false, errors: { reason: message } });
  });

  it('trims a given reason', () => {
    expect(validateCancelReason('  Out of stock ')).toEqual({ ok: true, value: 'Out of stock' });
  });

  it.each([
    ['DELETE', true],
    ['delete', true],
    ['Delete ', true],
    ['DELET', false],
    ['DELETE IT', false],
    ['', false],
  ])('confirmation %j -> %s', (input, ok) => {
    expect(isDeleteConfirmed(input)).toBe(ok);
  });

  it('upper-cases the confirmation as typed', () => {
    expect(normaliseDeleteConfirmation('del')).toBe('DEL');
  });
});
