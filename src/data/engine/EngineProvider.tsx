import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { TokenSource } from '../firebase/token-source';
import { appEngineConfig } from './app-engine-config';
import type { OfflineEngine } from './engine';
import { acquireEngine, aheadOrders, releaseEngine } from './registry';
import type { ReplicaDoc } from '../replica/schemas';
import type { Role } from '../../domain/shared/entities';

const EngineContext = createContext<OfflineEngine | null>(null);
const AheadContext = createContext<readonly ReplicaDoc[] | null>(null);

/**
 * Gives the screens below it the signed-in user's offline engine for the
 * current store. Switching store (a new storeId) switches the replica.
 */
export function OfflineEngineProvider(props: { uid: string; storeId: string; tokens?: TokenSource; role?: Role; children: ReactNode }) {
  const { uid, storeId, tokens, role } = props;
  const [engine, setEngine] = useState<OfflineEngine | null>(null);
  const [ahead, setAhead] = useState<readonly ReplicaDoc[] | null>(null);
  useEffect(() => {
    let current = true;
    // The role is read once, by whoever opens the engine first: a role changed meanwhile applies from the next start.
    void acquireEngine(appEngineConfig(uid, storeId, tokens, role)).then((e) => current && setEngine(e));
    aheadOrders(uid, storeId)?.then((docs) => current && setAhead(docs), () => undefined);
    return () => {
      current = false;
      setEngine(null);
      setAhead(null);
      releaseEngine(uid, storeId);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above: a new role does not reopen the engine
  }, [uid, storeId, tokens]);
  return (
    <EngineContext.Provider value={engine}>
      <AheadContext.Provider value={ahead}>{props.children}</AheadContext.Provider>
    </EngineContext.Provider>
  );
}

/**
 * A new device's active orders as the server gave them before the replica
 * opened (null until they came, and on a device whose orders caught up
 * before): what the kitchen board shows while the replica stores them.
 */
export function useAheadOrders(): readonly ReplicaDoc[] | null {
  return useContext(AheadContext);
}

/** The engine, or null while it opens (or outside a provider). */
export function useEngine(): OfflineEngine | null {
  return useContext(EngineContext);
}
