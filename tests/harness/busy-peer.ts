// Harness for `npm run bench -- --only busy` (scripts/bench/busy.ts), built
// only by the local stack (scripts/lib/build-app.ts): the peer of the kitchen
// board on a busy store. A plain Firestore web client of its own (no replica,
// no app code, no React, memory cache) that signs in with e-mail and password
// and listens to the store's active orders, as a board with no offline engine
// would; or, as a kitchen display with none would, pairs with a code
// (pairDeviceSecure), signs in with the token and listens. It times, on the
// browser's clock, from its first call to the first snapshot from the server
// that holds the active orders.
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithCustomToken, signInWithEmailAndPassword } from 'firebase/auth';
import { collection, connectFirestoreEmulator, getFirestore, onSnapshot, query, where } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { config } from '../../src/config/env';
import { ACTIVE_ORDER_STATUSES } from '../../src/domain/orders/orders';
import { TEAM_FUNCTIONS } from '../../src/domain/team/functions';

export interface BusyPeerFigures {
  /** From the first call (sign-in, or pairing) to the sign-in's answer. */
  signInMs: number;
  /** From the first call to the first server snapshot with at least `expected` active orders. */
  firstSnapshotMs: number;
  /** Active orders in that snapshot. */
  orders: number;
}

declare global {
  interface Window {
    busyPeer?: {
      run(email: string, password: string, storeId: string, expected: number): Promise<BusyPeerFigures>;
      runPaired(code: string, storeId: string, expected: number): Promise<BusyPeerFigures>;
    };
  }
}

const app = initializeApp(config.firebase, 'busy-peer');
const auth = getAuth(app);
const firestore = getFirestore(app);
connectAuthEmulator(auth, `http://${config.emulatorHost}:${config.emulatorPorts.auth}`, { disableWarnings: true });
connectFirestoreEmulator(firestore, config.emulatorHost, config.emulatorPorts.firestore);
const functions = getFunctions(app, config.functionsRegion);
connectFunctionsEmulator(functions, config.emulatorHost, config.emulatorPorts.functions);

/** Signed in (`start`: when the first call went), listens until the server's snapshot holds `expected` active orders. */
function activeOrders(start: number, storeId: string, expected: number): Promise<BusyPeerFigures> {
  const signInMs = performance.now() - start;
  const active = query(collection(firestore, `stores/${storeId}/orders`), where('status', 'in', [...ACTIVE_ORDER_STATUSES]));
  return new Promise<BusyPeerFigures>((resolve, reject) => {
    const stop = onSnapshot(active, (snap) => {
      if (snap.metadata.fromCache || snap.size < expected) return;
      stop();
      resolve({ signInMs, firstSnapshotMs: performance.now() - start, orders: snap.size });
    }, reject);
  });
}

window.busyPeer = {
  async run(email, password, storeId, expected) {
    const start = performance.now();
    await signInWithEmailAndPassword(auth, email, password);
    return activeOrders(start, storeId, expected);
  },
  async runPaired(code, storeId, expected) {
    const start = performance.now();
    const pair = httpsCallable<{ code: string }, { token: string }>(functions, TEAM_FUNCTIONS.pairDeviceSecure.name);
    await signInWithCustomToken(auth, (await pair({ code })).data.token);
    return activeOrders(start, storeId, expected);
  },
};
document.body.dataset.ready = 'true';
