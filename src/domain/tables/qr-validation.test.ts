import { describe, expect, it } from 'vitest';
import {
  canSaveTableCount,
  clampTableCountInput,
  deliveryConfirmation,
  tableCountChangeMessage,
  tableCountDiff,
  validateDelivery,
  validateTableCountSave,
} from './qr-validation';
import { tableIdFor } from './table-id';

describe('table count (doc 2 §5 "QR section")', () => {
  it.each([
    ['99', { text: '99' }],
    ['100', { text: '100' }],
    ['101', { text: '100', notice: 'Maximum 100 tables allowed per store.' }],
    ['', { text: '' }],
  ])('typing %j', (raw, expected) => {
    expect(clampTableCountInput(raw)).toEqual(expected);
  });

  it.each([
    ['12', 10, { ok: true, value: 12 }],
    ['100', 10, { ok: true, value: 100 }],
    ['101', 10, { ok: false, errors: { tableCount: 'Cannot exceed maximum of 100 tables per store.' } }],
    ['0', 10, { ok: false, errors: { tableCount: 'Please enter a valid number of tables' } }],
    ['-3', 10, { ok: false, errors: { tableCount: 'Please enter a valid number of tables' } }],
    ['2.5', 10, { ok: false, errors: { tableCount: 'Please enter a valid number of tables' } }],
    ['', 10, { ok: false, errors: { tableCount: 'Please enter a valid number of tables' } }],
    ['10', 10, { ok: false, errors: { tableCount: 'No changes to save' } }],
  ])('saving %j over %d', (raw, current, expected) => {
    expect(validateTableCountSave(raw, current)).toEqual(expected);
  });

  it.each([
    ['', 10, false],
    ['0', 10, false],
    ['-1', 10, false],
    ['10', 10, false],
    ['11', 10, true],
  ])('save enabled for %j over %d: %s', (raw, current, enabled) => {
    expect(canSaveTableCount(raw, current)).toBe(enabled);
  });

  it('diffs table ids and words the result', () => {
    expect(tableIdFor(3)).toBe('table_3');
    expect(tableCountDiff(2, 4)).toEqual({ added: ['table_3', 'table_4'], removed: [] });
    expect(tableCountDiff(4, 2)).toEqual({ added: [], removed: ['table_3', 'table_4'] });
    expect(tableCountChangeMessage(2, 0)).toBe('Table count updated. 2 new tables added.');
    expect(tableCountChangeMessage(0, 2)).toBe('2 tables removed.');
    expect(tableCountChangeMessage(0, 0)).toBe('Table count updated successfully.');
  });
});

describe('QR delivery (doc 2 §5)', () => {
  const signedIn = { signedIn: true };
  const address = { street: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' };

  it.each([
    [{ method: 'email', email: 'owner' }, 'Please enter a valid email address'],
    [{ method: 'email', email: '  ' }, 'Please enter a valid email address'],
    // One mailbox only: a list would turn the delivery into a relay.
    [{ method: 'email', email: 'a@example.com,b@example.com' }, 'Please enter a valid email address'],
    [{ method: 'email', email: 'a@example.com\r\nBcc: b@example.com' }, 'Please enter a valid email address'],
    [{ method: 'phone', phone: '555-1234' }, 'Please enter a valid phone number'],
    [{ method: 'mail', address: { ...address, zip: ' ' } }, 'Please fill in all address fields'],
  ] as const)('%j', (input, message) => {
    expect(validateDelivery(input, signedIn)).toEqual({ ok: false, errors: { delivery: message } });
  });

  it('accepts good details and trims them', () => {
    expect(validateDelivery({ method: 'email', email: ' a@b.co ' }, signedIn)).toEqual({
      ok: true,
      value: { method: 'email', details: { email: 'a@b.co' } },
    });
    expect(validateDelivery({ method: 'phone', phone: '5551234567' }, signedIn).ok).toBe(true);
    expect(validateDelivery({ method: 'mail', address }, signedIn).ok).toBe(true);
  });

  it('needs a signed-in user', () => {
    expect(validateDelivery({ method: 'email', email: 'a@b.co' }, { signedIn: false })).toEqual({
      ok: false,
      errors: { auth: 'You must be logged in to generate QR codes' },
    });
  });

  it('confirms each delivery method', () => {
    expect(deliveryConfirmation({ method: 'email', details: { email: 'a@b.co' } })).toContain('emailed to a@b.co');
    expect(deliveryConfirmation({ method: 'phone', details: { phone: '555' } })).toContain('sent via SMS');
    expect(deliveryConfirmation({ method: 'mail', details: { address } })).toContain('mailed');
  });
});
