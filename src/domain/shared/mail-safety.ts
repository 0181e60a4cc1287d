// What the QR delivery e-mail may carry (docs/decisions.md "QR e-mail"): one
// recipient, and a store name that cannot forge headers, reorder a line, or
// grow the subject. The mail goes out through the Trigger Email extension, so
// whatever passes here reaches an SMTP server as a header.

const LOCAL_MAX = 64;
const ADDRESS_MAX = 254;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
// The dot-atom of RFC 5322: no quotes, spaces, commas, brackets or semicolons,
// so one string can only ever name one mailbox.
const LOCAL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;

/**
 * Exactly one address, in the plain form every mailer reads the same way:
 * a dot-atom local part, '@', a host name of two or more labels whose last is
 * letters (or an 'xn--' label). Lists, display names, quoted or bracketed
 * forms and any whitespace or control character are refused.
 */
export function isSingleMailAddress(address: string): boolean {
  if (address.length > ADDRESS_MAX) return false;
  const at = address.indexOf('@');
  if (at <= 0 || at !== address.lastIndexOf('@')) return false;
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split('.');
  if (local.length > LOCAL_MAX || !LOCAL.test(local)) return false;
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return false;
  const top = labels[labels.length - 1] as string;
  return /^[a-z]{2,63}$/i.test(top) || /^xn--[a-z0-9-]{1,59}$/i.test(top);
}

/** The longest store name a subject carries; the body has the whole (escaped) name. */
export const MAIL_SUBJECT_NAME_MAX = 60;

// C0 and C1 controls (CR and LF among them), DEL, and the characters that
// turn text direction or hide text: in a subject they forge lines or reorder
// what the reader sees.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

/** A store name fit for a mail: unsafe characters become spaces, runs of space one, at most `max` characters. */
export function mailSafeName(name: string, max = MAIL_SUBJECT_NAME_MAX): string {
  const clean = name.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

/**
 * QR delivery requests (e-mail, SMS, printed mail) a day: 10 a store and 20 an
 * account. A store asks for its sheet a few times in its life; a script using
 * the form as a relay gets ten mails a store.
 */
export const QR_REQUESTS_PER_STORE_DAY = 10;
export const QR_REQUESTS_PER_ACCOUNT_DAY = 20;
