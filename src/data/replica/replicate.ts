import type { DocumentData, Firestore } from 'firebase/firestore';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import type { RxReplicationPullStreamItem } from 'rxdb/plugins/core';
import { BehaviorSubject, distinctUntilChanged, filter, firstValueFrom, from, map, merge, mergeMap, of, Subject, switchMap, timeout, type Observable } from 'rxjs';
import { checkpointAt, compareStamps, pullPage, stampMinus, type PullCheckpoint, type PullSource, type Stamp, type StampedDoc } from './checkpoint';
import type { ReplicaDatabase } from './database';
import { leavesWindow, orderWindowStart } from '../../domain/orders/order-window';
import type { OrderStatus } from '../../domain/orders/orders';
import { liveSnapshots$ } from './firestore-pull';
import { documentSource, subcollectionSource, toReplicaDoc } from './rest-pull';
import { restFirestore } from '../firebase/rest-firestore';
import { isPullCheckpoint, liveStep, type LiveSnapshot } from './live-snapshot';
import { activeOrders, firstWindowPage, purgeOrdersOutsideWindow } from './order-window';
import { PagePieces, type Piece } from './page-pieces';
import { REPLICATED, type ReplicaCollectionName, type ReplicaDoc } from './schemas';
import { ALL_PULLS, HISTORY_PULLS, MENU_PULLS, SCREEN_PULLS } from './sync-plan';

export type Replication = RxReplicationState<ReplicaDoc, PullCheckpoint>;

/** Where one collection's pages and its live listener's answers come from. */
export interface PullFeed {
  source: PullSource<DocumentData>;
  /** The listener on the newest documents, or given `from`, on every document stamped at or after it. */
  changes(from?: Stamp): Observable<LiveSnapshot<DocumentData>>;
}

export interface ReplicateOptions {
  batchSize?: number;
  /** Only the leader tab replicates (default); tests with one instance may say false. */
  waitForLeadership?: boolean;
  live?: boolean;
  /**
   * Called when the whole store is caught up: once every collection's pull has
   * reached the end of what the server has, and on each later catch-up.
   */
  onCaughtUp?: () => void;
  /** Called once per collection, when its first pull here has caught up and is stored locally. */
  onCollectionCaughtUp?: (collection: ReplicaCollectionName) => void;
  /** Firestore unless a test says otherwise. */
  feed?: (path: string, isDocument: boolean) => PullFeed;
  /**
   * Where the device's window of orders starts (order-window.ts), epoch ms;
   * default: ORDER_WINDOW_DAYS before today. null keeps every order (tests of other things).
   */
  orderWindowStart?: (() => number) | null;
  /** The collections to pull (pullsFor the member's role); default every one. */
  collections?: readonly ReplicaCollectionName[];
  /** Default LATE_CHECK_MS. */
  lateCheckMs?: number;
  /**
   * The active orders, asked for before the replica was open (activeOrders):
   * the orders' first page on a new device. Any read before the window's
   * pages will do, since whatever changes after it gets a later stamp and is
   * pulled with them.
   */
  activeOrdersAhead?: Promise<StampedDoc<DocumentData>[]>;
}

export interface StoreReplication {
  /** Resolves once every collection has caught up (the first pulls, then the later ones). */
  awaitInitialReplication(): Promise<void>;
  cancel(): Promise<void>;
}

/**
 * How far before the checkpoint each pull looks again for documents that
 * became visible after it passed them (see pullPage): commits that take
 * longer than this to show are not covered.
 */
export const LATE_WINDOW_MS = 10_000;

/**
 * Until a collection's pull first reaches the end here, its listener watches
 * the newest LATE_WATCH_DOCS, and it is the pull that reads LATE_WINDOW_MS
 * back for a commit that became visible behind the checkpoint once more than
 * that many newer documents were written (one within them is applied from the
 * answer). So while live changes come, a pull runs every LATE_CHECK_MS, and
 * after the last change one runs between LATE_CHECK_MS and twice that later:
 * a commit that shows within LATE_CHECK_MS of its stamp is found while it is
 * still in the pull's reach. After that the listener is bounded below by the
 * checkpoint less LATE_WINDOW_MS: a late commit stamped after that shows in
 * it, whenever it shows, and no late check runs.
 */
export const LATE_CHECK_MS = 3_000;

/**
 * A bounded listener holding more documents than this starts again from the
 * checkpoint less LATE_WINDOW_MS, so that what it holds (and what its first
 * answer sends) stays small through a day of service.
 */
export const LIVE_BOUND_DOCS = 50;

/** Documents per pull page. */
const PAGE = 100;
/**
 * The orders' pages after the first are larger: a busy store's window is
 * 13,500 orders, and each page is a query (the emulator scans the collection
 * for each), so fewer pages bring the window sooner.
 */
const ORDERS_PAGE = 500;
/**
 * The most documents RxDB is handed at once (page-pieces.ts): a bulk write of
 * 200 orders stays well under a 100 ms task. At most twice PAGE, RxDB's batch.
 */
const PIECE = 2 * PAGE;
/**
 * RxDB merges what it is handed while a write runs into the next write, so a
 * piece is handed only once the one before is stored; this long at most,
 * should its write never show (documents the replica held already).
 */
const PIECE_STORED_WAIT_MS = 1_000;

/** How long the menu waits for the orders' first page before it starts anyway. */
export const MENU_WAITS_AT_MOST_MS = 2_000;

/** How often a running device lets the final orders that aged out of its window go. */
const PURGE_EVERY_MS = 60 * 60 * 1000;
/** After the orders pull catches up, its documents are written locally first: the purge waits this long. */
const PURGE_AFTER_PULL_MS = 2_000;

/** A final order placed before the window that has not changed since the window began: the pull never reads it. */
function beforeWindow(stamp: Stamp, order: ReplicaDoc, windowStartMs: number): boolean {
  if (stamp.seconds * 1000 + stamp.nanoseconds / 1e6 >= windowStartMs) return false;
  return typeof order.createdAt === 'number' && leavesWindow({ status: order.status as OrderStatus, createdAt: order.createdAt }, windowStartMs);
}

const pathOf = (storeId: string, collection: ReplicaCollectionName) =>
  collection === 'store' ? `stores/${storeId}` : `stores/${storeId}/${REPLICATED[collection]}`;

/** Each collection's pages and live listener from Firestore (the bench wraps it to count what is pulled). */
export function firestoreFeed(firestore: Firestore) {
  return (path: string, isDocument: boolean): PullFeed => ({
    source: isDocument ? documentSource(restFirestore(firestore), path) : subcollectionSource(restFirestore(firestore), path),
    changes: (from?: Stamp) => liveSnapshots$(firestore, path, isDocument, from),
  });
}

/**
 * Pulls the store document and every replicated sub-collection of `storeId`,
 * each screen's own data first (sync-plan.ts): the store and the orders' first
 * page with every active order, then the menu, then the rest of the window of
 * orders beside the other screens' data, and the history last.
 */
export function replicateStore(
  db: ReplicaDatabase,
  firestore: Firestore,
  storeId: string,
  options: ReplicateOptions = {},
): StoreReplication {
  const feed = options.feed ?? firestoreFeed(firestore);
  // One collection done is not the store synced: 'Last synced' waits for all.
  const pulled = new Set(options.collections ?? ALL_PULLS);
  const caughtUp = new Set<ReplicaCollectionName>();
  const markCaughtUp = (collection: ReplicaCollectionName) => {
    caughtUp.add(collection);
    if (caughtUp.size === pulled.size) options.onCaughtUp?.();
  };
  const replications: Replication[] = [];
  let cancelled = false;
  const windowStart = options.orderWindowStart === undefined ? () => orderWindowStart(Date.now()) : options.orderWindowStart;
  // Every timer the replication starts, stopped on cancel.
  const stops: (() => void)[] = [];
  let purgeSoon: ReturnType<typeof setTimeout> | undefined;
  const purge = () => {
    if (cancelled || !windowStart) return;
    purgeOrdersOutsideWindow(db.orders, windowStart()).catch((error: unknown) => {
      // A replica closing under a cancelled replication; the next purge tries again.
      if (!cancelled) console.warn('Purging old orders failed; will retry', error);
    });
  };
  const schedulePurge = () => {
    if (purgeSoon) clearTimeout(purgeSoon);
    purgeSoon = setTimeout(purge, PURGE_AFTER_PULL_MS);
  };

  // The orders' first page (every active order) comes before the menu; their further pages after it.
  let ordersFirstPageIn = () => undefined as void;
  const ordersFirstPage = new Promise<void>((resolve) => (ordersFirstPageIn = resolve));
  let menuIn = () => undefined as void;
  const menuCaughtUp = new Promise<void>((resolve) => (menuIn = resolve));
  let ordersFirstPageDone = false;

  const live = options.live ?? true;
  const start = (collection: ReplicaCollectionName): Promise<void> => {
    const path = pathOf(storeId, collection);
    const { source, changes } = feed(path, collection === 'store');
    const windowed = collection === 'orders' && windowStart !== null;
    // A device without the window yet pulls the active orders alone first, as a
    // page of their own (the board shows them while the window follows), then
    // goes on from the window's start. RxDB ends a pull at a page smaller than
    // its batch, so a resync carries on: only a live replication takes one.
    let activeFirst = windowed && live;
    let ahead = windowed ? options.activeOrdersAhead : undefined;
    let pulledToEnd = () => undefined as void;
    const atEnd = new Promise<void>((resolve) => (pulledToEnd = resolve));
    // The checkpoint the replica holds, or will once what was handed to RxDB
    // is stored: RxDB applies pull pages and live items in the order it gets them.
    let known: PullCheckpoint | undefined;
    const lateCheck = new Subject<'RESYNC'>();
    let lateCheckTimer: ReturnType<typeof setTimeout> | undefined;
    let lastLiveChange = 0;
    const pieces = new PagePieces<DocumentData>(PIECE);
    let firstCatchUpStored = false;
    // The pull reached the end, but the pieces of its last page are not all handed out yet.
    let boundOncePiecesIn = false;
    let pieceStored: Promise<unknown> = Promise.resolve();
    /** Watches for the write of the piece being handed out, when another follows it. */
    const handOut = (piece: Piece<DocumentData>) => {
      const last = piece.documents[piece.documents.length - 1];
      if (pieces.pending && last) {
        pieceStored = firstValueFrom(
          db[collection].storageInstance.changeStream().pipe(
            filter((bulk) => bulk.events.some((e) => e.documentId === last.id)),
            map(() => undefined),
            timeout({ first: PIECE_STORED_WAIT_MS, with: () => of(undefined) }),
          ),
        );
      }
      return { documents: piece.documents.map((d) => toReplicaDoc(d.id, d.data)), checkpoint: piece.checkpoint as PullCheckpoint };
    };
    const lateCheckMs = options.lateCheckMs ?? LATE_CHECK_MS;
    const checkLate = () => {
      lateCheckTimer = undefined;
      if (cancelled) return;
      lateCheck.next('RESYNC');
      // A change just before this check gets one more after it: what it passed may show a moment later.
      if (Date.now() - lastLiveChange < lateCheckMs) lateCheckTimer = setTimeout(checkLate, lateCheckMs);
    };
    const scheduleLateCheck = () => {
      lastLiveChange = Date.now();
      if (!lateCheckTimer && !cancelled && collection !== 'store') lateCheckTimer = setTimeout(checkLate, lateCheckMs);
    };
    stops.push(() => clearTimeout(lateCheckTimer));
    // Where the listener is bounded below: undefined while it watches the newest.
    const listenFrom = new BehaviorSubject<Stamp | undefined>(undefined);
    const boundListener = () => {
      if (cancelled || !known || collection === 'store') return;
      const next = stampMinus(known, LATE_WINDOW_MS);
      const current = listenFrom.value;
      if (!current || compareStamps(next, current) > 0) listenFrom.next(next);
    };
    // The orders' listener (their newest, which the server sorts the whole
    // collection for) starts once their first page is in, so it does not
    // compete with it; the pull covers what changed before.
    const listening$ = collection === 'orders' ? from(ordersFirstPage) : of(undefined);
    const listened$ = listening$.pipe(
      switchMap(() => listenFrom.pipe(distinctUntilChanged())),
      switchMap((bound) => changes(bound)),
    );
    const live$ = listened$.pipe(
      mergeMap((snapshot): RxReplicationPullStreamItem<ReplicaDoc, PullCheckpoint>[] => {
        const step = liveStep(known, snapshot);
        // As the pull: final orders last changed before the window stay off the device.
        const documents = step.documents
          .map((d) => ({ stamp: d.stamp, doc: toReplicaDoc(d.id, d.data) }))
          .filter(({ stamp, doc }) => !(windowed && windowStart && beforeWindow(stamp, doc, windowStart())))
          .map(({ doc }) => doc);
        const items: RxReplicationPullStreamItem<ReplicaDoc, PullCheckpoint>[] = [];
        if (documents.length > 0) {
          // RxDB stacks a checkpoint onto the stored one: an empty one leaves it as it is.
          items.push({ documents, checkpoint: step.advanceTo ?? ({} as PullCheckpoint) });
          if (step.advanceTo) known = step.advanceTo;
          // A bounded listener shows a late commit whenever it shows: no pull needed for it.
          if (!snapshot.coversFrom) scheduleLateCheck();
        }
        if (step.resync) items.push('RESYNC');
        // Outside the listener's own answer, which moving it would end.
        if (snapshot.coversFrom && (snapshot.size ?? 0) > LIVE_BOUND_DOCS) queueMicrotask(boundListener);
        return items;
      }),
    );
    const replication = replicateRxCollection<ReplicaDoc, PullCheckpoint>({
      collection: db[collection],
      // Checkpoints are kept per identifier: the store and the checkpoint format are in it;
      // the windowed orders pull starts afresh (at the window) on devices that pulled every order.
      replicationIdentifier: windowed ? `firestore-pull-v2-window-${path}` : `firestore-pull-v1-${path}`,
      live: options.live ?? true,
      waitForLeadership: options.waitForLeadership ?? true,
      retryTime: 5_000,
      autoStart: true,
      pull: {
        batchSize: options.batchSize ?? PAGE,
        async handler(stored, batchSize) {
          // The orders' first page is an ordinary one (it comes with every active order, and the board
          // waits for it); the rest are larger. RxDB goes on while a page holds at least batchSize.
          const laterOrdersPage = collection === 'orders' && ordersFirstPageDone;
          if (laterOrdersPage) await menuCaughtUp;
          const want = laterOrdersPage && options.batchSize === undefined ? ORDERS_PAGE : batchSize;
          const checkpoint = isPullCheckpoint(stored) ? stored : undefined;
          // The rest of a large page already read: no query, and nothing else to decide.
          if (pieces.pending) await pieceStored;
          const held = pieces.next(checkpoint);
          if (held) {
            if (held.checkpoint) known = held.checkpoint;
            if (boundOncePiecesIn && !pieces.pending) {
              boundOncePiecesIn = false;
              queueMicrotask(boundListener);
            }
            return handOut(held);
          }
          if (activeFirst && windowStart && !checkpoint) {
            // Asked for ahead (once), or now; an ahead read that failed is asked again.
            const active = await (ahead?.catch(() => activeOrders(source)) ?? activeOrders(source));
            ahead = undefined;
            activeFirst = false;
            // Nothing before the window's start is pulled: the window's pages go on from there.
            known = checkpointAt(windowStart());
            ordersFirstPageDone = true;
            ordersFirstPageIn();
            setTimeout(() => lateCheck.next('RESYNC'));
            return { documents: active.map((d) => toReplicaDoc(d.id, d.data)), checkpoint: known };
          }
          // The late re-read stays under RxDB's batchSize, so a page past the end still ends its loop.
          const late = { lateWindowMs: LATE_WINDOW_MS, lateRoom: batchSize };
          const page = windowed && !checkpoint && !live
            ? await firstWindowPage(source, windowStart(), want, late)
            : { ...(await pullPage(source, checkpoint ?? (windowed ? checkpointAt(windowStart()) : undefined), want, late)), pageSize: undefined };
          const pageSize = page.pageSize ?? page.documents.length;
          if (pageSize < want) {
            // The first time, only once what was pulled is stored (below): 'Last synced' never
            // shows while a screen still waits for the data it names.
            if (firstCatchUpStored) markCaughtUp(collection);
            pulledToEnd();
            if (windowed) schedulePurge();
          }
          const piece = pieces.first(page);
          if (piece.checkpoint) known = piece.checkpoint;
          // Caught up: from now on the listener holds every change from just before the checkpoint.
          boundOncePiecesIn = pageSize < want && live && !listenFrom.value && pieces.pending;
          if (pageSize < want && live && !listenFrom.value && !pieces.pending) queueMicrotask(boundListener);
          if (collection === 'orders') {
            ordersFirstPageDone = true;
            ordersFirstPageIn();
          }
          return handOut(piece);
        },
        stream$: merge(live$, lateCheck),
      },
    });
    replications.push(replication);
    // Resolves after the first pull's documents are written locally, so a
    // screen told "ready" never shows the empty replica of a moment before.
    // The orders' first pull may end after their active page: theirs is the pull to the window's end.
    const caughtUpHere = windowed && live
      ? Promise.all([replication.awaitInitialReplication(), atEnd.then(() => replication.awaitInSync())])
      : replication.awaitInitialReplication();
    return caughtUpHere.then(() => {
      if (cancelled) return;
      firstCatchUpStored = true;
      options.onCollectionCaughtUp?.(collection);
      markCaughtUp(collection);
    });
  };

  if (windowStart) {
    const hourly = setInterval(purge, PURGE_EVERY_MS);
    stops.push(() => clearInterval(hourly));
  }
  // A collection the member's role may not read is not pulled at all (the rules would refuse it).
  const startAll = (collections: readonly ReplicaCollectionName[]) =>
    (cancelled ? undefined : Promise.all(collections.filter((c) => pulled.has(c)).map(start)));
  const store = start('store');
  const orders = start('orders');
  // A first page that does not come (a held or failing link) must not keep the menu from every screen.
  let menuTimer: ReturnType<typeof setTimeout> | undefined;
  const menuMayStart = Promise.race([ordersFirstPage, new Promise<void>((resolve) => (menuTimer = setTimeout(resolve, MENU_WAITS_AT_MOST_MS)))]);
  stops.push(() => clearTimeout(menuTimer));
  const menu = menuMayStart.then(() => startAll(MENU_PULLS)).then(() => menuIn());
  const screens = menu.then(() => startAll(SCREEN_PULLS));
  const history = Promise.all([orders, menu]).then(() => startAll(HISTORY_PULLS));
  const all = Promise.all([store, orders, menu, screens, history]);
  // A cancelled replication never resolves its first sync: nothing waits on it then.
  all.catch(() => undefined);
  return {
    awaitInitialReplication: async () => {
      await all;
    },
    async cancel() {
      cancelled = true;
      stops.forEach((stop) => stop());
      if (purgeSoon) clearTimeout(purgeSoon);
      await Promise.all(replications.map((r) => r.cancel()));
    },
  };
}
