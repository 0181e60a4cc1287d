// placeOrderSecure's flood limits on Firestore (rules in
// src/domain/orders/order-flood.ts). The counters live outside the order's
// transaction: `orderCounters/{scope}_{key}_{windowStart}_{shard}`, one
// document per scope, minute and shard, increased with blind increments so no
// order waits on another's lock and no document is written more than about
// once a second at the limits. Old windows expire through `expireAt` (a TTL
// policy, see docs/deploy.md).
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { DomainError } from '../../../src/domain/shared/errors';
import {
  decideOrder,
  floodMessage,
  limitOf,
  ORDER_WINDOW_MS,
  PENDING_SOURCE_WINDOW_MS,
  RATE_SCOPES,
  readOrderLimits,
  shardsFor,
  windowAt,
  type OrderLimits,
  type PendingCounts,
  type RateScope,
  type RateWindow,
  type ScopeCount,
} from '../../../src/domain/orders/order-flood';
import { readDailyStats } from '../../../src/domain/analytics/daily-stats';
import { pendingCapRollupIds, pendingInRollups } from '../../../src/domain/analytics/recent-pending';
import { storeTimeZone } from '../../../src/domain/shared/store-day';

/** Server-only collections (closed by firestore.rules' catch-all). */
const COUNTERS = 'orderCounters';
const LIMITS = 'orderLimits';
/** Each store's salt for the tag its orders carry of their client's address (never the address itself). */
const SALTS = 'orderSalts';

export interface OrderSource {
  storeId: string;
  linkId: string;
  /** The client's address as addressKey() makes it. */
  address: string;
}

/** A document id that names the counted thing without storing the address itself. */
const keyOf = (source: OrderSource, scope: RateScope): string => {
  const raw = scope === 'link' ? source.linkId : scope === 'address' ? `${source.storeId}|${source.address}` : source.storeId;
  return createHash('sha256').update(`${scope}|${raw}`).digest('hex').slice(0, 32);
};

function shardRefs(db: Firestore, source: OrderSource, scope: RateScope, windowStart: number, limits: OrderLimits): DocumentReference[] {
  const shards = shardsFor(limitOf(limits, scope));
  return Array.from({ length: shards }, (_, s) => db.doc(`${COUNTERS}/${scope}_${keyOf(source, scope)}_${windowStart}_${s}`));
}

async function countAll(db: Firestore, source: OrderSource, limits: OrderLimits, span: RateWindow): Promise<ScopeCount[]> {
  const groups = RATE_SCOPES.map((scope) => ({
    scope,
    previous: shardRefs(db, source, scope, span.start - ORDER_WINDOW_MS, limits),
    current: shardRefs(db, source, scope, span.start, limits),
  }));
  const refs = groups.flatMap((g) => [...g.previous, ...g.current]);
  const snaps = await db.getAll(...refs);
  const n = new Map(snaps.map((s) => [s.ref.path, Number(s.get('n') ?? 0) || 0]));
  const sum = (list: DocumentReference[]) => list.reduce((total, ref) => total + (n.get(ref.path) ?? 0), 0);
  return groups.map((g) => ({ scope: g.scope, previous: sum(g.previous), current: sum(g.current) }));
}

/** The store's recent unconfirmed orders, from its day rollups (a few reads by id, never a scan of the orders). */
async function pendingOrders(db: Firestore, storeId: string, timeZone: string, now: number): Promise<number> {
  const rollups = db.collection(`stores/${storeId}/dailyStats`);
  const snaps = await db.getAll(...pendingCapRollupIds(now, timeZone).map((id) => rollups.doc(id)));
  return pendingInRollups(snaps.filter((s) => s.exists && s.get('_deleted') !== true).map((s) => readDailyStats(s.id, s.data() ?? {})));
}

/**
 * The tag an order carries of the client address it came from
 * (`placedFrom`), so the store's unconfirmed orders can be counted per
 * address: a salted hash, the salt the store's own and server-only, so those
 * who read the orders cannot try every IPv4 address against it.
 */
async function addressTag(db: Firestore, storeId: string, address: string): Promise<string> {
  const ref = db.doc(`${SALTS}/${storeId}`);
  let salt: unknown = (await ref.get()).get('salt');
  if (typeof salt !== 'string') {
    const made = randomBytes(16).toString('hex');
    // Two first orders at once: the one created first is everyone's salt.
    salt = await ref.create({ salt: made }).then(() => made, async () => (await ref.get()).get('salt'));
  }
  return createHash('sha256').update(`${String(salt)}|${address}`).digest('hex').slice(0, 32);
}

/**
 * The unconfirmed orders an order would join: the store's recent ones (its
 * rollups), and those of the last day from its table link and from its
 * address (two count queries).
 */
async function pendingCounts(db: Firestore, source: OrderSource, placedFrom: string, timeZone: string, now: number): Promise<PendingCounts> {
  const since = Timestamp.fromMillis(now - PENDING_SOURCE_WINDOW_MS);
  const waiting = db.collection(`stores/${source.storeId}/orders`).where('status', '==', 'pending').where('_deleted', '==', false).where('createdAt', '>=', since);
  const [store, link, address] = await Promise.all([
    pendingOrders(db, source.storeId, timeZone, now),
    waiting.where('tableLinkId', '==', source.linkId).count().get(),
    waiting.where('placedFrom', '==', placedFrom).count().get(),
  ]);
  return { store, link: link.data().count, address: address.data().count };
}

export interface Reservation {
  /** The tag of the client's address the order carries (`placedFrom`). */
  placedFrom: string;
  /** Gives the reserved places back: the order was not made (refused, failed, or a replay). */
  release(): Promise<void>;
}

function refuseIf(counts: ScopeCount[], pending: PendingCounts, limits: OrderLimits, span: RateWindow, reserved: boolean): void {
  const decision = decideOrder(counts, pending, limits, span, reserved);
  if (!decision.allowed) throw new DomainError('resource-exhausted', floodMessage(decision));
}

/**
 * Reads first (a flood of refused calls costs reads only), then reserves one
 * place in each scope and reads again: every admitted order's reservation is
 * visible before it is admitted, so racing calls cannot all slip under a limit
 * (at worst two racing calls both step back). The unconfirmed cap is read
 * once, from the rollups of today and yesterday.
 */
export async function reserveOrder(db: Firestore, source: OrderSource, now = Date.now()): Promise<Reservation> {
  const [limitsDoc, store] = await db.getAll(db.doc(`${LIMITS}/${source.storeId}`), db.doc(`stores/${source.storeId}`));
  const limits = readOrderLimits(limitsDoc?.data());
  const span = windowAt(now);
  const placedFrom = await addressTag(db, source.storeId, source.address);
  const [counts, pending] = await Promise.all([
    countAll(db, source, limits, span),
    pendingCounts(db, source, placedFrom, storeTimeZone(store?.get('timeZone')), now),
  ]);
  refuseIf(counts, pending, limits, span, false);

  const expireAt = Timestamp.fromMillis(span.start + 3 * ORDER_WINDOW_MS);
  const chosen = RATE_SCOPES.map((scope) => {
    const refs = shardRefs(db, source, scope, span.start, limits);
    return refs[randomInt(refs.length)] as DocumentReference;
  });
  const add = async (delta: number) => {
    const batch = db.batch();
    for (const ref of chosen) batch.set(ref, { n: FieldValue.increment(delta), expireAt }, { merge: true });
    await batch.commit();
  };
  await add(1);
  const reservation: Reservation = { placedFrom, release: () => add(-1) };
  try {
    refuseIf(await countAll(db, source, limits, span), pending, limits, span, true);
  } catch (error) {
    await reservation.release();
    throw error;
  }
  return reservation;
}
