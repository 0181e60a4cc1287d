// The kitchen board's latency and rush figures, in Chromium against the emulators:
// how fast a customer's order reaches the kitchen board beside a plain
// Firestore listener, and a rush with three boards open. Orders go through
// the real placeOrderSecure callable. Figures only; nothing is asserted.
//
// "Commit" is the order's createdAt, which placeOrderSecure returns as
// committedAt: the server timestamp of the transaction that wrote it, i.e. the
// moment the order became readable. The time the call returned would add the
// Functions emulator's answer path, which can end after a listener has
// already shown the order. The emulator and the browser run on this machine,
// so the commit stamp and the browser's wall clock (timeOrigin + now) are the
// same system clock; the board-behind-listener figure needs no cross-clock
// comparison at all (both stamped by the browser).
import { benchFullBoard, type FullBoardFigures } from './full-board.ts';
import type { Browser, Page } from 'playwright-core';
import { mulberry32 } from '../seed/demo-random.ts';
import { customerOrder, nextGapMs } from '../simulate/customers.ts';
import { placeOrder, type PlacedOrder } from '../simulate/place-order.ts';
import { openBoard, openListener, type Board, type BoardRecord } from './board.ts';
import { longFrameOf, type LongFrame } from './long-frames.ts';
import type { OrdersWorld } from './orders-world.ts';
import { percentile } from './stats.ts';

export interface Spread {
  p50: number;
  p95: number;
  max: number;
}
const spread = (xs: readonly number[]): Spread => ({ p50: percentile(xs, 50), p95: percentile(xs, 95), max: percentile(xs, 100) });

async function place(world: OrdersWorld, i: number, rng: () => number): Promise<PlacedOrder> {
  const answer = await placeOrder(world.links[i % world.links.length] as string, customerOrder(world.menu, rng));
  if (!answer.result) throw new Error(`placeOrderSecure refused order ${i + 1}: ${answer.error?.status} ${answer.error?.message}`);
  return answer.result;
}

/** An order of the rush, or why it was refused, with how long the call took. */
async function placeTimed(world: OrdersWorld, i: number, rng: () => number): Promise<{ order?: PlacedOrder; refusal?: string; callMs: number }> {
  const start = performance.now();
  try {
    return { order: await place(world, i, rng), callMs: performance.now() - start };
  } catch (error) {
    return { refusal: error instanceof Error ? error.message : String(error), callMs: performance.now() - start };
  }
}

export interface LatencyFigures {
  orders: number;
  board: Spread;
  listener: Spread;
  /** The board's arrival minus the listener's, per order (same clock). */
  boardBehindListener: Spread;
}

/** One board and one plain listener in the same browser context (same user); orders one at a time. */
export async function benchOrderLatency(browser: Browser, world: OrdersWorld, runs: number): Promise<LatencyFigures> {
  const board = await openBoard(browser, world.owner);
  try {
    const listener = await openListener(board, world.owner.storeId);
    const rng = mulberry32(10);
    const placed: PlacedOrder[] = [];
    for (let i = 0; i < runs; i++) {
      const order = await place(world, i, rng);
      placed.push(order);
      await Promise.all(
        [['board', board.page], ['listener', listener.page]].map(([name, page]) =>
          (page as Page).waitForFunction((id) => Boolean(window.benchBoard?.arrivals[id] ?? window.ordersListener?.arrivals[id]), order.orderId, { polling: 50, timeout: 30_000 }).catch(async () => {
            const tickets = await board.page.getByTestId('kitchen-ticket').count();
            throw new Error(`order ${i + 1} (${order.orderId}) did not reach the ${name as string} within 30 s (the board shows ${tickets} tickets)`);
          }),
        ),
      );
    }
    const [boardSeen, listenerSeen] = [(await board.record()).arrivals, await listener.arrivals()];
    const after = (seen: Record<string, number>) => placed.map((o) => (seen[o.orderId] as number) - o.committedAt);
    return {
      orders: runs,
      board: spread(after(boardSeen)),
      listener: spread(after(listenerSeen)),
      boardBehindListener: spread(placed.map((o) => (boardSeen[o.orderId] as number) - (listenerSeen[o.orderId] as number))),
    };
  } finally {
    await board.context.close();
  }
}

export interface BoardRushFigures {
  /** Orders with no ticket at the end, and with more than one. */
  missing: number;
  /** Of the missing: those whose ticket had been shown, and the missing orders' ids. */
  shownThenGone: number;
  missingIds: string[];
  duplicated: number;
  /** Orders of which two tickets were in the page at one moment, or whose ticket was mounted more than once. */
  doubledAtOnce: number;
  remounted: number;
  latency: Spread;
  /** The longest main-thread task between one new order and the next (0: none over 50 ms), over the orders. */
  longestTask: Spread;
  /** The longest animation frame over 100 ms from the first order's commit on (what ran in it), if any. */
  longestFrame?: LongFrame;
  heapBeforeMb: number;
  heapAfterMb: number;
}

export interface RushFigures {
  placed: number;
  refused: number;
  firstRefusal?: string;
  /** How long placeOrderSecure took to answer, over the rush's calls. */
  call: Spread;
  minutes: number;
  /** When the first order was due (wall clock). */
  startedAt: number;
  ratePerMinute: number;
  boards: BoardRushFigures[];
  /** A plain Firestore listener in the same rush, its own device: commit to its snapshot holding the order. */
  listener: Spread;
  /** Orders the listener never saw within the wait. */
  listenerMissing: number;
  /** The first board, full after the rush, under a CPU slowdown (full-board.ts). */
  fullBoard?: FullBoardFigures;
}

/**
 * The longest task of each order's share of the timeline: from its commit to
 * the next order's (the last one: 5 s), so every task belongs to one order,
 * whichever order's work it was doing.
 */
function longestTaskPerOrder(commits: readonly number[], tasks: ReadonlyArray<[number, number]>): number[] {
  const sorted = [...commits].sort((a, b) => a - b);
  return sorted.map((from, i) => {
    const to = sorted[i + 1] ?? from + 5_000;
    return tasks.filter(([start]) => start >= from && start < to).reduce((longest, [, duration]) => Math.max(longest, duration), 0);
  });
}

function longestFrameFrom(record: BoardRecord, from: number): { longestFrame?: LongFrame } {
  const frames = record.longFrames.map((f) => longFrameOf(f, record.timeOrigin)).filter((f) => f.start >= from);
  const longest = frames.reduce<LongFrame | undefined>((a, f) => (!a || f.ms > a.ms ? f : a), undefined);
  return longest ? { longestFrame: longest } : {};
}

const SETTLE_MS = 60_000;
const MAX_IN_FLIGHT = 4;

/** `orders` orders at `ratePerMinute` (Poisson arrivals) with `boards` boards open, each its own device. */
export async function benchRush(
  browser: Browser, world: OrdersWorld, options: { orders: number; ratePerMinute: number; boards: number },
): Promise<RushFigures> {
  const boards: Board[] = [];
  let listenerHost: Board | undefined;
  try {
    for (let i = 0; i < options.boards; i++) boards.push(await openBoard(browser, world.owner));
    // The plain listener's peer figure, on a device of its own (a context signed in as the owner, its board closed).
    listenerHost = await openBoard(browser, world.owner);
    const listener = await openListener(listenerHost, world.owner.storeId);
    await listenerHost.page.close();
    const heapBefore = await Promise.all(boards.map((b) => b.heapUsed()));
    const rng = mulberry32(11);
    const calls: ReturnType<typeof placeTimed>[] = [];
    // The Functions emulator starts a worker process per concurrent call: left
    // unbounded on a loaded machine, workers pile up until none loads. A few in
    // flight keep the asked rate on a quiet machine; on a busy one the rush runs
    // slower, and the printed duration says by how much.
    const inFlight = new Set<Promise<unknown>>();
    const start = Date.now();
    let due = start;
    for (let i = 0; i < options.orders; i++) {
      due += nextGapMs(options.ratePerMinute, rng);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
      while (inFlight.size >= MAX_IN_FLIGHT) await Promise.race(inFlight);
      const call = placeTimed(world, i, rng);
      inFlight.add(call);
      void call.then(() => inFlight.delete(call));
      calls.push(call);
    }
    const answers = await Promise.all(calls);
    const placed = answers.flatMap((a) => (a.order ? [a.order] : []));
    const refusals = answers.flatMap((a) => (a.refusal ? [a.refusal] : []));
    const minutes = (Date.now() - start) / 60_000;
    const ids = placed.map((o) => o.orderId);

    // Let the boards catch up (or give up on what never comes: that is a missing ticket).
    const deadline = Date.now() + SETTLE_MS;
    for (const board of boards) {
      await board.page
        .waitForFunction((all) => all.every((id) => window.benchBoard?.arrivals[id] !== undefined), ids, { polling: 500, timeout: Math.max(1, deadline - Date.now()) })
        .catch(() => undefined);
    }
    await listener.page
      .waitForFunction((all) => all.every((id) => window.ordersListener?.arrivals[id] !== undefined), ids, { polling: 500, timeout: Math.max(1, deadline - Date.now()) })
      .catch(() => undefined);
    const heard = await listener.arrivals();
    const listened = placed.filter((o) => heard[o.orderId] !== undefined);
    const figures: BoardRushFigures[] = [];
    for (const [i, board] of boards.entries()) {
      const [record, counts] = [await board.record(), await board.ticketCounts(ids)];
      const arrived = placed.filter((o) => record.arrivals[o.orderId] !== undefined);
      figures.push({
        missing: counts.filter((n) => n === 0).length,
        shownThenGone: ids.filter((id, k) => counts[k] === 0 && record.arrivals[id] !== undefined).length,
        missingIds: ids.filter((_, k) => counts[k] === 0),
        duplicated: counts.filter((n) => n > 1).length,
        doubledAtOnce: new Set(record.doubled.filter((id) => ids.includes(id))).size,
        remounted: ids.filter((id) => (record.mounts[id] ?? 0) > 1).length,
        latency: spread(arrived.map((o) => (record.arrivals[o.orderId] as number) - o.committedAt)),
        longestTask: spread(longestTaskPerOrder(placed.map((o) => o.committedAt), record.longTasks)),
        ...longestFrameFrom(record, start),
        heapBeforeMb: (heapBefore[i] as number) / 2 ** 20,
        heapAfterMb: (await board.heapUsed()) / 2 ** 20,
      });
    }
    const [first] = boards;
    const fullBoard = first ? await benchFullBoard(first, async () => (await place(world, options.orders, rng)).orderId) : undefined;
    return {
      fullBoard,
      placed: placed.length, refused: refusals.length, firstRefusal: refusals[0], call: spread(answers.map((a) => a.callMs)), minutes, startedAt: start, ratePerMinute: options.ratePerMinute, boards: figures,
      listener: spread(listened.map((o) => (heard[o.orderId] as number) - o.committedAt)), listenerMissing: placed.length - listened.length,
    };
  } finally {
    await Promise.all([...boards, ...(listenerHost ? [listenerHost] : [])].map((b) => b.context.close()));
  }
}
