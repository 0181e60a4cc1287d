import { describe, expect, it } from 'vitest';
import { isSingleMailAddress, mailSafeName } from './mail-safety';

describe('isSingleMailAddress', () => {
  it.each(['owner@example.com', 'first.last+qr@mail.example.co.uk', "o'brien@example.ie", 'a@xn--bcher-kva.example', 'x@sub-domain.example.org'])(
    'takes %s',
    (address) => expect(isSingleMailAddress(address)).toBe(true),
  );
  it.each([
    ['a list', 'a@example.com,b@example.com'],
    ['a list with a space', 'a@example.com, b@example.com'],
    ['a semicolon list', 'a@example.com;b@example.com'],
    ['a display name', 'Owner <owner@example.com>'],
    ['a header after CRLF', 'owner@example.com\r\nBcc: victim@example.com'],
    ['a line feed', 'owner@example.com\nx'],
    ['two @', 'a@b@example.com'],
    ['a quoted local part', '"a b"@example.com'],
    ['no dot in the domain', 'owner@localhost'],
    ['a numeric top label', 'owner@10.0.0.1'],
    ['an address literal', 'owner@[10.0.0.1]'],
    ['a leading dot', '.owner@example.com'],
    ['two dots', 'own..er@example.com'],
    ['a label with a leading dash', 'owner@-example.com'],
    ['the old check\'s "contains @"', 'not an address @ all'],
    ['a local part of 65 characters', `${'a'.repeat(65)}@example.com`],
    ['an address of 255 characters', `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(57)}.com`],
  ])('refuses %s', (_label, address) => expect(isSingleMailAddress(address)).toBe(false));
});

describe('mailSafeName', () => {
  it('turns line breaks and controls into spaces, so a name cannot add a header', () => {
    expect(mailSafeName('Cafe\r\nBcc: victim@example.com')).toBe('Cafe Bcc: victim@example.com');
    expect(mailSafeName('Tab\there\u0000\u0085')).toBe('Tab here');
  });
  it('drops direction overrides and hidden characters, which reorder what the reader sees', () => {
    expect(mailSafeName('Pizza \u202Egnp.exe\u202C Place')).toBe('Pizza gnp.exe Place');
    expect(mailSafeName('Zero\u200Bwidth\u2066Iso\u2069')).toBe('Zero width Iso');
  });
  it('keeps a long name to 60 characters with an ellipsis; letters of any language stay', () => {
    const long = mailSafeName('The Very Long Name Of A Restaurant That Goes On And On Beyond Sixty');
    expect(long).toHaveLength(60);
    expect(long.endsWith('…')).toBe(true);
    expect(mailSafeName('Çiğköfte Evi 東京')).toBe('Çiğköfte Evi 東京');
  });
});
