// Kitchen boards as the orders bench watches them: each a browser context of
// its own (a device: its own replica, its own tab), signed in as the owner,
// on /kitchen, with a recorder injected before the app's first script that
// stamps when each order's ticket enters the page and every long main-thread
// task, on the browser's wall clock (timeOrigin + now).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signIn } from '../../tests/e2e/support/app.ts';
import type { Owner } from '../../tests/e2e/support/world.ts';
import { APP_URL } from '../lib/project.ts';

export interface BoardRecord {
  /** Order id -> when its ticket first entered the page. */
  arrivals: Record<string, number>;
  /** Order id -> how many times a ticket of it was added to the page (1: mounted once). */
  mounts: Record<string, number>;
  /** Order ids of which two tickets were in the page at once, when one was added. */
  doubled: string[];
  /** [start, duration] of each main-thread task over 50 ms. */
  longTasks: Array<[number, number]>;
  timeOrigin: number;
  /** Long animation frames over 100 ms, as their entries' toJSON() gives them (long-frames.ts). */
  longFrames: unknown[];
}

declare global {
  interface Window {
    benchBoard?: BoardRecord;
  }
}

/** Runs in the page before the app: must not close over anything (it is serialised). */
function recorder(): void {
  const record: BoardRecord = { arrivals: {}, mounts: {}, doubled: [], longTasks: [], timeOrigin: performance.timeOrigin, longFrames: [] };
  window.benchBoard = record;
  const clock = () => performance.timeOrigin + performance.now();
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) record.longTasks.push([performance.timeOrigin + task.startTime, task.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) if (frame.duration > 100) record.longFrames.push(frame.toJSON());
  }).observe({ type: 'long-animation-frame', buffered: true });
  // Called in the microtask after React's commit inserts the ticket, before paint.
  new MutationObserver((mutations) => {
    const at = clock();
    for (const mutation of mutations) {
      for (const node of Array.from(mutation.addedNodes)) {
        if (!(node instanceof Element)) continue;
        const tickets = node.matches('[data-order-id]') ? [node] : Array.from(node.querySelectorAll('[data-order-id]'));
        for (const ticket of tickets) {
          const id = (ticket as HTMLElement).dataset.orderId ?? '';
          record.arrivals[id] ??= at;
          record.mounts[id] = (record.mounts[id] ?? 0) + 1;
          if (document.querySelectorAll(`[data-order-id="${CSS.escape(id)}"]`).length > 1) record.doubled.push(id);
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

export interface Board {
  context: BrowserContext;
  page: Page;
  record(): Promise<BoardRecord>;
  /** How many tickets of each of these orders the board shows now. */
  ticketCounts(orderIds: readonly string[]): Promise<number[]>;
  /** The tab's JavaScript heap after a garbage collection (CDP JSHeapUsedSize), in bytes. */
  heapUsed(): Promise<number>;
}

/** Long enough for a new device to pull the busy store's window (9-12 s alone, longer beside other boards). */
const SYNC_TIMEOUT_MS = 180_000;

/** A new device signed in as `owner`, showing the kitchen board once its whole window is on the device. */
export async function openBoard(browser: Browser, owner: Owner): Promise<Board> {
  const context = await browser.newContext({ baseURL: APP_URL });
  // tsx (esbuild's keepNames) wraps named functions in calls to a __name helper
  // that exists only in Node: the page gets a stand-in.
  await context.addInitScript({ content: `var __name = (f) => f; (${recorder.toString()})();` });
  const page = await context.newPage();
  await signIn(page, owner, /\/$/, 60_000);
  await page.goto('/kitchen');
  await page.getByTestId('kitchen-column-new').waitFor({ timeout: 60_000 });
  // Measured in service, not during the first sync: the header no longer lists anything as syncing.
  await page.waitForFunction(() => {
    const last = document.querySelector('[data-testid="sync-last"]');
    return last !== null && last.textContent !== 'Not synced yet' && document.querySelector('[data-testid="sync-waiting"]') === null;
  }, null, { polling: 250, timeout: SYNC_TIMEOUT_MS });
  return {
    context,
    page,
    record: async () => page.evaluate(() => window.benchBoard as BoardRecord),
    ticketCounts: (ids) => page.evaluate((all) => all.map((id) => document.querySelectorAll(`[data-order-id="${CSS.escape(id)}"]`).length), [...ids]),
    async heapUsed() {
      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('Performance.enable');
      const { metrics } = await cdp.send('Performance.getMetrics');
      await cdp.detach();
      return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
    },
  };
}

/** The plain onSnapshot listener (tests/harness/orders-listener.ts) in a tab of the board's own context: same browser, same user. */
export async function openListener(board: Board, storeId: string): Promise<{ page: Page; arrivals(): Promise<Record<string, number>> }> {
  const page = await board.context.newPage();
  const response = await page.goto(`/tests/harness/orders-listener.html#storeId=${storeId}`).catch(() => null);
  if (!response?.ok()) throw new Error(`No orders listener harness at ${APP_URL}: the app must be a local-stack build of this checkout.`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  return { page, arrivals: async () => page.evaluate(() => window.ordersListener?.arrivals ?? {}) };
}
