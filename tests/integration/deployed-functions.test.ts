import { describe, expect, it } from 'vitest';
import { COMMAND_CALLABLES } from '../../src/domain/sync/commands';
import { FUNCTIONS } from '../../src/domain/sync/functions';
import { deployedFunctions } from '../support/deployed-functions';

// functions/src/index.ts exports exactly the declarations
// (src/domain/<area>/functions.ts), by construction (functions/src/lib/deploy.ts):
// read off the built module as a deploy reads it.
const deployed = deployedFunctions();

describe('the deployed Functions', () => {
  it('are exactly the declared ones, each of its declared kind', () => {
    const declared = Object.fromEntries(Object.values(FUNCTIONS).map((d) => [d.name, d.kind]));
    expect(deployed).toEqual(declared);
  });

  it('include the callable of every command the sender delivers', () => {
    for (const callable of Object.values(COMMAND_CALLABLES)) expect(deployed[callable]).toBe('callable');
  });
});
