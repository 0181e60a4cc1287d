import { describe, expect, it } from 'vitest';
import { callOrigins } from './call-origins';

describe('callOrigins: which pages a browser lets call', () => {
  it("the portal's callables answer the portal's address, the order callable the customer app's", () => {
    const env = { PORTAL_URL: 'https://portal.example.com/', CUSTOMER_HOST: 'https://order.example.com' };
    expect(callOrigins('portal', env)).toEqual(['https://portal.example.com']);
    expect(callOrigins('customer', env)).toEqual(['https://order.example.com']);
  });

  it('any origin while the address is not set (the emulators, a project not configured yet)', () => {
    expect(callOrigins('portal', {})).toBe(true);
    expect(callOrigins('customer', { CUSTOMER_HOST: '  ' })).toBe(true);
  });

  it('refuses to load with an address that is not one, or not https, naming the variable', () => {
    expect(() => callOrigins('portal', { PORTAL_URL: 'portal.example.com' })).toThrow(/PORTAL_URL must be the app's address/);
    expect(() => callOrigins('customer', { CUSTOMER_HOST: 'http://order.example.com' })).toThrow(/CUSTOMER_HOST/);
  });

  it('takes a local http address on the emulators only (npm start serves the guest page at one)', () => {
    const local = { CUSTOMER_HOST: 'http://127.0.0.1:5174' };
    expect(callOrigins('customer', { ...local, FUNCTIONS_EMULATOR: 'true' })).toEqual(['http://127.0.0.1:5174']);
    expect(() => callOrigins('customer', local)).toThrow(/CUSTOMER_HOST/);
    expect(() => callOrigins('customer', { CUSTOMER_HOST: 'http://order.example.com', FUNCTIONS_EMULATOR: 'true' })).toThrow(/CUSTOMER_HOST/);
  });
});
