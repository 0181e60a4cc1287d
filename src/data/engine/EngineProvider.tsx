import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { TokenSource } from '../firebase/token-source';
import type { OfflineEngine } from './engine';
import { engineCode } from './engine-code';
import { aheadReplicaDocs } from './orders-ahead';
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
    // The engine's code (RxDB, the full Firestore SDK) is loaded here, not with the shell:
    // a new device's board shows the orders asked for ahead while it evaluates.
    const code = engineCode();
    // The role is read once, by whoever opens the engine first: a role changed meanwhile applies from the next start.
    void code.then((m) => m.acquireAppEngine(uid, storeId, tokens, role)).then((e) => current && setEngine(e), () => undefined);
    // Asked for as soon as the store was known (current-store.tsx), else by the engine as it opens.
    const showAhead = () => aheadReplicaDocs(uid, storeId)?.then((docs) => current && setAhead(docs), () => undefined);
    if (!showAhead()) void code.then(showAhead, () => undefined);
    return () => {
      current = false;
      setEngine(null);
      setAhead(null);
      // After the acquire above: the same module's promise runs its callbacks in order.
      void code.then((m) => m.releaseEngine(uid, storeId), () => undefined);
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
