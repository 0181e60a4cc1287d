// Whether this device is hearing from Firestore now, for screens that must not
// mistake silence for calm (the kitchen board). Orders arriving prove nothing
// (a quiet night has none), so this watches a listener's own metadata: a
// snapshot served by the server means the live channel is up; one served from
// the cache means the SDK lost it (offline, or the backend stopped answering).
// An open channel can go quiet without the SDK noticing for a long while, so a
// small read from the server every PROBE_EVERY_MS asks; one that fails or takes
// longer than PROBE_TIMEOUT_MS counts as no contact.
import { useEffect, useState } from 'react';
import { useEngine } from '../engine/EngineProvider';
import { useLastSynced, useOnline } from '../shell/sync-status';

export interface LiveConnection {
  /** The browser's connection flag. */
  online: boolean;
  /** The orders listener's state: null until its first snapshot, then served by the server (true) or the cache. */
  live: boolean | null;
  /** The last moment the server was known to answer (live now: now), or the last full sync; null if never. */
  lastContactAt: number | null;
}

/**
 * The full SDK, imported when the engine is there (which has loaded it): the
 * board's own code does not wait for it, and shows a new device's first
 * orders while it evaluates.
 */
const sdk = () => import('firebase/firestore');

const PROBE_EVERY_MS = 15_000;
const PROBE_TIMEOUT_MS = 8_000;

/** The live state of the current store's orders listener, with the time of the last contact. */
export function useOrdersConnection(): LiveConnection {
  const engine = useEngine();
  const online = useOnline();
  const [live, setLive] = useState<boolean | null>(null);
  const [lastLiveAt, setLastLiveAt] = useState<number | null>(null);
  const lastSyncedAt = useLastSynced();

  useEffect(() => {
    if (!engine) return undefined;
    const { firestore, storeId } = engine.config;
    // The metadata, not the data, is what this listens for: the store document
    // (the replica listens to it too, so it is one target on the watch stream)
    // says whether the channel is up as well as the orders would, without a
    // sorted query of the orders for the server to answer on every order written.
    let wasLive = false;
    let stopped = false;
    let unsubscribe: (() => void) | undefined;
    void sdk().then(({ doc, onSnapshot }) => {
      if (stopped) return;
      unsubscribe = onSnapshot(
        doc(firestore, `stores/${storeId}`),
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
    });
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }, [engine]);

  // The probe: a read from the server, on a timer.
  const [probeFailed, setProbeFailed] = useState(false);
  useEffect(() => {
    if (!engine || !online) return undefined;
    const { firestore, storeId } = engine.config;
    let stopped = false;
    const probe = async () => {
      const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('probe timed out')), PROBE_TIMEOUT_MS));
      try {
        // A document no listener holds (a fresh id each time, which does not exist):
        // the SDK must ask the server, where a listened-to one is answered from memory.
        const { doc, getDocFromServer } = await sdk();
        await Promise.race([getDocFromServer(doc(firestore, `stores/${storeId}/orders/connection-probe-${Date.now()}`)), timeout]);
        if (stopped) return;
        setProbeFailed(false);
        setLastLiveAt(Date.now());
      } catch (error) {
        if (stopped) return;
        // A refusal is an answer: the server was heard.
        const heard = ['permission-denied', 'not-found'].includes((error as { code?: string }).code ?? '');
        setProbeFailed(!heard);
        if (heard) setLastLiveAt(Date.now());
      }
    };
    const timer = setInterval(() => void probe(), PROBE_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [engine, online]);

  const connected = online && live === true && !probeFailed;
  // Going offline ends a live stretch that no snapshot marks: the contact lasted until now.
  useEffect(() => {
    if (!connected) return undefined;
    return () => setLastLiveAt(Date.now());
  }, [connected]);
  const lastContact = Math.max(lastLiveAt ?? 0, lastSyncedAt ?? 0) || null;
  return { online, live: probeFailed ? false : live, lastContactAt: connected ? Date.now() : lastContact };
}
