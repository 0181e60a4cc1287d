import { describe, expect, it } from 'vitest';
import { clientAddress } from './public-call';

type Raw = Parameters<typeof clientAddress>[0];
const raw = (forwarded: string | undefined, socket = '10.0.0.9') =>
  ({ headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded }, socket: { remoteAddress: socket }, ip: socket }) as unknown as Raw;

describe('clientAddress', () => {
  it('takes the entry the front end appended, not what the client wrote before it', () => {
    expect(clientAddress(raw('6.6.6.6, 203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddress(raw('203.0.113.7'))).toBe('203.0.113.7');
  });
  it('skips a trusted proxy of our own when told to', () => {
    expect(clientAddress(raw('6.6.6.6, 203.0.113.7, 35.191.0.1'), 1)).toBe('203.0.113.7');
  });
  it('counts an IPv6 client by its /64, and falls back to the socket without the header', () => {
    expect(clientAddress(raw('2001:db8:1:2:3:4:5:6'))).toBe('2001:db8:1:2::/64');
    expect(clientAddress(raw(undefined, '::ffff:192.0.2.4'))).toBe('192.0.2.4');
  });
});
