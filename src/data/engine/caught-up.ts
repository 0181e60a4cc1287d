// Which replicated collections have caught up at least once on this device,
// per user and store. Local state (localStorage) written by the replicating
// (leader) tab and read by every tab, like LastSynced: a screen is ready once
// the collections it reads are in here, and never waits on the network.
import type { ReplicaCollectionName } from '../replica/schemas';

const PREFIX = 'sync:caughtUp:';
const key = (uid: string, storeId: string) => `${PREFIX}${uid}:${storeId}`;

type Stamps = Partial<Record<ReplicaCollectionName, number>>;

function parse(text: string | null | undefined): Stamps {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Stamps) : {};
  } catch {
    return {};
  }
}

export class CaughtUp {
  /** Also kept in memory: where there is no localStorage (Node, a worker) the engine still knows. */
  private memory: Stamps = {};
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly uid: string,
    private readonly storeId: string,
  ) {}

  private stamps(): Stamps {
    return { ...this.memory, ...parse(globalThis.localStorage?.getItem(key(this.uid, this.storeId))) };
  }

  collections(): ReadonlySet<ReplicaCollectionName> {
    return new Set(Object.keys(this.stamps()) as ReplicaCollectionName[]);
  }

  has(collection: ReplicaCollectionName): boolean {
    return this.stamps()[collection] !== undefined;
  }

  mark(collections: readonly ReplicaCollectionName[], at = Date.now()): void {
    const stamps = this.stamps();
    for (const c of collections) stamps[c] = at;
    this.memory = stamps;
    globalThis.localStorage?.setItem(key(this.uid, this.storeId), JSON.stringify(stamps));
    this.listeners.forEach((listener) => listener());
  }

  /** Calls back when this tab or another marks a collection. */
  subscribe(callback: () => void): () => void {
    const onStorage = (event: StorageEvent) => event.key === key(this.uid, this.storeId) && callback();
    this.listeners.add(callback);
    globalThis.addEventListener?.('storage', onStorage);
    return () => {
      this.listeners.delete(callback);
      globalThis.removeEventListener?.('storage', onStorage);
    };
  }

  static clearAll(uid: string): void {
    const storage = globalThis.localStorage;
    if (!storage) return;
    for (const k of Object.keys(storage)) if (k.startsWith(`${PREFIX}${uid}:`)) storage.removeItem(k);
  }
}
