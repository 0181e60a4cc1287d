import { describe, expect, it } from 'vitest';
import { COMMANDS } from './commands';
import { declareFunctions, gatherFunctions, PORTAL_CALLABLE, SCHEDULE } from '../shared/function-spec';
import { FUNCTIONS } from './functions';

describe('the Functions declared', () => {
  it('gathers every area', () => {
    expect(Object.keys(FUNCTIONS).length).toBeGreaterThan(40);
  });

  it('refuses a name two areas declare', () => {
    const a = declareFunctions({ addThing: PORTAL_CALLABLE });
    const b = declareFunctions({ addThing: SCHEDULE, sweep: SCHEDULE });
    expect(() => gatherFunctions(a, b)).toThrow('The Function addThing is declared twice');
    expect(Object.keys(gatherFunctions(a, declareFunctions({ sweep: SCHEDULE })))).toEqual(['addThing', 'sweep']);
  });

  it('keeps each declaration under its own name', () => {
    for (const [name, declaration] of Object.entries(FUNCTIONS)) expect(declaration.name).toBe(name);
  });

  it('delivers every command through a declared callable of the portal', () => {
    for (const spec of Object.values(COMMANDS)) {
      expect(FUNCTIONS[spec.callable.name as keyof typeof FUNCTIONS]).toBe(spec.callable);
      expect(spec.callable.caller).toBe('portal');
    }
  });

  it('declares the pairing and the guests\' order for callers without a portal account', () => {
    expect(FUNCTIONS.pairDeviceSecure.caller).toBe('pairing');
    expect(FUNCTIONS.placeOrderSecure.caller).toBe('customer');
  });
});
