// Order analytics as a user meets it: the built app's real
// analytics clients and worker, through the local-only harness page, in
// Debian's Chromium with real IndexedDB. For each preset: the Order Summary and
// its reports over 10,000 orders read from IndexedDB, in the worker while the
// main thread is watched, beside the same code on the main thread (the summary
// with the 365 rollups as its history, as the app calls it); then the reports
// of 'Last Year' over the 365 rollups. Figures only.
import type { PresetRun } from '../../tests/harness/analytics.ts';
import { launchChromium } from './browser.ts';
import { median } from './stats.ts';

export const PRESETS = ['today', 'yesterday', 'week', 'month', 'year'] as const;

export interface Figures {
  durationMs: number;
  longestGapMs: number;
  /** The median run's longest gap: a spike of the shared machine shows in the worst run only. */
  medianGapMs?: number;
  longestTaskMs?: number;
}

export interface PresetFigures {
  preset: string;
  readMs: number;
  summaryKept: Figures;
  summaryFiltered: Figures;
  summarySent: Figures;
  summaryMain: Figures;
  reportsSent: Figures;
  reportsKept: Figures;
  reportsMain: Figures;
  ranIn: string;
}

const med = (runs: Figures[], key: keyof Figures) => median(runs.map((r) => r[key] ?? 0));
const summary = (runs: Figures[]): Figures => ({
  durationMs: med(runs, 'durationMs'),
  // The worst run, not the median: one janky frame is what a user notices.
  longestGapMs: Math.max(...runs.map((r) => r.longestGapMs)),
  medianGapMs: med(runs, 'longestGapMs'),
  longestTaskMs: Math.max(...runs.map((r) => r.longestTaskMs ?? 0)),
});

export async function benchAnalytics(appUrl: string, options: { orders: number; windowDays: number; runs: number; rollupOrdersPerDay: number }) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const response = await page.goto(`${appUrl}/tests/harness/analytics.html`).catch(() => null);
    if (!response?.ok()) throw new Error(`No analytics harness at ${appUrl}: the app must be a local-stack build (npm start).`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    await page.evaluate(([n, d]) => window.analyticsHarness!.seedOrders(n, d), [options.orders, options.windowDays] as const);
    // First: the summary reads them as its history, as the app's does.
    const documents = await page.evaluate((perDay) => window.analyticsHarness!.seedRollups(perDay), options.rollupOrdersPerDay);
    const presets: PresetFigures[] = [];
    for (const preset of PRESETS) {
      const runs: PresetRun[] = [];
      for (let i = 0; i < Math.max(2, options.runs); i++) runs.push(await page.evaluate((p) => window.analyticsHarness!.runPreset(p), preset));
      const later = runs.slice(1);
      presets.push({
        preset,
        readMs: median(later.map((r) => r.readMs)),
        summaryKept: summary(later.map((r) => r.summaryKept)),
        summaryFiltered: summary(later.map((r) => r.summaryFiltered)),
        summarySent: summary(later.map((r) => r.summarySent)),
        summaryMain: summary(later.map((r) => r.summaryMain)),
        reportsSent: summary(later.map((r) => r.reportsSent)),
        reportsKept: summary(later.map((r) => r.reportsKept)),
        reportsMain: summary(later.map((r) => r.reportsMain)),
        ranIn: [...new Set(runs.flatMap((r) => [r.summaryKept.ranIn, r.summaryFiltered.ranIn, r.summarySent.ranIn, r.reportsSent.ranIn, r.reportsKept.ranIn]))].join(','),
      });
    }
    const yearRuns = [];
    for (let i = 0; i < Math.max(2, options.runs); i++) yearRuns.push(await page.evaluate(() => window.analyticsHarness!.runYearRollups()));
    const later = yearRuns.slice(1);
    return {
      presets,
      rollups: {
        documents,
        readMs: median(later.map((r) => r.readMs)),
        worker: summary(later.map((r) => r.worker)),
        mainThread: summary(later.map((r) => r.mainThread)),
        ranIn: [...new Set(yearRuns.map((r) => r.worker.ranIn))].join(','),
      },
    };
  } finally {
    await browser.close();
  }
}
