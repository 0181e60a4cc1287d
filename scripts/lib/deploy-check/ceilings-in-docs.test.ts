import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ceilingsInDocsProblems } from './ceilings-in-docs.ts';

describe("the project's ceilings, as the deploy docs state them", () => {
  it('docs/deploy.md states every number the code holds', () => {
    expect(ceilingsInDocsProblems(readFileSync(new URL('../../../docs/deploy.md', import.meta.url), 'utf8'))).toEqual([]);
  });

  it('names a number the page does not state', () => {
    expect(ceilingsInDocsProblems('every Function stops at 99 instances')).toContain("every Function's maxInstances: the page does not say 'stops at 20 instances'");
  });
});
