// Whether this device is hearing from Firestore now, for screens that must not
// mistake silence for calm (the kitchen board). Orders arriving prove nothing
// (a quiet night has none), so this watches the listener's own metadata: a
// snapshot served by the server means the live channel is up; one served from
// the cache means the SDK lost it (offline, or the backend stopped answering).
import { collection, limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useEngine } from './engine/EngineProvider';
import { useOnline } from './sync-status';

export interface LiveConnection {
  /** The browser's connection flag. */
  online: boolean;
  /** The orders listener's state: null until its first snapshot, then served by the server (true) or the cache. */
  live: boolean | null;
  /** The last moment the server was known to answer (live now: now), or the last full sync; null if never. */
  lastContactAt: number | null;
}

/** The live state of the current store's orders listener, with the time of the last contact. */
export function useOrdersConnection(): LiveConnection {
  const engine = useEngine();
  const online = useOnline();
  const [live, setLive] = useState<boolean | null>(null);
  const [lastLiveAt, setLastLiveAt] = useState<number | null>(null);
  const [lastSyncedAt, setLastSyncedAt] = useState<number | null>(null);

  useEffect(() => {
    if (!engine) return undefined;
    const read = () => setLastSyncedAt(engine.lastSynced.read());
    read();
    return engine.lastSynced.subscribe(read);
  }, [engine]);

  useEffect(() => {
    if (!engine) return undefined;
    const { firestore, storeId } = engine.config;
    // One document is enough: the metadata, not the data, is what this listens for.
    const newest = query(collection(firestore, `stores/${storeId}/orders`), orderBy('updatedAt', 'desc'), limit(1));
    let wasLive = false;
    const unsubscribe = onSnapshot(
      newest,
      { includeMetadataChanges: true },
      (snapshot) => {
        const fromServer = !snapshot.metadata.fromCache;
        // Live until this moment: the last contact is when the channel went quiet.
        if (fromServer || wasLive) setLastLiveAt(Date.now());
        wasLive = fromServer;
        setLive(fromServer);
      },
      () => {
        if (wasLive) setLastLiveAt(Date.now());
        wasLive = false;
        setLive(false);
      },
    );
    return unsubscribe;
  }, [engine]);

  const connected = online && live === true;
  // Going offline ends a live stretch that no snapshot marks: the contact lasted until now.
  useEffect(() => {
    if (!connected) return undefined;
    return () => setLastLiveAt(Date.now());
  }, [connected]);
  const lastContact = Math.max(lastLiveAt ?? 0, lastSyncedAt ?? 0) || null;
  return { online, live, lastContactAt: connected ? Date.now() : lastContact };
}
