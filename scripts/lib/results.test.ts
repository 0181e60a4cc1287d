import { describe, expect, it } from 'vitest';
import { closingLine, playwrightCounts, vitestCounts } from './results.ts';

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
});
