import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { appCheckRefusal, enforcesAppCheck } from './app-check-policy';

const REFUSED = MESSAGES.session.securityVerificationRequired;

describe('App Check per caller', () => {
  it("the portal's switch leaves the customers' orders open, and the other way round", () => {
    expect(enforcesAppCheck('portal', { ENFORCE_APP_CHECK: 'true' })).toBe(true);
    expect(enforcesAppCheck('customer', { ENFORCE_APP_CHECK: 'true' })).toBe(false);
    expect(enforcesAppCheck('customer', { ENFORCE_APP_CHECK_CUSTOMER: 'true' })).toBe(true);
    expect(enforcesAppCheck('portal', { ENFORCE_APP_CHECK_CUSTOMER: 'true' })).toBe(false);
  });
  it('the platform check is off by default and never in the emulator', () => {
    expect(enforcesAppCheck('portal', {})).toBe(false);
    expect(enforcesAppCheck('portal', { ENFORCE_APP_CHECK: 'yes' })).toBe(false);
    expect(enforcesAppCheck('portal', { ENFORCE_APP_CHECK: 'true', FUNCTIONS_EMULATOR: 'true' })).toBe(false);
  });

  it("the handler's check: no token is refused only where the caller's switch is on, the emulator included", () => {
    expect(appCheckRefusal('portal', undefined, {})).toBeNull();
    expect(appCheckRefusal('portal', undefined, { ENFORCE_APP_CHECK: 'true', FUNCTIONS_EMULATOR: 'true' })).toBe(REFUSED);
    expect(appCheckRefusal('customer', undefined, { ENFORCE_APP_CHECK: 'true' })).toBeNull();
    expect(appCheckRefusal('customer', undefined, { ENFORCE_APP_CHECK_CUSTOMER: 'true' })).toBe(REFUSED);
  });

  it("a token must be of the caller's own app once its ids are set, switch or not", () => {
    const env = { PORTAL_APP_ID: '1:1:web:portal', CUSTOMER_APP_ID: '1:1:web:menu, 1:1:web:menu-beta' };
    expect(appCheckRefusal('portal', '1:1:web:portal', env)).toBeNull();
    expect(appCheckRefusal('portal', '1:1:web:menu', env)).toBe(REFUSED);
    expect(appCheckRefusal('customer', '1:1:web:menu-beta', env)).toBeNull();
    expect(appCheckRefusal('customer', '1:1:web:portal', env)).toBe(REFUSED);
    expect(appCheckRefusal('customer', '1:1:web:anything', {})).toBeNull();
  });
});
