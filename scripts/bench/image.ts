// Image compression as a user meets it: the real worker from the built app
// (through the local-only harness page), in Debian's Chromium, on a generated
// 12-megapixel photo, while the main thread is watched. Figures only.
import type { HarnessRun } from '../../tests/harness/image-worker.ts';
import { launchChromium } from './browser.ts';
import { median } from './stats.ts';

export const [PHOTO_WIDTH, PHOTO_HEIGHT] = [4000, 3000];

export interface ImageBench {
  runs: HarnessRun[];
  /** Median over the runs after the first (which also starts the worker). */
  medianMs: number;
  firstMs: number;
  /** The longest main-thread task the browser reported over the later runs (0: none over 50 ms). */
  longestTaskMs: number;
  firstLongestTaskMs: number;
  longestGapMs: number;
}


export async function benchImageCompression(appUrl: string, runs: number, onRun: (run: HarnessRun, i: number) => void = () => {}): Promise<ImageBench> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const response = await page.goto(`${appUrl}/tests/harness/image-worker.html`).catch(() => null);
    if (!response?.ok()) throw new Error(`No image harness at ${appUrl}: the app must be a local-stack build (npm start).`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    const done: HarnessRun[] = [];
    for (let i = 0; i < Math.max(2, runs); i++) {
      const run = await page.evaluate(([w, h]) => window.imageHarness!.compressGenerated(w, h), [PHOTO_WIDTH, PHOTO_HEIGHT] as const);
      if (run.ranIn !== 'worker') throw new Error(`compression ran in ${run.ranIn}, not in the worker`);
      done.push(run);
      onRun(run, i);
    }
    return {
      runs: done,
      firstMs: done[0]?.durationMs ?? NaN,
      medianMs: median(done.slice(1).map((r) => r.durationMs)),
      longestTaskMs: Math.max(...done.slice(1).map((r) => r.longestTaskMs)),
      firstLongestTaskMs: done[0]?.longestTaskMs ?? NaN,
      longestGapMs: Math.max(...done.slice(1).map((r) => r.maxGapMs)),
    };
  } finally {
    await browser.close();
  }
}

export function describeRun(run: HarnessRun, i: number): string {
  return (
    `  run ${i + 1}: ${(run.input.bytes / 1e6).toFixed(2)} MB -> ${run.output.width}x${run.output.height} ` +
    `${(run.output.bytes / 1e3).toFixed(0)} kB at q${run.output.quality}: ${run.durationMs.toFixed(0)} ms, ` +
    `longest main-thread task ${run.longestTaskMs.toFixed(0)} ms, longest heartbeat gap ${run.maxGapMs.toFixed(0)} ms`
  );
}
