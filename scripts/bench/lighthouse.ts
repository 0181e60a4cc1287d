// One Lighthouse run (mobile preset, its default: simulated slow 4G and a 4x
// slower CPU) in Debian's Chromium, for the guest page and the portal's pages.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits of the accessibility category that failed, by id. */
  failedAccessibility: string[];
}

/**
 * Lighthouse on `url`. `before` runs first in the same browser (given its
 * debugging port: a sign-in, say); then the page's storage is kept, not reset.
 */
export async function lighthouseRun(url: string, before?: (port: number) => Promise<void>): Promise<LighthouseFigures> {
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    if (before) await before(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: Boolean(before),
    });
    const lhr = result!.lhr;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: lhr.categories.performance?.score ?? 0,
      accessibility: lhr.categories.accessibility?.score ?? 0,
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      failedAccessibility: (lhr.categories.accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0).map((ref) => ref.id),
    };
  } finally {
    chrome.kill();
  }
}

/** A run's figures on one line. */
export function lighthouseLine(run: number, f: LighthouseFigures): string {
  return `  run ${run}: performance ${f.performance.toFixed(2)}  accessibility ${f.accessibility.toFixed(2)}  FCP ${f.fcpMs.toFixed(0)} ms  LCP ${f.lcpMs.toFixed(0)} ms  TBT ${f.tbtMs.toFixed(0)} ms  CLS ${f.cls.toFixed(3)}${f.failedAccessibility.length ? `  failing: ${f.failedAccessibility.join(', ')}` : ''}`;
}
