// The kitchen board on a busy store (scripts/bench/busy-world.ts), in
// Chromium against the emulators and the built app, beside a plain Firestore
// client (tests/harness/busy-peer.ts). Each run is a fresh browser context
// (a new device: empty IndexedDB, no service worker), one at a time, board
// and peer alternating. Figures only; nothing is asserted.
//
// Board: from the click on 'Sign In' (the user had opened /kitchen, which sent
// them to /login and back after signing in, and the service worker had
// installed while they typed), or for a kitchen display on 'Pair This Device'
// at /pair, to the first ticket in the page;
// to the header no longer saying the data is not synced (every collection's
// first pull caught up: the whole window of orders); the main thread's long
// tasks in between; the tab's JS heap after a GC once synced. All stamped in
// the page on its wall clock (timeOrigin + now) by a recorder injected before
// the app's first script.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Browser } from 'playwright-core';
import type { BusyPeerFigures } from '../../tests/harness/busy-peer.ts';
import { Timestamp } from 'firebase-admin/firestore';
import { ACTIVE_ORDER_STATUSES } from '../../src/domain/orders/orders.ts';
import { MESSAGES } from '../../src/domain/shared/messages.ts';
import { showPairingCode } from '../../src/domain/team/pairing.ts';
import { orderWindowStart } from '../../src/domain/orders/order-window.ts';
import { APP_URL } from '../lib/project.ts';
import type { BusyWorld } from './busy-world.ts';
import { median } from './stats.ts';
import { admin } from './world.ts';
import { longFrameOf, type LongFrame } from './long-frames.ts';
import { startProfile, stopProfile, summarise, type ProfileSummary } from './cpu-profile.ts';

export interface BusyRecord {
  clickAt: number | null;
  /** The shell's sidebar in the page. */
  shellAt: number | null;
  /** The board's columns in the page: the kitchen route rendered. */
  boardAt: number | null;
  firstTicketAt: number | null;
  syncedAt: number | null;
  /** [start, duration] of each main-thread task over 50 ms. */
  longTasks: Array<[number, number]>;
  /** What the header said it was still syncing, from when (null: nothing). */
  syncing: Array<[number, string | null]>;
  timeOrigin: number;
  /** Long animation frames over 100 ms, as their entries' toJSON() gives them. */
  longFrames: unknown[];
}

declare global {
  interface Window {
    benchBusy?: BusyRecord;
  }
}

/** The buttons whose click starts the clock: signing in, or a display pairing. */
const CLICKS = ['Sign In', MESSAGES.team.pair];

/** Runs in the page before the app, given CLICKS: must not close over anything (it is serialised). */
function recorder(clicks: string[]): void {
  const clock = () => performance.timeOrigin + performance.now();
  const record: BusyRecord = { clickAt: null, shellAt: null, boardAt: null, firstTicketAt: null, syncedAt: null, longTasks: [], syncing: [], timeOrigin: performance.timeOrigin, longFrames: [] };
  window.benchBusy = record;
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) record.longTasks.push([performance.timeOrigin + task.startTime, task.duration]);
  }).observe({ type: 'longtask', buffered: true });
  // What ran in a frame that held a long task: scripts by file and position, style and layout.
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) if (frame.duration > 100) record.longFrames.push(frame.toJSON());
  }).observe({ type: 'long-animation-frame', buffered: true });
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!clicks.includes(button?.textContent?.trim() ?? '') || record.clickAt !== null) return;
    record.clickAt = clock();
    // A 2 ms spin under a name a CPU profile shows: the profile's moment of the click (cpu-profile.ts, timeline).
    function benchClickMark() {
      const end = performance.now() + 2;
      while (performance.now() < end);
    }
    benchClickMark();
  }, true);
  // Called in the microtask after each React commit, before paint.
  new MutationObserver(() => {
    if (record.clickAt === null) return;
    const at = clock();
    if (record.shellAt === null && document.getElementById('sidebar')) record.shellAt = at;
    if (record.boardAt === null && document.querySelector('[data-testid="kitchen-column-new"]')) record.boardAt = at;
    if (record.firstTicketAt === null && document.querySelector('[data-testid="kitchen-ticket"]')) record.firstTicketAt = at;
    const last = document.querySelector('[data-testid="sync-last"]');
    if (!last) return;
    const waiting = document.querySelector('[data-testid="sync-waiting"]')?.textContent ?? null;
    if (record.syncing[record.syncing.length - 1]?.[1] !== waiting) record.syncing.push([at, waiting]);
    if (record.syncedAt === null && waiting === null && last.textContent !== 'Not synced yet') record.syncedAt = at;
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

export interface BoardRun {
  /** The click on 'Sign In', wall clock. */
  clickAt: number;
  firstTicketMs: number;
  /** Null: the header still said 'not synced' when the bench stopped waiting. */
  syncedMs: number | null;
  boardMs: number | null;
  shellMs: number | null;
  /** Over the tasks that started between the click and the sync's end (or the wait's). */
  longestTaskMs: number;
  tasksOver100: number;
  /** The long animation frames over 100 ms that started between the click and the sync's end. */
  longFrames: LongFrame[];
  heapMb: number;
  tickets: number;
  /** The header's 'Syncing …' texts, ms after the click. */
  syncing: Array<[number, string | null]>;
  /** With a profile asked for: the main thread's self time from before the sign-in page to the sync's end. */
  profile?: ProfileSummary;
  /** With a profile asked for: the page's requests until the first ticket, ms after the click. */
  requests?: TracedRequest[];
}

export interface TracedRequest {
  start: number;
  end: number | null;
  what: string;
}

/** What a request is, in a few words: the app's scripts by file, Firestore's and Auth's calls by what they ask. */
function describe(url: URL, body: string | null): string {
  const path = url.pathname;
  if (path.endsWith('.js') || path.endsWith('.mjs')) return `script ${path.split('/').pop()}`;
  if (path.includes('/Listen/channel')) return 'Firestore watch stream';
  if (path.includes('/Write/channel')) return 'Firestore write stream';
  if (path.endsWith(':runQuery')) {
    const from = /"collectionId":"(\w+)"/.exec(body ?? '')?.[1] ?? '?';
    const field = /"fieldPath":"(\w+)"/.exec(body ?? '')?.[1] ?? '';
    return `Firestore query ${from}${field ? ` by ${field}` : ''}${body?.includes('"IN"') ? ' in (...)' : ''}`;
  }
  if (path.includes(':batchGet') || /\/documents\//.test(path)) return `Firestore get ${path.split('/documents/')[1] ?? ''}`;
  if (path.includes('identitytoolkit') || path.includes('securetoken')) return `Auth ${path.split('/').pop()}`;
  return `${url.host}${path}`.slice(0, 80);
}

const FIRST_TICKET_TIMEOUT_MS = 5 * 60_000;

export interface BoardRunOptions {
  /** Profile the main thread into this file, and list the requests from the click to the first ticket. */
  profileFile?: string;
  /** A kitchen display instead of `world`'s user: opens /pair and types this code (scripts/bench/first-ticket.ts). */
  pairingCode?: string;
}

/**
 * A new device: opens /kitchen and signs in (or pairs at /pair with the code given), and waits
 * for the first ticket and for the header to say all is synced.
 */
export async function boardRun(browser: Browser, world: BusyWorld, syncTimeoutMs: number, options: BoardRunOptions = {}): Promise<BoardRun> {
  const { profileFile } = options;
  const context = await browser.newContext({ baseURL: APP_URL });
  try {
    // tsx (esbuild's keepNames) wraps named functions in a __name helper that exists only in Node.
    await context.addInitScript({ content: `var __name = (f) => f; (${recorder.toString()})(${JSON.stringify(CLICKS)});` });
    const page = await context.newPage();
    const profiler = profileFile ? await context.newCDPSession(page) : undefined;
    if (profiler) await startProfile(profiler);
    const requests: Array<{ start: number; end: number | null; what: string }> = [];
    const started = new Map<object, (typeof requests)[number]>();
    if (profileFile) {
      page.on('request', (request) => {
        const entry = { start: Date.now(), end: null, what: describe(new URL(request.url()), request.postData()) };
        started.set(request, entry);
        requests.push(entry);
      });
      const finished = (request: object) => {
        const entry = started.get(request);
        if (entry) entry.end = Date.now();
      };
      page.on('requestfinished', finished);
      page.on('requestfailed', finished);
    }
    await page.goto(options.pairingCode ? '/pair' : '/kitchen');
    // A person types their e-mail and password (or the code) for some seconds, by which time
    // the new device's service worker has installed (precaching the app's files). The bench
    // fills the form in milliseconds: it waits for that install, or it would time the
    // precache's downloads and writes, competing for the two cores, as the board's.
    await page.evaluate(() => Promise.race([navigator.serviceWorker?.ready, new Promise((resolve) => setTimeout(resolve, 30_000))]));
    if (options.pairingCode) {
      await page.getByLabel(MESSAGES.team.pairCodeLabel).fill(showPairingCode(options.pairingCode));
      await page.getByRole('button', { name: MESSAGES.team.pair }).click();
    } else {
      await page.getByRole('button', { name: 'Continue with Email' }).click();
      await page.getByLabel('Email').fill(world.email);
      await page.getByLabel('Password', { exact: true }).fill(world.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    }
    await page.waitForFunction(() => window.benchBusy?.firstTicketAt != null || location.pathname === '/store-selection', null, { polling: 100, timeout: FIRST_TICKET_TIMEOUT_MS });
    if (new URL(page.url()).pathname === '/store-selection') {
      // Not expected (the owner has one store, their primary one); a user would pick it.
      await page.getByRole('button', { name: /Busy Bench Kitchen/ }).click();
      await page.waitForFunction(() => window.benchBusy?.firstTicketAt != null, null, { polling: 100, timeout: FIRST_TICKET_TIMEOUT_MS });
    }
    await page.waitForFunction(() => window.benchBusy?.syncedAt != null, null, { polling: 500, timeout: syncTimeoutMs }).catch(() => undefined);
    const profile = profiler && (await stopProfile(profiler));
    if (profile && profileFile) {
      mkdirSync(dirname(profileFile), { recursive: true });
      writeFileSync(profileFile, JSON.stringify(profile));
    }
    const record = (await page.evaluate(() => window.benchBusy)) as BusyRecord;
    if (record.clickAt === null || record.firstTicketAt === null) throw new Error('the board recorder lost the click or the first ticket (did the page reload?)');
    const clickAt = record.clickAt;
    const end = record.syncedAt ?? clickAt + syncTimeoutMs;
    const during = record.longTasks.filter(([start]) => start >= clickAt && start < end).map(([, duration]) => duration);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    await cdp.detach();
    return {
      clickAt,
      firstTicketMs: record.firstTicketAt - clickAt,
      syncedMs: record.syncedAt === null ? null : record.syncedAt - clickAt,
      boardMs: record.boardAt === null ? null : record.boardAt - clickAt,
      shellMs: record.shellAt === null ? null : record.shellAt - clickAt,
      longestTaskMs: Math.max(0, ...during),
      tasksOver100: during.filter((d) => d > 100).length,
      longFrames: record.longFrames.map((f) => longFrameOf(f, record.timeOrigin)).filter((f) => f.start + f.ms >= clickAt && f.start < end),
      heapMb: usedSize / 2 ** 20,
      tickets: await page.getByTestId('kitchen-ticket').count(),
      syncing: record.syncing.map(([at, text]) => [at - clickAt, text]),
      ...(profile ? { profile: summarise(profile) } : {}),
      ...(profileFile
        ? {
            requests: requests
              .filter((r) => r.start >= clickAt - 50 && r.start <= record.firstTicketAt! + 50)
              .map((r) => ({ start: r.start - clickAt, end: r.end === null ? null : r.end - clickAt, what: r.what })),
          }
        : {}),
    };
  } finally {
    await context.close();
  }
}

/** A new device with no offline engine: signs in (or pairs with `pairingCode`) and listens to the store's active orders. */
export async function peerRun(browser: Browser, world: BusyWorld, pairingCode?: string): Promise<BusyPeerFigures> {
  const context = await browser.newContext({ baseURL: APP_URL });
  try {
    const page = await context.newPage();
    const response = await page.goto('/tests/harness/busy-peer.html').catch(() => null);
    if (!response?.ok()) throw new Error(`No busy peer harness at ${APP_URL}: the app must be a local-stack build of this checkout.`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    if (pairingCode) {
      return await page.evaluate(
        ([code, storeId, expected]) => window.busyPeer!.runPaired(code, storeId, expected),
        [pairingCode, world.storeId, world.active.length] as const,
      );
    }
    return await page.evaluate(
      ([email, password, storeId, expected]) => window.busyPeer!.run(email, password, storeId, expected),
      [world.email, world.password, world.storeId, world.active.length] as const,
    );
  } finally {
    await context.close();
  }
}

export interface BusyFigures {
  boards: BoardRun[];
  peers: BusyPeerFigures[];
}

/** `runs` of each, alternating (board first on odd runs, peer first on even ones), never two at once. */
export async function benchBusy(browser: Browser, world: BusyWorld, options: {
  runs: number;
  syncTimeoutMs: number;
  log?: (line: string) => void;
  /** Each run a kitchen display pairing at /pair with a new code (a code works once), and the peer likewise. */
  pairingCode?: () => Promise<string>;
}): Promise<BusyFigures> {
  const code = async () => options.pairingCode?.();
  const boardOnce = async (syncTimeoutMs: number) => boardRun(browser, world, syncTimeoutMs, { pairingCode: await code() });
  const peerOnce = async () => peerRun(browser, world, await code());
  const figures: BusyFigures = { boards: [], peers: [] };
  const log = options.log ?? (() => undefined);
  // The first sign-in after the emulators start pays their warm-up (its reads of the
  // user and the store took a second more): one of each, not counted, to the first ticket only.
  const warm = await boardOnce(1);
  const warmPeer = await peerOnce();
  log(`  warm-up, not counted: board first ticket ${warm.firstTicketMs.toFixed(0)} ms, peer first snapshot ${warmPeer.firstSnapshotMs.toFixed(0)} ms`);
  for (let i = 0; i < options.runs; i++) {
    const board = async () => {
      const run = await boardOnce(options.syncTimeoutMs);
      figures.boards.push(run);
      log(`  board run ${i + 1}: first ticket ${run.firstTicketMs.toFixed(0)} ms, synced ${run.syncedMs === null ? 'not yet' : `${run.syncedMs.toFixed(0)} ms`}`);
    };
    const peer = async () => {
      const run = await peerOnce();
      figures.peers.push(run);
      log(`  peer run ${i + 1}: first snapshot ${run.firstSnapshotMs.toFixed(0)} ms`);
    };
    if (i % 2 === 0) {
      await board();
      await peer();
    } else {
      await peer();
      await board();
    }
  }
  return figures;
}

export interface EmulatorShare {
  /** The active orders' query (what both clients wait on for the first ticket). */
  activeMs: number;
  /** One page of 100 orders in stamp order from the window's start, as the replica pulls them. */
  pageMs: number;
  /** Pages of 100 the window's orders make. */
  pages: number;
}

/**
 * What the emulator alone takes for the queries the board and the peer wait
 * on (Admin SDK, this process, medians of three): the emulator has no
 * indexes and reads the whole collection for each query, so at this size its
 * time is a floor under both clients' figures that production would not have.
 */
export async function emulatorShare(world: BusyWorld): Promise<EmulatorShare> {
  const orders = admin().db.collection(`stores/${world.storeId}/orders`);
  const timed = async (query: () => Promise<unknown>) => {
    const ms: number[] = [];
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      await query();
      ms.push(performance.now() - start);
    }
    return median(ms);
  };
  const from = Timestamp.fromMillis(orderWindowStart(Date.now()));
  return {
    activeMs: await timed(() => orders.where('status', 'in', [...ACTIVE_ORDER_STATUSES]).get()),
    pageMs: await timed(() => orders.where('updatedAt', '>', from).orderBy('updatedAt').limit(100).get()),
    pages: Math.ceil(world.orders / 100),
  };
}
