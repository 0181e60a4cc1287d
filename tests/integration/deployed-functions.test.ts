import { describe, expect, it } from 'vitest';
import { COMMAND_CALLABLES } from '../../src/domain/sync/commands';
import { FUNCTIONS } from '../../src/domain/sync/functions';
import { ceilingProblems, deployedFunctions, deployedFunctionsOf } from '../../scripts/lib/deployed-functions';
import { MAX_INSTANCES, MAX_READER_INSTANCES } from '../../functions/src/lib/ceilings';

// functions/src/index.ts exports exactly the declarations
// (src/domain/<area>/functions.ts), by construction (functions/src/lib/deploy.ts):
// read off the built module as a deploy reads it.
const deployed = deployedFunctions();

describe('the deployed Functions', () => {
  it('are exactly the declared ones, each of its declared kind', () => {
    const declared = Object.fromEntries(Object.values(FUNCTIONS).map((d) => [d.name, d.kind]));
    expect(deployed).toEqual(declared);
  });

  it('each stop at the project\'s ceiling of instances, the menu reader at its own lower one', () => {
    const ceilings = deployedFunctionsOf();
    expect(ceilingProblems(ceilings, MAX_INSTANCES)).toEqual([]);
    expect([ceilings.readUploadedMenu?.maxInstances, ceilings.readMenuAgain?.maxInstances]).toEqual([MAX_READER_INSTANCES, MAX_READER_INSTANCES]);
    expect(ceilingProblems({ stray: { kind: 'callable', maxInstances: null }, big: { kind: 'trigger', maxInstances: 99 } }, MAX_INSTANCES)).toEqual([
      'stray sets no maxInstances',
      `big: maxInstances 99 is above ${MAX_INSTANCES}`,
    ]);
  });

  it('include the callable of every command the sender delivers', () => {
    for (const callable of Object.values(COMMAND_CALLABLES)) expect(deployed[callable]).toBe('callable');
  });
});
