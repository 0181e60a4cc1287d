import { describe, expect, it } from 'vitest';
import { isDeleteConfirmed, normaliseDeleteConfirmation, validateCancelReason, validateOrdersDateRange } from './dialogs';

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

  it('custom range: not after today, end not before start, end at end of day', () => {
    const now = new Date(2024, 4, 15, 9, 30);
    const result = validateOrdersDateRange({ start: new Date(2024, 4, 10), end: new Date(2024, 4, 12) }, now);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.end.getHours()).toBe(23);
      expect(result.value.end.getMilliseconds()).toBe(999);
    }
    expect(validateOrdersDateRange({ start: new Date(2024, 4, 12), end: new Date(2024, 4, 10) }, now)).toEqual({
      ok: false,
      errors: { end: 'End date cannot be before start date.' },
    });
    expect(validateOrdersDateRange({ start: new Date(2024, 4, 10), end: new Date(2024, 4, 16) }, now)).toEqual({
      ok: false,
      errors: { end: 'Dates cannot be after today.' },
    });
  });
});
