import { describe, expect, it } from 'vitest';
import { declareFunctions, PAIRING_CALLABLE, PORTAL_CALLABLE, SCHEDULE } from '../../../src/domain/shared/function-spec';
import { command } from './command-call';
import { deployFunctions, type Implementations } from './deploy';
import { withoutSignIn } from './public-call';
import { signedIn } from './secure-call';

const DECLARED = declareFunctions({ addThing: PORTAL_CALLABLE, pairThing: PAIRING_CALLABLE, sweepThings: SCHEDULE });
const sweep = { __endpoint: { scheduleTrigger: {} } };
const IMPLEMENTED: Implementations<typeof DECLARED> = {
  addThing: command(async () => ({ success: true })),
  pairThing: withoutSignIn(async () => ({ token: 't' })),
  sweepThings: sweep,
};
const ENV = { PORTAL_URL: 'https://portal.example', CUSTOMER_HOST: 'https://guest.example' };
const endpoint = (f: unknown) => (f as { __endpoint: Record<string, unknown> }).__endpoint;

describe('deployFunctions', () => {
  it('exports every declaration under its name, and nothing else', () => {
    const deployed = deployFunctions(DECLARED, IMPLEMENTED, ENV);
    expect(Object.keys(deployed).sort()).toEqual(['addThing', 'pairThing', 'sweepThings']);
    expect(endpoint(deployed.addThing).callableTrigger).toBeDefined();
    expect(deployed.sweepThings).toBe(sweep);
  });

  it('refuses an implementation no declaration names', () => {
    const extra = { ...IMPLEMENTED, strayThing: signedIn(async () => ({})) };
    expect(() => deployFunctions(DECLARED, extra, ENV)).toThrow(/not declared in src\/domain: strayThing/);
  });

  it('refuses a declaration left without an implementation', () => {
    const { pairThing: _dropped, ...rest } = IMPLEMENTED;
    expect(() => deployFunctions(DECLARED, rest as typeof IMPLEMENTED, ENV)).toThrow(/pairThing is declared but has no implementation/);
  });

  it('refuses a portal callable that asks no sign-in, and a pairing one that asks for it', () => {
    expect(() => deployFunctions(DECLARED, { ...IMPLEMENTED, addThing: withoutSignIn(async () => ({})) } as unknown as typeof IMPLEMENTED, ENV)).toThrow(/addThing/);
    expect(() => deployFunctions(DECLARED, { ...IMPLEMENTED, pairThing: signedIn(async () => ({})) } as unknown as typeof IMPLEMENTED, ENV)).toThrow(/pairThing/);
  });
});
