// `npx tsx scripts/bench-image.ts` against a running `npm start` (same
// PORT_OFFSET): compresses a generated 12-megapixel JPEG in the image worker,
// in Debian's Chromium, and prints the time taken and the longest main-thread
// task meanwhile. Figures only; it asserts nothing.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import type { HarnessRun } from '../tests/harness/image-worker.ts';
import { APP_URL } from './lib/project.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const [WIDTH, HEIGHT] = [4000, 3000];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  const response = await page.goto(`${APP_URL}/tests/harness/image-worker.html`).catch(() => null);
  if (!response?.ok()) throw new Error(`No harness at ${APP_URL}: is 'npm start' running with this PORT_OFFSET?`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  console.log(`Image worker, ${WIDTH}x${HEIGHT} photo-like JPEG, ${RUNS} runs (the first includes starting the worker):`);
  const runs: HarnessRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await page.evaluate(([w, h]) => window.imageHarness!.compressGenerated(w, h), [WIDTH, HEIGHT] as const);
    runs.push(run);
    console.log(
      `  run ${i + 1}: ${(run.input.bytes / 1e6).toFixed(2)} MB -> ${run.output.width}x${run.output.height} ` +
        `${(run.output.bytes / 1e3).toFixed(0)} kB at q${run.output.quality} in ${run.ranIn}: ` +
        `${run.durationMs.toFixed(0)} ms, longest main-thread task ${run.longestTaskMs.toFixed(0)} ms, ` +
        `longest heartbeat gap ${run.maxGapMs.toFixed(0)} ms`,
    );
  }
  const sorted = runs.map((r) => r.durationMs).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const longestTask = Math.max(...runs.map((r) => r.longestTaskMs));
  console.log(`median ${median.toFixed(0)} ms; longest main-thread task over all runs ${longestTask.toFixed(0)} ms (0 = none over 50 ms)`);
} finally {
  await browser.close();
}
