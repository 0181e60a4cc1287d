// Bench harness for the analytics worker, built only by the
// local stack (scripts/lib/build-app.ts). Synthetic orders go into a real
// IndexedDB store of this origin and are read back as the app's replica would
// give them; the real clients then run the Order Summary and its reports in
// the worker, for each preset, while the main thread is watched; the same
// domain code on the main thread is the peer. The summary is called as the
// Order Summary's hook calls it: the orders array kept across presets (the
// replica view keeps its identity until the data changes), the filter beside
// it, and the rollups (DailyStats, 365 days: folded ones and the last days'
// shards, as a device holds them) of the days before the window as its
// history; the reports likewise get the rollups as the app passes them. 'Last
// Year' also runs the reports straight over the rollups.
import { dailyStatsFromOrders, type DailyStats } from '../../src/domain/analytics/daily-stats';
import { filterOrders, NO_FILTER, rollupsWithStatus, type OrderFilter } from '../../src/domain/analytics/order-filter';
import { buildReports, reportsFromOrders, type ReportHistory, type ReportOrder } from '../../src/domain/analytics/order-reports';
import { FOLD_AFTER_DAYS, ROLLUP_SHARDS } from '../../src/domain/analytics/rollup-shards';
import { storeMoment } from '../../src/domain/shared/store-day';
import { summarizeOrders, type OrderHistory } from '../../src/domain/analytics/order-summary';
import { presetRange, previousPeriod, rangeStoreDays, type DatePreset, type DateRange } from '../../src/domain/shared/date-range';
import { orderWindowStart } from '../../src/domain/orders/order-window';
import type { OrderStatus } from '../../src/domain/orders/orders';
import { computeReports, computeReportsFromStats } from '../../src/workers/analytics/client/reports-client';
import { summarize } from '../../src/workers/analytics/client/summarize-client';

const DAY = 86_400_000;
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A small deterministic generator: the same orders on every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const REASONS = ['Out of stock', 'Customer left', 'Kitchen closed', 'Duplicate order'];

/** `count` orders placed between `from` and `days` days later. */
function makeOrders(count: number, days: number, from: number, seed = 7): ReportOrder[] {
  const random = generator(seed);
  const orders: ReportOrder[] = [];
  for (let i = 0; i < count; i++) {
    const createdAt = from + Math.floor(random() * days * DAY);
    const items = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
      const n = Math.floor(random() * 40);
      return { menuItemId: `item${n}`, name: `Dish ${n}`, price: 4 + (n % 9) * 1.5, quantity: 1 + Math.floor(random() * 3) };
    });
    const roll = random();
    const status: OrderStatus = roll < 0.06 ? 'cancelled' : roll < 0.8 ? 'completed' : roll < 0.88 ? 'ready' : roll < 0.94 ? 'preparing' : 'pending';
    const history: NonNullable<ReportOrder['statusHistory']>[number][] = [{ to: 'pending', at: createdAt }];
    if (status === 'cancelled') history.push({ to: 'cancelled', at: createdAt + 60_000, reason: REASONS[Math.floor(random() * REASONS.length)]! });
    else if (status !== 'pending') {
      history.push({ to: 'confirmed', at: createdAt + 60_000 });
      if (status !== 'preparing') history.push({ to: 'ready', at: createdAt + 60_000 + Math.floor(random() * 30 * 60_000) });
    }
    orders.push({ status, createdAt, items, totalAmount: items.reduce((s, l) => s + l.price * l.quantity, 0), statusHistory: history });
  }
  return orders;
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('analytics-bench', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('docs', { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
}

async function store(kind: string, docs: readonly object[]): Promise<void> {
  const db = await openDb();
  const tx = db.transaction('docs', 'readwrite');
  const docsStore = tx.objectStore('docs');
  docsStore.delete(IDBKeyRange.bound(`${kind}/`, `${kind}/\uffff`));
  // The record's key beside the document: a rollup's own id is its day, which the figures read.
  docs.forEach((doc, i) => docsStore.put({ id: `${kind}/${String(i).padStart(6, '0')}`, doc }));
  await done(tx);
  db.close();
}

async function load<T>(kind: string): Promise<T[]> {
  const db = await openDb();
  const request = db.transaction('docs').objectStore('docs').getAll(IDBKeyRange.bound(`${kind}/`, `${kind}/\uffff`));
  const rows = await new Promise<T[]>((resolve, reject) => {
    request.onsuccess = () => resolve((request.result as { doc: T }[]).map((record) => record.doc));
    request.onerror = () => reject(request.error);
  });
  db.close();
  return rows;
}

/**
 * Runs `job` while the main thread is watched: a MessageChannel ping-pong
 * (no timer clamping) records the longest time between two of its turns,
 * which is the longest task that ran in between; long tasks (over 50 ms) as
 * the browser reports them too.
 */
async function watch<T>(job: () => Promise<T>): Promise<{ value: T; durationMs: number; longestGapMs: number; longestTaskMs: number }> {
  let longestTaskMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longestTaskMs = Math.max(longestTaskMs, entry.duration);
  });
  observer.observe({ type: 'longtask' });
  const channel = new MessageChannel();
  let running = true;
  let last = performance.now();
  let longestGapMs = 0;
  channel.port1.onmessage = () => {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
    if (running) channel.port2.postMessage(0);
  };
  channel.port2.postMessage(0);
  const started = performance.now();
  try {
    const value = await job();
    const durationMs = performance.now() - started;
    return { value, durationMs, longestGapMs: Math.max(longestGapMs, performance.now() - last), longestTaskMs };
  } finally {
    running = false;
    channel.port1.close();
    observer.disconnect();
  }
}

type Watched = { durationMs: number; longestGapMs: number; longestTaskMs: number };

export interface PresetRun {
  preset: DatePreset;
  readMs: number;
  /** The summary in the worker, its orders already there (kept since the last run, maybe another preset's): a range change. */
  summaryKept: Watched & { ranIn: string };
  /** The same with a status and amount filter: a filter change, the orders still kept. */
  summaryFiltered: Watched & { ranIn: string };
  /** The summary in the worker, orders just read (new data: sent to it in chunks). */
  summarySent: Watched & { ranIn: string };
  /** The summary on the main thread, the peer: the same domain code. */
  summaryMain: Watched;
  /** The reports in the worker, orders just read (sent to it in chunks). */
  reportsSent: Watched & { ranIn: string };
  /** The reports again for this range, the orders already in the worker (a range or filter change). */
  reportsKept: Watched & { ranIn: string };
  /** The reports on the main thread, the peer. */
  reportsMain: Watched;
}

const query = (range: DateRange) => ({ range: rangeStoreDays(range), previous: rangeStoreDays(previousPeriod(range)), categoriesOf: {} });

/** A filter a user may set: completed orders of $10 or more. */
const SOME_FILTER: OrderFilter = { status: 'completed', minAmount: 10, maxAmount: null };

/** The orders as the app's view holds them: the same array until the data changes. */
let current: ReportOrder[] = [];
/** The rollups the hook passes as the summary's history. */
let rollups: DailyStats[] = [];

async function seedOrders(count: number, days: number): Promise<void> {
  // Up to a minute ago: every order is in the past, today's included.
  await store('orders', makeOrders(count, days, Date.now() - 60_000 - days * DAY));
  current = await load<ReportOrder>('orders');
}

/** As useOrderSummary builds it: the device's window, the rollups narrowed to the filter's status. */
const historyFor = (filter: OrderFilter): OrderHistory => ({ windowStartMs: orderWindowStart(Date.now()), rollups: rollupsWithStatus(rollups, filter.status) });

/** As useReportSource builds it: the window's first store day and the whole rollups. */
const reportHistory = (): ReportHistory => ({ windowStartDay: storeMoment(orderWindowStart(Date.now()), TIME_ZONE).date, rollups });

const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
const figures = (w: { durationMs: number; longestGapMs: number; longestTaskMs: number }): Watched =>
  ({ durationMs: w.durationMs, longestGapMs: w.longestGapMs, longestTaskMs: w.longestTaskMs });
const ran = (w: Watched & { value: { ranIn: string } }) => ({ ...figures(w), ranIn: w.value.ranIn });

/**
 * One run of a preset: the summary over the orders the worker keeps (the
 * preset just changed), then with a filter; then the orders read again as new
 * data, the summary and the reports with them; then both on the main thread.
 */
async function runPreset(preset: DatePreset): Promise<PresetRun> {
  const range = presetRange(preset, new Date());
  const previous = previousPeriod(range);
  await pause();
  const summaryKept = await watch(() => summarize(current, NO_FILTER, range, previous, { history: historyFor(NO_FILTER) }));
  await pause();
  const summaryFiltered = await watch(() => summarize(current, SOME_FILTER, range, previous, { history: historyFor(SOME_FILTER) }));
  const readStart = performance.now();
  const orders = await load<ReportOrder>('orders');
  const readMs = performance.now() - readStart;
  current = orders;
  await pause();
  const summarySent = await watch(() => summarize(orders, NO_FILTER, range, previous, { history: historyFor(NO_FILTER) }));
  await pause();
  const sent = await watch(() => computeReports(orders, TIME_ZONE, NO_FILTER, query(range), { history: reportHistory() }));
  await pause();
  const kept = await watch(() => computeReports(orders, TIME_ZONE, NO_FILTER, query(range), { history: reportHistory() }));
  await pause();
  const summaryMain = await watch(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    summarizeOrders(filterOrders(orders, NO_FILTER), range, previous, historyFor(NO_FILTER));
  });
  await pause();
  const reportsMain = await watch(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    reportsFromOrders(orders, TIME_ZONE, NO_FILTER, query(range), reportHistory());
  });
  return {
    preset, readMs,
    summaryKept: ran(summaryKept), summaryFiltered: ran(summaryFiltered), summarySent: ran(summarySent), summaryMain: figures(summaryMain),
    reportsSent: ran(sent), reportsKept: ran(kept), reportsMain: figures(reportsMain),
  };
}

/** 365 days of rollups of `perDay` orders a day, made once from generated orders and stored in IndexedDB. */
async function seedRollups(perDay: number): Promise<number> {
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  const stats: DailyStats[] = [];
  for (let day = 0; day < 365; day++) {
    // Within one local day (the harness's store zone is the browser's), so one rollup a day.
    const start = new Date(midnight);
    start.setDate(start.getDate() - day);
    const orders = makeOrders(perDay, 1 - 1 / 24, start.getTime(), 1000 + day);
    if (day >= FOLD_AFTER_DAYS) stats.push(...dailyStatsFromOrders(orders, TIME_ZONE).values());
    // The days not folded yet come as the Functions write them: one document per shard, summed by the readers.
    else for (let shard = 0; shard < ROLLUP_SHARDS; shard++) stats.push(...dailyStatsFromOrders(orders.filter((_, i) => i % ROLLUP_SHARDS === shard), TIME_ZONE).values());
  }
  await store('rollups', stats);
  rollups = await load<DailyStats>('rollups');
  return stats.length;
}

async function runYearRollups() {
  const readStart = performance.now();
  const stats = await load<DailyStats>('rollups');
  const readMs = performance.now() - readStart;
  const range = presetRange('year', new Date());
  await new Promise((resolve) => setTimeout(resolve, 50));
  const inWorker = await watch(() => computeReportsFromStats(stats, query(range)));
  const onMain = await watch(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    buildReports(stats, query(range));
  });
  return {
    documents: stats.length, readMs,
    worker: { durationMs: inWorker.durationMs, longestGapMs: inWorker.longestGapMs, longestTaskMs: inWorker.longestTaskMs, ranIn: inWorker.value.ranIn },
    mainThread: { durationMs: onMain.durationMs, longestGapMs: onMain.longestGapMs },
  };
}

declare global {
  interface Window {
    analyticsHarness?: {
      seedOrders: typeof seedOrders;
      runPreset: typeof runPreset;
      seedRollups: typeof seedRollups;
      runYearRollups: typeof runYearRollups;
    };
  }
}

window.analyticsHarness = { seedOrders, runPreset, seedRollups, runYearRollups };
document.body.dataset.ready = 'true';
