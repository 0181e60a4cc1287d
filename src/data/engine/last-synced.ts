// "Last synced" is local state written by the replicating (leader) tab and read
// by every tab: offline, or in a follower tab, nothing waits on the network.
const key = (uid: string, storeId: string) => `sync:lastSynced:${uid}:${storeId}`;

export class LastSynced {
  constructor(
    private readonly uid: string,
    private readonly storeId: string,
  ) {}

  read(): number | null {
    const value = Number(globalThis.localStorage?.getItem(key(this.uid, this.storeId)));
    return Number.isFinite(value) && value > 0 ? value : null;
  }

  mark(at = Date.now()): void {
    globalThis.localStorage?.setItem(key(this.uid, this.storeId), String(at));
    globalThis.dispatchEvent?.(new Event('sync:last-synced'));
  }

  /** Calls back when this or another tab marks a sync. */
  subscribe(callback: () => void): () => void {
    const onStorage = (event: StorageEvent) => event.key === key(this.uid, this.storeId) && callback();
    globalThis.addEventListener?.('storage', onStorage);
    globalThis.addEventListener?.('sync:last-synced', callback);
    return () => {
      globalThis.removeEventListener?.('storage', onStorage);
      globalThis.removeEventListener?.('sync:last-synced', callback);
    };
  }

  static clearAll(uid: string): void {
    const storage = globalThis.localStorage;
    if (!storage) return;
    for (const k of Object.keys(storage)) if (k.startsWith(`sync:lastSynced:${uid}:`)) storage.removeItem(k);
  }
}
