// A board full after the rush (about 300 active tickets), as a slow tablet
// feels it: Chromium's CPU slowed down, then a quiet spell in which only the
// tickets' ages tick, a new order arriving, and a tap on its ticket's forward
// button. Frames over 50 ms come from Long Animation Frames; the tap's
// interaction time (INP) from the Event Timing API. Figures only.
import type { Page } from 'playwright-core';
import type { Board } from './board.ts';

/** The slowdown Lighthouse's mobile preset applies to a desktop's CPU. */
export const FULL_BOARD_CPU_SLOWDOWN = 4;
/** Issue 42's goals: a new order or a bump within one frame of at most 50 ms; a bump's INP at most 100 ms. */
export const FULL_BOARD_GOALS = { frameMs: 50, inpMs: 100 } as const;
const QUIET_MS = 5_000;

export interface FullBoardFigures {
  tickets: number;
  /** The longest frame while only the ages ticked (0: none over 50 ms). */
  tickingFrameMs: number;
  /** The longest frame from the new order's commit to its ticket in the page, and just after (0: none over 50 ms). */
  arrivalFrameMs: number;
  /** The longest frame from the tap until its ticket moved column (0: none over 50 ms). */
  bumpFrameMs: number;
  /** The tap's interaction: input delay, handlers and the next paint (Event Timing). */
  bumpInpMs: number;
}

interface Watched {
  frames: Array<[number, number]>;
  interactions: number[];
}
declare global {
  interface Window {
    fullBoard?: Watched;
  }
}

/** Frames over 50 ms and interactions, from now on (page clock: performance.now()). */
async function watch(page: Page): Promise<void> {
  await page.evaluate(() => {
    const watched: Watched = { frames: [], interactions: [] };
    window.fullBoard = watched;
    new PerformanceObserver((list) => {
      for (const f of list.getEntries()) watched.frames.push([f.startTime, f.duration]);
    }).observe({ type: 'long-animation-frame' });
    new PerformanceObserver((list) => {
      // interactionId: Chromium's, not yet in TypeScript's DOM types.
      for (const e of list.getEntries() as Array<PerformanceEventTiming & { interactionId?: number }>) if (e.interactionId) watched.interactions.push(e.duration);
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
}

const now = (page: Page) => page.evaluate(() => performance.now());
/** Lets the observers deliver what the last frames reported. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
const longestBetween = async (page: Page, from: number, to: number) =>
  page.evaluate(([a, b]) => (window.fullBoard?.frames ?? []).filter(([start, ms]) => start + ms >= a && start <= b).reduce((m, [, ms]) => Math.max(m, ms), 0), [from, to] as const);

/**
 * `place` puts a new order in the store and answers its id. The board is left
 * at normal speed afterwards.
 */
export async function benchFullBoard(board: Board, place: () => Promise<string>): Promise<FullBoardFigures> {
  const { page } = board;
  const cdp = await board.context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: FULL_BOARD_CPU_SLOWDOWN });
  try {
    const tickets = await page.getByTestId('kitchen-ticket').count();
    await watch(page);

    const quietFrom = await now(page);
    await page.waitForTimeout(QUIET_MS);
    const tickingFrameMs = await longestBetween(page, quietFrom, await now(page));

    const orderId = await place();
    const ticket = page.locator(`[data-order-id="${orderId}"]`);
    const arrivalFrom = await now(page);
    await ticket.waitFor({ timeout: 60_000 });
    await settle(page);
    const arrivalFrameMs = await longestBetween(page, arrivalFrom, await now(page));

    const column = () => ticket.evaluate((el) => el.closest('[data-testid^="kitchen-column-"]')?.getAttribute('data-testid'));
    const before = await column();
    const bumpFrom = await now(page);
    await ticket.locator('.ticket-forward').click();
    await page.waitForFunction(([id, was]) => document.querySelector(`[data-order-id="${id}"]`)?.closest('[data-testid^="kitchen-column-"]')?.getAttribute('data-testid') !== was, [orderId, before] as const, { timeout: 30_000 });
    await settle(page);
    const bumpFrameMs = await longestBetween(page, bumpFrom, await now(page));
    const bumpInpMs = await page.evaluate(() => Math.max(0, ...(window.fullBoard?.interactions ?? [])));
    return { tickets, tickingFrameMs, arrivalFrameMs, bumpFrameMs, bumpInpMs };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await cdp.detach().catch(() => undefined);
  }
}
