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

/** The first line of an error, without the terminal's colour codes, at most 160 characters. */
function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const line = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim()) ?? '';
  return line.trim().slice(0, 160);
}

/** Vitest's failed tests (or files that failed to load), as `file › test: first error line`. */
export function vitestFailures(json: string, root: string): string[] {
  const r = JSON.parse(json) as {
    testResults?: Array<{ name: string; status: string; message?: string; assertionResults: Array<{ fullName: string; status: string; failureMessages?: string[] }> }>;
  };
  return (r.testResults ?? []).flatMap((file) => {
    const name = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const tests = file.assertionResults.filter((t) => t.status === 'failed')
      .map((t) => `${name} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    return tests.length || file.status !== 'failed' ? tests : [`${name}: ${firstLine(file.message)}`];
  });
}

interface PlaywrightSuite {
  file: string;
  specs?: Array<{ title: string; line: number; tests: Array<{ status: string; results: Array<{ error?: { message?: string } }> }> }>;
  suites?: PlaywrightSuite[];
}

/** Playwright's failed and flaky tests, as `file:line › test: first error line`. */
export function playwrightFailures(json: string): string[] {
  const walk = (suite: PlaywrightSuite): string[] => [
    ...(suite.specs ?? []).flatMap((spec) => spec.tests
      .filter((t) => t.status === 'unexpected' || t.status === 'flaky')
      .map((t) => `${suite.file}:${spec.line} › ${spec.title}: ${firstLine(t.results.find((x) => x.error)?.error?.message)}`)),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return ((JSON.parse(json) as { suites?: PlaywrightSuite[] }).suites ?? []).flatMap(walk);
}

/** `N passed, N failed`, then `, N skipped` when any test was skipped. */
export function closingLine({ passed, failed, skipped }: Counts): string {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}
