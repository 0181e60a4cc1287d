// How many customer orders placeOrderSecure admits (docs/decisions.md "Order
// flooding"): per table link, per client address into a store, per store, and
// a cap on the store's unconfirmed (pending) orders. Counted in sliding
// windows over per-minute counters split into shards, so at the limits below
// no counter document takes more than about one write a second.
import { MESSAGES } from '../shared/messages';
import { PLACE_ORDER_RATE_LIMIT, PLACE_ORDER_RATE_WINDOW_MS } from './order-limits';

export interface OrderLimits {
  /** New orders per table link in any minute. */
  perLink: number;
  /** New orders from one client address into one store in any minute. */
  perAddress: number;
  /** New orders into one store in any minute, from everyone. */
  perStore: number;
  /** Orders of the store placed today or yesterday (store days) still 'pending' (not yet confirmed by staff). */
  pending: number;
  /** Orders of one table link placed in the last day still pending: one table's guests, or one script, pause that table only. */
  pendingPerLink: number;
  /** Orders from one client address into the store placed in the last day still pending. */
  pendingPerAddress: number;
}

/**
 * The defaults, which `npm start` uses too. A venue's guests often share one
 * address (its Wi-Fi), so one address gets 60 a minute, not fewer; a store
 * takes 120 a minute from everyone (a full 100-table house ordering twice in
 * five minutes is 40); 200 unconfirmed orders is a kitchen that stopped
 * looking, where more orders only bury the real ones.
 */
export const ORDER_LIMIT_DEFAULTS: OrderLimits = {
  perLink: PLACE_ORDER_RATE_LIMIT, perAddress: 60, perStore: 120, pending: 200,
  // Below the store's 200, so one table, or one phone with a script, cannot close ordering for the others.
  pendingPerLink: 20, pendingPerAddress: 40,
};

/** How far back an unconfirmed order counts toward its link's and its address's caps. */
export const PENDING_SOURCE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** No configuration may raise a limit beyond this: the counters' shards are sized from it. */
export const ORDER_LIMIT_CEILING = 100_000;
export const ORDER_WINDOW_MS = PLACE_ORDER_RATE_WINDOW_MS;
/** Writes a second one counter document is kept under (Firestore's sustained rate for one document). */
const WRITES_PER_SHARD_PER_SECOND = 1;

export type RateScope = 'link' | 'address' | 'store';
export const RATE_SCOPES: readonly RateScope[] = ['link', 'address', 'store'];
const LIMIT_OF: Record<RateScope, keyof OrderLimits> = { link: 'perLink', address: 'perAddress', store: 'perStore' };

export const limitOf = (limits: OrderLimits, scope: RateScope): number => limits[LIMIT_OF[scope]];

/** A store's configured limits (a server-only document): each valid whole number replaces its default. */
export function readOrderLimits(raw: unknown): OrderLimits {
  const fields = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const pick = (key: keyof OrderLimits): number => {
    const value = fields[key];
    return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= ORDER_LIMIT_CEILING ? value : ORDER_LIMIT_DEFAULTS[key];
  };
  return {
    perLink: pick('perLink'), perAddress: pick('perAddress'), perStore: pick('perStore'), pending: pick('pending'),
    pendingPerLink: pick('pendingPerLink'), pendingPerAddress: pick('pendingPerAddress'),
  };
}

/** Shards of a counter so that, at its limit, each takes about one write a second. */
export function shardsFor(limitPerWindow: number, windowMs = ORDER_WINDOW_MS): number {
  const perSecond = limitPerWindow / (windowMs / 1000);
  return Math.max(1, Math.ceil(perSecond / WRITES_PER_SHARD_PER_SECOND));
}

export interface RateWindow {
  /** Start of the current window, epoch ms; the previous one started windowMs earlier. */
  start: number;
  /** How far into the current window `now` is, 0 to 1. */
  elapsed: number;
}

export function windowAt(now: number, windowMs = ORDER_WINDOW_MS): RateWindow {
  const start = Math.floor(now / windowMs) * windowMs;
  return { start, elapsed: (now - start) / windowMs };
}

/**
 * The sliding-window estimate: the previous window's count weighted by the
 * part of it still inside the last windowMs, plus the current window's count.
 */
export function slidingCount(previous: number, current: number, span: RateWindow): number {
  return previous * (1 - span.elapsed) + current;
}

/** Whole seconds until one more order fits under `limit` (at least 1). */
export function secondsUntilRoom(previous: number, current: number, limit: number, span: RateWindow, windowMs = ORDER_WINDOW_MS): number {
  let waitMs: number;
  if (current < limit && previous > 0) {
    // Still in this span: the previous span's weight must fall enough.
    const elapsedNeeded = 1 - (limit - 1 - current) / previous;
    waitMs = Math.max(0, elapsedNeeded - span.elapsed) * windowMs;
  } else {
    // Only the next window has room: this one's count, weighted, must fall.
    const elapsedNeeded = current > 0 ? Math.max(0, 1 - (limit - 1) / current) : 0;
    waitMs = (1 - span.elapsed) * windowMs + elapsedNeeded * windowMs;
  }
  // Rounded to the millisecond first, so float noise never adds a second.
  return Math.max(1, Math.ceil(Math.round(waitMs) / 1000));
}

export interface ScopeCount {
  scope: RateScope;
  previous: number;
  current: number;
}

export type FloodDecision =
  | { allowed: true }
  | { allowed: false; reason: RateScope; waitSeconds: number }
  | { allowed: false; reason: 'pending' | 'pendingLink' | 'pendingAddress' };

/** The unconfirmed orders an order would join: the store's, its table link's and its address's. */
export interface PendingCounts {
  store: number;
  link: number;
  address: number;
}

/**
 * `counts` include the order being decided when it was already reserved
 * (`reserved`), so a count equal to the limit is then still within it.
 */
export function decideOrder(counts: readonly ScopeCount[], pending: PendingCounts, limits: OrderLimits, span: RateWindow, reserved: boolean): FloodDecision {
  const own = reserved ? 1 : 0;
  for (const c of counts) {
    const limit = limitOf(limits, c.scope);
    if (slidingCount(c.previous, c.current - own, span) + 1 > limit) {
      return { allowed: false, reason: c.scope, waitSeconds: secondsUntilRoom(c.previous, c.current - own, limit, span) };
    }
  }
  if (pending.link >= limits.pendingPerLink) return { allowed: false, reason: 'pendingLink' };
  if (pending.address >= limits.pendingPerAddress) return { allowed: false, reason: 'pendingAddress' };
  if (pending.store >= limits.pending) return { allowed: false, reason: 'pending' };
  return { allowed: true };
}

/**
 * The address an order is counted under. IPv6 hands a whole /64 to one
 * subscriber, so a client could take a new address per order inside it: the
 * /64 is the unit. IPv4 inside IPv6 (::ffff:a.b.c.d) is its IPv4 address.
 */
export function addressKey(address: string): string {
  const plain = address.trim().toLowerCase().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped) return mapped[1] as string;
  if (!plain.includes(':')) return plain;
  const [head = '', tail = ''] = plain.split('::');
  const headParts = head === '' ? [] : head.split(':');
  const tailParts = tail === '' ? [] : tail.split(':');
  const missing = plain.includes('::') ? 8 - headParts.length - tailParts.length : 0;
  const groups = [...headParts, ...Array.from({ length: Math.max(0, missing) }, () => '0'), ...tailParts];
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/**
 * The table links placeOrderSecure refuses now for their unconfirmed orders
 * (at the default cap: a store's own raised one is server-only), with how
 * many wait: the Table QR Codes section shows them, to confirm or to replace
 * the code.
 */
export function pausedLinks(
  orders: readonly { status: string; createdAt: number; tableLinkId?: string }[],
  now: number,
  cap = ORDER_LIMIT_DEFAULTS.pendingPerLink,
): Map<string, number> {
  const waiting = new Map<string, number>();
  for (const order of orders) {
    if (order.status !== 'pending' || !order.tableLinkId || order.createdAt < now - PENDING_SOURCE_WINDOW_MS) continue;
    waiting.set(order.tableLinkId, (waiting.get(order.tableLinkId) ?? 0) + 1);
  }
  return new Map([...waiting].filter(([, n]) => n >= cap));
}

/** The spec's words for a refusal: its rate-limit text with the wait, or its quota text for the unconfirmed cap. */
export function floodMessage(decision: Exclude<FloodDecision, { allowed: true }>): string {
  if ('waitSeconds' in decision) return MESSAGES.rateLimit.exceeded(decision.waitSeconds);
  if (decision.reason === 'pendingLink') return MESSAGES.ordering.tablePaused;
  if (decision.reason === 'pendingAddress') return MESSAGES.ordering.addressPaused;
  return MESSAGES.auth.quotaExceeded;
}
