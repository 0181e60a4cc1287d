// One signed-in user's offline engine for one store: the replica and its pull,
// the outbox, and (in the leader tab only) the sender and the outbox upkeep.
import type { DocumentData, Firestore } from 'firebase/firestore';
import { auditTime, combineLatest, merge, startWith, Subscription } from 'rxjs';
import { touchedIds, type AnyCommand, type TouchedIds } from '../../domain/sync/commands';
import { absorbedCommandIds, type ReplicaIndex } from '../../domain/sync/overlay';
import { Outbox, type OutboxEntry } from '../outbox/outbox';
import { openReplica, type ReplicaDatabase } from '../replica/database';
import { replicateStore, type StoreReplication } from '../replica/replicate';
import type { ReplicaDoc } from '../replica/schemas';
import { restFirestore } from '../firebase/rest-firestore';
import type { StampedDoc } from '../replica/checkpoint';
import { activeOrdersAhead } from './orders-ahead';
import { ALL_PULLS, pullsFor } from '../replica/sync-plan';
import type { ReplicaCollectionName } from '../replica/schemas';
import type { Role } from '../../domain/shared/entities';
import { requestBackgroundSync } from '../sender/background-sync';
import type { UploadFile } from '../sender/file-upload';
import type { UploadImage } from '../sender/image-upload';
import { Sender } from '../sender/sender';
import { senderLockName, webLock } from '../sender/web-lock';
import type { TokenSource } from '../firebase/token-source';
import { CaughtUp } from './caught-up';
import { LastSynced } from './last-synced';
import { UploadProgress } from './upload-progress';

export interface EngineConfig {
  uid: string;
  storeId: string;
  firestore: Firestore;
  tokens: TokenSource;
  /** Base URL of the callable Functions. */
  functionsUrl: string;
  /** Uploads menu images before their commands (firebase/storage in the app). */
  uploadImage?: UploadImage;
  /** Uploads menu import files before their records (firebase/storage in the app). */
  uploadFile?: UploadFile;
  /** The App Check token the sender puts on each call (X-Firebase-AppCheck); undefined while App Check is off. */
  appCheckToken?: () => Promise<string | undefined>;
  /** The member's role in the store, as the token says: the replica pulls only what it may read. */
  role?: Role;
}

/** Delivered entries the replica never confirmed (e.g. a document deleted since) go after this long. */
const DELIVERED_TTL_MS = 10 * 60 * 1000;
const SAFETY_DRAIN_MS = 30 * 1000;
const RECHECK_DELIVERED_MS = 5 * 1000;
const UPKEEP_COALESCE_MS = 50;

export class OfflineEngine {
  readonly lastSynced: LastSynced;
  /** Which collections have synced once on this device: each screen waits only for its own. */
  readonly caughtUp: CaughtUp;
  /** How far this tab's sender got with each menu import file. */
  readonly uploadProgress = new UploadProgress();
  private replication: StoreReplication | undefined;
  private readonly subscriptions = new Subscription();
  private timers: ReturnType<typeof setTimeout>[] = [];
  private stopped = false;
  private sender: Sender | undefined;
  /** The collections this engine pulls (pullsFor its role). */
  readonly pulls: readonly ReplicaCollectionName[];

  private constructor(
    readonly config: EngineConfig,
    readonly replica: ReplicaDatabase,
    readonly outbox: Outbox,
  ) {
    this.lastSynced = new LastSynced(config.uid, config.storeId);
    this.caughtUp = new CaughtUp(config.uid, config.storeId);
    this.pulls = pullsFor(config.role);
    // A store synced whole before collections were tracked one by one has every one of them.
    if (this.lastSynced.read() !== null && this.caughtUp.collections().size === 0) this.caughtUp.mark(ALL_PULLS);
  }

  /**
   * A device whose orders never caught up asks for the active ones (its
   * first page) while the replica opens; undefined on one that has them.
   */
  static activeOrdersAhead(config: EngineConfig): Promise<StampedDoc<DocumentData>[]> | undefined {
    return activeOrdersAhead(restFirestore(config.firestore), config.uid, config.storeId);
  }

  static async start(config: EngineConfig, activeOrdersAhead = OfflineEngine.activeOrdersAhead(config)): Promise<OfflineEngine> {
    activeOrdersAhead?.catch(() => undefined);
    const replica = await openReplica(config.uid, config.storeId);
    const engine = new OfflineEngine(config, replica, new Outbox(config.uid));
    engine.replication = replicateStore(replica, config.firestore, config.storeId, {
      activeOrdersAhead,
      collections: engine.pulls,
      onCaughtUp: () => engine.lastSynced.mark(),
      onCollectionCaughtUp: (collection) => engine.caughtUp.mark([collection]),
    });
    // Every tab waits; the elected one sends (and keeps sending until it closes).
    void replica.waitForLeadership().then(() => engine.lead());
    return engine;
  }

  /** Queues a command already checked by src/domain; the view shows it at once. */
  async dispatch(command: AnyCommand, blobs: ReadonlyArray<{ blobId: string; blob: Blob }> = []): Promise<void> {
    await this.outbox.enqueue(command, blobs);
    void requestBackgroundSync();
  }

  /** Asks the leader's sender to deliver now (after a retry or discard in any tab it notices by itself). */
  kick(): void {
    if (this.sender) void this.drain();
  }

  private lead(): void {
    if (this.stopped) return;
    const { uid, tokens, functionsUrl, uploadImage, uploadFile, appCheckToken } = this.config;
    this.sender = new Sender({
      outbox: this.outbox, tokens, baseUrl: functionsUrl, lock: webLock(senderLockName(uid)), uploadImage, uploadFile, appCheckToken,
      onUploadProgress: (commandId, percent) => this.uploadProgress.report(commandId, percent),
    });
    // Any change of the outbox, in any tab, may be a new command to send.
    this.subscriptions.add(this.outbox.entries$().subscribe(() => this.kick()));
    // Any change of the replica may absorb a delivered command. The collections'
    // write events say so without a query: a live query of every order would
    // hand over the whole window (13,000 for a busy store) on each change, and
    // a first sync writes a page at a time, so the checks are coalesced.
    const { categories, menuitems, orders, store, customermessages, uploadhistory } = this.replica;
    const replicaChanged$ = merge(...[categories, menuitems, orders, store, customermessages, uploadhistory].map((c) => c.eventBulks$))
      .pipe(auditTime(UPKEEP_COALESCE_MS), startWith(null));
    const upkeep$ = combineLatest([this.outbox.entries$(), replicaChanged$]);
    this.subscriptions.add(upkeep$.subscribe(([entries]) => void this.purgeAbsorbed(entries)));
    // The purge above runs on changes; a change it missed (a tab that closed
    // mid-check, a mark made by the service worker while this tab was busy)
    // would leave a delivered entry until its TTL. Checking again while any
    // wait costs one read of the outbox.
    const recheck = setInterval(() => void this.outbox.all().then((entries) => this.purgeAbsorbed(entries)), RECHECK_DELIVERED_MS);
    this.subscriptions.add(() => clearInterval(recheck));
    const onOnline = () => {
      this.sender?.connectionRestored();
      this.kick();
    };
    globalThis.addEventListener?.('online', onOnline);
    this.subscriptions.add(() => globalThis.removeEventListener?.('online', onOnline));
    const safety = setInterval(() => this.kick(), SAFETY_DRAIN_MS);
    this.subscriptions.add(() => clearInterval(safety));
    this.kick();
  }

  /**
   * Drops this store's delivered entries that the replica shows (or whose TTL
   * passed). The outbox holds every store's commands; only this store's can be
   * judged against this store's replica. The others wait for their own engine.
   */
  private async purgeAbsorbed(entries: readonly OutboxEntry[]): Promise<void> {
    const mine = entries.filter((e) => e.command.storeId === this.config.storeId);
    if (this.stopped || !mine.some((e) => e.status === 'delivered')) return;
    try {
      // Orders and messages are judged by the rows their commands touch only:
      // read those by id, not every order of the window (13,000 for a busy
      // store) on each change during a rush.
      const ids = (kind: keyof TouchedIds) => [...new Set(mine.flatMap((e) => touchedIds(e.command)[kind] ?? []))];
      const [categories, items, orders, store, messages, uploads, deleted] = await Promise.all([
        this.replica.categories.find().exec(),
        this.replica.menuitems.find().exec(),
        this.replica.orders.findByIds(ids('orders')).exec(),
        this.replica.store.findOne(this.config.storeId).exec(),
        this.replica.customermessages.findByIds(ids('customerMessages')).exec(),
        this.replica.uploadhistory.find().exec(),
        this.tombstonesOf(mine),
      ]);
      const index: ReplicaIndex = {
        categories: new Map(categories.map((d) => [d.id, d.toJSON()])),
        menuItems: new Map(items.map((d) => {
          const json = d.toJSON();
          return [d.id, { ...json, categories: Array.isArray(json.categories) ? (json.categories as string[]) : [] }];
        })),
        orders: new Map([...orders.values()].map((d) => [d.id, d.toJSON()])),
        store: store?.toJSON(),
        customerMessages: new Map([...messages.values()].map((d) => [d.id, d.toJSON()])),
        uploads: new Map(uploads.map((d) => [d.id, d.toJSON()])),
        deleted,
      };
      const absorbed = absorbedCommandIds(mine, index);
      const now = Date.now();
      const done = mine.filter((e) => absorbed.has(e.command.id) || (e.status === 'delivered' && now - (e.deliveredAt ?? now) > DELIVERED_TTL_MS));
      if (!this.stopped && done.length > 0) await this.outbox.purgeDelivered(done.map((e) => e.id));
    } catch (error) {
      // A replica closing under a stopping engine; the next change or check tries again.
      if (!this.stopped) console.warn('Outbox upkeep failed; will retry', error);
    }
  }

  /**
   * The replica's tombstones of the rows delivered commands touch: the proof
   * that a delete was pulled, or that a row changed earlier was deleted since
   * (live queries never show deleted rows).
   */
  private async tombstonesOf(entries: readonly OutboxEntry[]): Promise<NonNullable<ReplicaIndex['deleted']>> {
    const delivered = entries.filter((e) => e.status === 'delivered');
    const read = async (collection: ReplicaDatabase['categories'], ids: string[]) => {
      if (this.stopped || ids.length === 0) return new Map<string, ReplicaDoc>();
      const docs = await collection.storageInstance.findDocumentsById([...new Set(ids)], true);
      return new Map(docs.filter((d) => d._deleted).map((d) => [d.id, d as ReplicaDoc]));
    };
    const [categories, menuItems] = await Promise.all([
      read(this.replica.categories, delivered.flatMap((e) => touchedIds(e.command).categories ?? [])),
      read(this.replica.menuitems, delivered.flatMap((e) => touchedIds(e.command).menuItems ?? [])),
    ]);
    return { categories, menuItems };
  }

  private async drain(): Promise<void> {
    const report = await this.sender?.drain();
    if (report?.retryInMs !== undefined && !this.stopped) this.timers.push(setTimeout(() => this.kick(), report.retryInMs));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.subscriptions.unsubscribe();
    this.timers.forEach(clearTimeout);
    await this.replication?.cancel();
    this.outbox.close();
    await this.replica.close();
  }
}
