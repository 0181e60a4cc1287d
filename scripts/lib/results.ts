// Counting what the test runners report, for `npm test`'s closing line.
// Kept apart from scripts/test.ts (which runs everything) so it can be unit-tested.

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** Vitest's JSON reporter: skipped tests are "pending", `it.todo` ones "todo". */
export function vitestCounts(json: string): Counts {
  const r = JSON.parse(json) as { numPassedTests: number; numFailedTests: number; numPendingTests?: number; numTodoTests?: number };
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0) };
}

/** Playwright's JSON reporter: a flaky test (passed on retry) counts as a failure here. */
export function playwrightCounts(json: string): Counts {
  const { stats } = JSON.parse(json) as { stats: { expected: number; unexpected: number; flaky: number; skipped?: number } };
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped ?? 0 };
}

/** `N passed, N failed`, then `, N skipped` when any test was skipped. */
export function closingLine({ passed, failed, skipped }: Counts): string {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}
