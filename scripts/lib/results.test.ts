import { describe, expect, it } from 'vitest';
import { closingLine, playwrightCounts, playwrightFailures, vitestCounts, vitestFailures } from './results.ts';

describe("npm test's closing line", () => {
  it.each([
    [{ passed: 12, failed: 0, skipped: 0 }, '12 passed, 0 failed'],
    [{ passed: 12, failed: 1, skipped: 0 }, '12 passed, 1 failed'],
    [{ passed: 12, failed: 0, skipped: 3 }, '12 passed, 0 failed, 3 skipped'],
  ])('%o → %s', (counts, line) => {
    expect(closingLine(counts)).toBe(line);
    expect(line).toMatch(/^\d+ passed, \d+ failed(, \d+ skipped)?$/);
  });

  it("counts vitest's skipped and todo tests as skipped", () => {
    const json = JSON.stringify({ numPassedTests: 5, numFailedTests: 1, numPendingTests: 2, numTodoTests: 1, numTotalTests: 9 });
    expect(vitestCounts(json)).toEqual({ passed: 5, failed: 1, skipped: 3 });
  });

  it("counts Playwright's skipped tests, and a flaky one as failed", () => {
    const json = JSON.stringify({ stats: { expected: 7, unexpected: 1, flaky: 1, skipped: 2 } });
    expect(playwrightCounts(json)).toEqual({ passed: 7, failed: 2, skipped: 2 });
  });

  it("names vitest's failed tests with their first error line, and a file that did not load", () => {
    const json = JSON.stringify({ testResults: [
      { name: '/repo/tests/integration/team.test.ts', status: 'failed', assertionResults: [
        { fullName: 'team invites', status: 'passed' },
        { fullName: 'team removes a member', status: 'failed', failureMessages: ['\u001b[31mError: Test timed out in 60000ms.\u001b[39m\n    at stack'] },
      ] },
      { name: '/repo/tests/integration/broken.test.ts', status: 'failed', message: 'SyntaxError: Unexpected token', assertionResults: [] },
      { name: '/repo/tests/integration/fine.test.ts', status: 'passed', assertionResults: [{ fullName: 'fine', status: 'passed' }] },
    ] });
    expect(vitestFailures(json, '/repo')).toEqual([
      'tests/integration/team.test.ts › team removes a member: Error: Test timed out in 60000ms.',
      'tests/integration/broken.test.ts: SyntaxError: Unexpected token',
    ]);
  });

  it("names Playwright's failed and flaky tests in nested suites, not the passed or skipped ones", () => {
    const json = JSON.stringify({ suites: [{ file: 'messages.spec.ts', specs: [
      { title: 'replies', line: 12, tests: [{ status: 'expected', results: [{}] }] },
      { title: 'marks read', line: 30, tests: [{ status: 'skipped', results: [{}] }] },
    ], suites: [{ file: 'messages.spec.ts', specs: [
      { title: 'offline reply', line: 51, tests: [{ status: 'unexpected', results: [{ error: { message: '\n\nexpect(locator).toBeVisible() failed\nmore' } }] }] },
      { title: 'retried', line: 70, tests: [{ status: 'flaky', results: [{ error: { message: 'Timeout 30000ms exceeded.' } }, {}] }] },
    ] }] }] });
    expect(playwrightFailures(json)).toEqual([
      'messages.spec.ts:51 › offline reply: expect(locator).toBeVisible() failed',
      'messages.spec.ts:70 › retried: Timeout 30000ms exceeded.',
    ]);
  });
});
