import { describe, expect, it } from 'vitest';
import { enforcesAppCheck } from './app-check-policy';

describe('App Check per caller', () => {
  it("the portal's switch leaves the customers' orders open, and the other way round", () => {
    expect(enforcesAppCheck('portal', { ENFORCE_APP_CHECK: 'true' })).toBe(true);
    expect(enforcesAppCheck('customer', { ENFORCE_APP_CHECK: 'true' })).toBe(false);
    expect(enforcesAppCheck('customer', { ENFORCE_APP_CHECK_CUSTOMER: 'true' })).toBe(true);
    expect(enforcesAppCheck('portal', { ENFORCE_APP_CHECK_CUSTOMER: 'true' })).toBe(false);
  });
  it('is off by default and never in the emulator', () => {
    expect(enforcesAppCheck('portal', {})).toBe(false);
    expect(enforcesAppCheck('portal', { ENFORCE_APP_CHECK: 'yes' })).toBe(false);
    expect(enforcesAppCheck('portal', { ENFORCE_APP_CHECK: 'true', FUNCTIONS_EMULATOR: 'true' })).toBe(false);
  });
});
