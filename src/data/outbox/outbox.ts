// The durable queue of the user's commands (IndexedDB through Dexie), one
// database per user, so queued work survives reloads, closed tabs and restarts
// and is readable by every tab and by the service worker.
import { Dexie, liveQuery, type EntityTable, type Observable } from 'dexie';
import type { AnyCommand } from '../../domain/sync/commands';
import type { DeliveryFailure } from '../../domain/sync/command-policy';
import type { PendingCommand } from '../../domain/sync/overlay';

export interface OutboxEntry extends PendingCommand {
  /** Queue position: commands are delivered in this order. */
  seq?: number;
  id: string;
  queuedAt: number;
  /** Transient failures of this command so far. */
  attempts: number;
  /**
   * Server faults (command-policy isServerFault) of this command in a row;
   * other transient failures neither count nor break the row. Kept here so a
   * reload does not start the count again; a retry starts a new entry at 0.
   */
  serverFaults?: number;
  /** Answers of a server in trouble while online (command-policy countsTowardsSettingAside), and when the first came. */
  answered?: number;
  answeredSince?: number;
  /** Why the server refused it (failed), or the last transient trouble (queued). */
  failure?: DeliveryFailure;
  deliveredAt?: number;
}

export function outboxName(uid: string): string {
  return `outbox-${uid}`;
}

/** A file a command carries (a chosen image), kept until the command is gone. */
export interface OutboxBlob {
  blobId: string;
  /** The command that uploads it. */
  commandId: string;
  blob: Blob;
}

class OutboxDb extends Dexie {
  entries!: EntityTable<OutboxEntry, 'seq'>;
  blobs!: EntityTable<OutboxBlob, 'blobId'>;
  constructor(name: string) {
    super(name);
    this.version(1).stores({ entries: '++seq, &id, status' });
    this.version(2).stores({ entries: '++seq, &id, status', blobs: '&blobId, commandId' });
  }
}

export class Outbox {
  private readonly db: OutboxDb;

  constructor(
    readonly uid: string,
    private readonly now: () => number = Date.now,
  ) {
    this.db = new OutboxDb(outboxName(uid));
  }

  /** Queues the command, with the files it carries, in one transaction: both or neither. */
  async enqueue(command: AnyCommand, blobs: ReadonlyArray<{ blobId: string; blob: Blob }> = []): Promise<void> {
    await this.db.transaction('rw', this.db.entries, this.db.blobs, async () => {
      await this.db.entries.add({ id: command.id, command, status: 'queued', queuedAt: this.now(), attempts: 0 });
      if (blobs.length) await this.db.blobs.bulkAdd(blobs.map((b) => ({ ...b, commandId: command.id })));
    });
  }

  /** A file a queued command carries, if it is still here. */
  async blob(blobId: string): Promise<Blob | undefined> {
    return (await this.db.blobs.get(blobId))?.blob;
  }

  /** Every entry in queue order. */
  all(): Promise<OutboxEntry[]> {
    return this.db.entries.orderBy('seq').toArray();
  }

  /** The entries, live, also when another tab or the service worker changes them. */
  entries$(): Observable<OutboxEntry[]> {
    return liveQuery(() => this.all());
  }

  /** What signing out would lose: commands waiting to be sent, and those the server refused. */
  async unsent(): Promise<{ pending: number; refused: number }> {
    const [pending, refused] = await Promise.all([
      this.db.entries.where('status').equals('queued').count(),
      this.db.entries.where('status').equals('failed').count(),
    ]);
    return { pending, refused };
  }

  /**
   * The oldest queued command of a store not in `held`: each store's commands
   * keep their order, and one store's trouble does not hold back another's.
   */
  async nextQueued(held: ReadonlySet<string> = new Set()): Promise<OutboxEntry | undefined> {
    return this.db.entries.orderBy('seq').filter((e) => e.status === 'queued' && !held.has(e.command.storeId)).first();
  }

  get(id: string): Promise<OutboxEntry | undefined> {
    return this.db.entries.where('id').equals(id).first();
  }

  async markDelivered(id: string, committedAt: number): Promise<void> {
    await this.db.entries.where('id').equals(id).modify({ status: 'delivered', committedAt, deliveredAt: this.now() });
  }

  async markFailed(id: string, failure: DeliveryFailure): Promise<void> {
    await this.db.entries.where('id').equals(id).modify({ status: 'failed', failure });
  }

  /**
   * Records a failed attempt that keeps the command queued, with `answeredAt`
   * when it counts towards setting the command aside; returns its server
   * faults in a row and its counted answers since the first.
   */
  async recordTransient(
    id: string, failure: DeliveryFailure, serverFault = false, answeredAt?: number,
  ): Promise<{ serverFaults: number; answered: number; answeredSince?: number }> {
    let record: { serverFaults: number; answered: number; answeredSince?: number } = { serverFaults: 0, answered: 0 };
    await this.db.entries.where('id').equals(id).modify((e) => {
      e.attempts += 1;
      e.failure = failure;
      if (serverFault) e.serverFaults = (e.serverFaults ?? 0) + 1;
      if (answeredAt !== undefined) {
        e.answered = (e.answered ?? 0) + 1;
        e.answeredSince ??= answeredAt;
      }
      record = { serverFaults: e.serverFaults ?? 0, answered: e.answered ?? 0, answeredSince: e.answeredSince };
    });
    return record;
  }

  /** A failed command goes to the back of the queue with the same id (the server recorded nothing). */
  async retry(id: string): Promise<void> {
    await this.db.transaction('rw', this.db.entries, async () => {
      const entry = await this.get(id);
      if (!entry || entry.status !== 'failed') return;
      await this.db.entries.where('id').equals(id).delete();
      await this.db.entries.add({ id, command: entry.command, status: 'queued', queuedAt: this.now(), attempts: 0 });
    });
  }

  async discard(id: string): Promise<void> {
    await this.db.transaction('rw', this.db.entries, this.db.blobs, async () => {
      await this.db.entries.where('id').equals(id).delete();
      await this.db.blobs.where('commandId').equals(id).delete();
    });
  }

  /**
   * Drops delivered entries: once the replica shows them, they have nothing left
   * to say. Their files go with them (until then the screens show the local copy).
   */
  async purgeDelivered(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.transaction('rw', this.db.entries, this.db.blobs, async () => {
      const gone = await this.db.entries.where('id').anyOf([...ids]).and((e) => e.status === 'delivered').toArray();
      await this.db.entries.bulkDelete(gone.map((e) => e.seq).filter((seq): seq is number => seq !== undefined));
      await this.db.blobs.where('commandId').anyOf(gone.map((e) => e.id)).delete();
    });
  }

  close(): void {
    this.db.close();
  }

  /** Signing out: the user's queued work leaves the device with them. */
  static async destroy(uid: string): Promise<void> {
    await Dexie.delete(outboxName(uid));
  }
}
