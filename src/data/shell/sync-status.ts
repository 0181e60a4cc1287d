// What the header's sync indicator shows, from local state only (never gated
// on the network): online, pending changes, last synced, the data that has
// not synced to this device yet, failed changes.
import { useEffect, useMemo, useState } from 'react';
import { describeCommand } from '../../domain/sync/commands';
import { useEngine } from '../engine/EngineProvider';
import { useObservable } from '../engine/use-observable';
import type { OutboxEntry } from '../outbox/outbox';
import { useNotSyncedYet } from '../views/replica-view';
import type { SyncDataKind } from '../../domain/shared/catalogue/sync';
import { ALL_PULLS } from '../replica/sync-plan';

export interface FailedChange {
  id: string;
  description: string;
  /** The server's reason, in the catalogue's words. */
  message: string;
}

export interface SyncStatusView {
  online: boolean;
  pending: number;
  /** Every collection caught up at this time (and each later catch-up). */
  lastSyncedAt: number | null;
  /** Data whose first sync to this device has not finished, in pull order. */
  notSynced: SyncDataKind[];
  failed: FailedChange[];
  retry(id: string): Promise<void>;
  discard(id: string): Promise<void>;
}

/** The browser's idea of the connection, live. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** When the current store last caught up whole on this device (any tab's pull), live; null if never. */
export function useLastSynced(): number | null {
  const engine = useEngine();
  const [lastSyncedAt, setLastSyncedAt] = useState<number | null>(null);
  useEffect(() => {
    if (!engine) return undefined;
    const read = () => setLastSyncedAt(engine.lastSynced.read());
    read();
    return engine.lastSynced.subscribe(read);
  }, [engine]);
  return lastSyncedAt;
}

export function useSyncStatus(): SyncStatusView | null {
  const engine = useEngine();
  const online = useOnline();
  const notSynced = useNotSyncedYet(engine?.pulls ?? ALL_PULLS);
  const entries = useObservable<OutboxEntry[]>(useMemo(() => engine?.outbox.entries$() ?? null, [engine]), []);
  const lastSyncedAt = useLastSynced();
  if (!engine) return null;
  return {
    online,
    pending: entries.filter((e) => e.status === 'queued').length,
    lastSyncedAt,
    notSynced,
    failed: entries
      .filter((e) => e.status === 'failed')
      .map((e) => ({ id: e.id, description: describeCommand(e.command), message: e.failure?.message ?? '' })),
    retry: async (id) => {
      await engine.outbox.retry(id);
    },
    discard: (id) => engine.outbox.discard(id),
  };
}
