import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { parsePayload } from '../shared/payload-schema';
import { TABLE_PAYLOADS } from './commands';
import { deliveryFailure } from './qr-validation';
import {
  checkDeliveryPayload,
  isDeliveryUnderDevelopment,
  qrHistory,
  qrMailMessage,
  requestQrDeliveryCommand,
  sheetFileName,
  type QrHistoryRow,
} from './qr-delivery';
import { makeQrSheet } from './qr-sheet';

const ids = { commandId: 'c1', storeId: 's1' };
const address = { street: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701' };

it('only e-mail is delivered; SMS and printed mail are under development (doc 1 §2.6)', () => {
  expect(isDeliveryUnderDevelopment('email')).toBe(false);
  expect(isDeliveryUnderDevelopment('phone')).toBe(true);
  expect(isDeliveryUnderDevelopment('mail')).toBe(true);
});

describe('requestQrDeliveryCommand (doc 2 §5 "QR delivery")', () => {
  it.each([
    [{ method: 'email', email: 'owner@example.com' }, true, null],
    [{ method: 'email', email: 'no-at-sign' }, true, 'Please enter a valid email address'],
    [{ method: 'email', email: '  ' }, true, 'Please enter a valid email address'],
    [{ method: 'email', email: `${'a'.repeat(250)}@x.com` }, true, 'Please enter a valid email address'],
    [{ method: 'phone', phone: '555-123-4567' }, true, null],
    [{ method: 'phone', phone: '555-1234' }, true, 'Please enter a valid phone number'],
    [{ method: 'mail', address }, true, null],
    [{ method: 'mail', address: { ...address, zip: ' ' } }, true, 'Please fill in all address fields'],
  ] as const)('%j → %s', (input, signedIn, error) => {
    const result = requestQrDeliveryCommand(input, { signedIn, generationId: 'g1' }, ids);
    if (error === null) {
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.value).toMatchObject({ type: 'qr.requestDelivery', storeId: 's1', payload: { generationId: 'g1', deliveryMethod: input.method } });
    } else expect(result).toEqual({ ok: false, errors: { delivery: error } });
  });

  it('needs a signed-in user', () => {
    const result = requestQrDeliveryCommand({ method: 'email', email: 'a@b.co' }, { signedIn: false, generationId: 'g1' }, ids);
    expect(result).toEqual({ ok: false, errors: { auth: 'You must be logged in to generate QR codes' } });
  });
});

describe('the request as the server reads it: the same words', () => {
  const parsed = (data: Record<string, unknown>) => parsePayload(TABLE_PAYLOADS['qr.requestDelivery'], data);
  /** The words the server answers with: the schema's, or else the form's rule's. */
  const refusalOf = (data: Record<string, unknown>) => {
    try {
      const checked = checkDeliveryPayload(parsed(data));
      return checked.ok ? undefined : checked.errors.delivery;
    } catch (error) {
      return (error as Error).message;
    }
  };
  it('accepts what the device sends, trimmed', () => {
    const payload = parsed({ generationId: 'g1', deliveryMethod: 'phone', deliveryDetails: { phone: ' 5551234567 ' } });
    expect(payload).toEqual({ generationId: 'g1', deliveryMethod: 'phone', deliveryDetails: { phone: ' 5551234567 ' } });
    expect(checkDeliveryPayload(payload)).toEqual({ ok: true, value: { method: 'phone', details: { phone: '5551234567' } } });
  });
  it.each([
    [{ deliveryMethod: 'email', deliveryDetails: { email: 42 } }, 'Please enter a valid email address'],
    [{ deliveryMethod: 'email', deliveryDetails: null }, 'Please enter a valid email address'],
    [{ deliveryMethod: 'email' }, 'Please enter a valid email address'],
    [{ deliveryMethod: 'email', deliveryDetails: { email: 'nobody' } }, 'Please enter a valid email address'],
    [{ deliveryMethod: 'phone', deliveryDetails: null }, 'Please enter a valid phone number'],
    [{ deliveryMethod: 'mail', deliveryDetails: { address: { street: 'x' } } }, 'Please fill in all address fields'],
    [{ deliveryMethod: 'mail', deliveryDetails: { address: 'x' } }, 'Please fill in all address fields'],
  ])('%j → %s', (data, message) => {
    expect(refusalOf({ generationId: 'g1', ...data })).toBe(message);
  });
  it('an unknown method is no request; a bad id fails with its way of delivery\'s words', () => {
    expect(refusalOf({ generationId: 'g1', deliveryMethod: 'fax' })).toBe('Failed to generate QR codes');
    expect(refusalOf({ deliveryDetails: { email: 'a@b.co' } })).toBe('Failed to generate QR codes');
    expect(refusalOf({ generationId: '../x', deliveryMethod: 'email', deliveryDetails: { email: 'a@b.co' } })).toBe(deliveryFailure('email'));
    expect(refusalOf({ deliveryMethod: 'phone', deliveryDetails: { phone: '5551234567' } })).toBe(deliveryFailure('phone'));
    expect(refusalOf({ generationId: 7, deliveryMethod: 'mail', deliveryDetails: { address } })).toBe(deliveryFailure('mail'));
  });
  it('the device\'s own command parses as it was built', () => {
    const built = requestQrDeliveryCommand({ method: 'mail', address }, { signedIn: true, generationId: 'g1' }, ids);
    if (!built.ok) throw new Error('not built');
    expect(parsed(built.value.payload)).toEqual(built.value.payload);
  });
});

it('each way of delivery fails with its own text (doc 2 §7)', () => {
  expect(deliveryFailure('email')).toBe('Failed to send QR codes. Please try again.');
  expect(deliveryFailure('phone')).toBe('Failed to send download link. Please try again.');
  expect(deliveryFailure('mail')).toBe('Failed to process mail request. Please try again.');
});

describe('qrHistory: newest first, 10 at a time', () => {
  const rec = (id: string, requestedAt: number): QrHistoryRow => ({
    id, requestedAt, tableCount: 3, deliveryMethod: 'email', deliveryDetails: { email: 'a@b.c' }, requestedBy: 'u', status: 'completed', queued: false,
  });
  const records = Array.from({ length: 23 }, (_, i) => rec(`r${i}`, 1000 + i));
  it('first page: the 10 newest, more to come', () => {
    const page = qrHistory(records, [], 1);
    expect(page.rows.map((r) => r.id)).toEqual(['r22', 'r21', 'r20', 'r19', 'r18', 'r17', 'r16', 'r15', 'r14', 'r13']);
    expect(page.more).toBe(true);
  });
  it('three pages show all 23, no more', () => {
    expect(qrHistory(records, [], 3)).toMatchObject({ more: false });
    expect(qrHistory(records, [], 3).rows).toHaveLength(23);
  });
  it('a queued request shows on top until its record arrives, then once', () => {
    const queued = { ...rec('q1', 500), status: 'pending' as const, queued: true };
    expect(qrHistory(records, [queued], 1).rows[0]).toMatchObject({ id: 'q1', queued: true });
    const arrived = qrHistory([...records, rec('q1', 2000)], [queued], 3).rows;
    expect(arrived.filter((r) => r.id === 'q1')).toEqual([expect.objectContaining({ queued: false })]);
  });
});

describe('the delivery e-mail and its sheet', () => {
  it('escapes the store name in the HTML and names the file safely', () => {
    const m = qrMailMessage('Bob <&> Grill', 12);
    expect(m.subject).toBe('Your table QR codes for Bob <&> Grill');
    expect(m.html).toContain('Bob &lt;&amp;&gt; Grill');
    expect(m.html).toContain('your 12 table QR codes');
    expect(sheetFileName('Bob <&> Grill')).toBe('Bob-Grill-table-qr-codes.pdf');
    expect(sheetFileName('小籠包')).toBe('store-table-qr-codes.pdf');
  });
  it('a store name cannot add a header or reorder the subject, and the subject keeps it short', () => {
    const forged = qrMailMessage('Cafe\r\nBcc: everyone@example.com \u202Eevil', 3);
    expect(forged.subject).toBe('Your table QR codes for Cafe Bcc: everyone@example.com evil');
    expect(forged.subject).not.toMatch(/[\r\n\u202E]/);
    expect(forged.html).not.toMatch(/[\r\n\u202E]/);
    const long = qrMailMessage('N'.repeat(100), 3);
    expect(long.subject).toBe(`Your table QR codes for ${'N'.repeat(59)}…`);
    expect(long.html).toContain('N'.repeat(100));
  });
  it('the sheet is made without a DOM: 13 tables on two A4 pages', async () => {
    const tables = Array.from({ length: 13 }, (_, i) => ({ tableNumber: i + 1, link: `https://order.example.com/t/${i}` }));
    const bytes = await makeQrSheet('Test Store', tables);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
  });
});
