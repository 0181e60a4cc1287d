// One Lighthouse run (mobile preset, its default: simulated slow 4G and a 4x
// slower CPU) in Debian's Chromium, for the guest page and the portal's pages.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { FULL_CHROMIUM } from '../../playwright.config.ts';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits of the accessibility category that failed, by id. */
  failedAccessibility: string[];
  /** The elements that moved most (Lighthouse's layout-shifts audit), with their share of the CLS. */
  shifts: string[];
  /** The longest main-thread tasks (the long-tasks audit): where the blocking time went. */
  longTasks: string[];
}

interface DetailItems {
  items?: Array<Record<string, unknown>>;
}

/**
 * Lighthouse on `url`. `before` runs first in the same browser (given its
 * debugging port: a sign-in, say); then the page's storage is kept, not reset.
 */
export async function lighthouseRun(url: string, before?: (port: number) => Promise<void>): Promise<LighthouseFigures> {
  const chrome = await launch({ chromePath: FULL_CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
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
      shifts: ((lhr.audits['layout-shifts']?.details as DetailItems | undefined)?.items ?? []).slice(0, 3).map((item) => {
        const node = item.node as { selector?: string; nodeLabel?: string } | undefined;
        return `${Number(item.score ?? 0).toFixed(3)} ${node?.selector ?? node?.nodeLabel ?? '?'}`;
      }),
      longTasks: ((lhr.audits['long-tasks']?.details as DetailItems | undefined)?.items ?? []).slice(0, 3).map((item) =>
        `${Number(item.duration ?? 0).toFixed(0)} ms at ${Number(item.startTime ?? 0).toFixed(0)} ${String(item.url ?? '').split('/').pop()}`),
    };
  } finally {
    chrome.kill();
  }
}

/** A run's figures on one line. */
export function lighthouseLine(run: number, f: LighthouseFigures): string {
  return `  run ${run}: performance ${f.performance.toFixed(2)}  accessibility ${f.accessibility.toFixed(2)}  FCP ${f.fcpMs.toFixed(0)} ms  LCP ${f.lcpMs.toFixed(0)} ms  TBT ${f.tbtMs.toFixed(0)} ms  CLS ${f.cls.toFixed(3)}${f.failedAccessibility.length ? `  failing: ${f.failedAccessibility.join(', ')}` : ''}`
    + (f.cls > 0.1 ? `\n    moved most: ${f.shifts.join('; ')}` : '')
    + (f.tbtMs > 150 ? `\n    longest tasks: ${f.longTasks.join('; ')}` : '');
}
