// Harness for `npm run bench -- --only busy` (scripts/bench/busy.ts), built
// only by the local stack (scripts/lib/build-app.ts): the peer of the kitchen
// board on a busy store. A plain Firestore web client of its own (no replica,
// no app code, no React, memory cache) that signs in with e-mail and password
// and listens to the store's active orders, as a board with no offline engine
// would. It times, on the browser's clock, its sign-in call to the first
// snapshot from the server that holds the active orders.
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { collection, connectFirestoreEmulator, getFirestore, onSnapshot, query, where } from 'firebase/firestore';
import { config } from '../../src/config/env';
import { ACTIVE_ORDER_STATUSES } from '../../src/domain/orders/orders';

export interface BusyPeerFigures {
  /** From the sign-in call to its answer. */
  signInMs: number;
  /** From the sign-in call to the first server snapshot with at least `expected` active orders. */
  firstSnapshotMs: number;
  /** Active orders in that snapshot. */
  orders: number;
}

declare global {
  interface Window {
    busyPeer?: { run(email: string, password: string, storeId: string, expected: number): Promise<BusyPeerFigures> };
  }
}

const app = initializeApp(config.firebase, 'busy-peer');
const auth = getAuth(app);
const firestore = getFirestore(app);
connectAuthEmulator(auth, `http://${config.emulatorHost}:${config.emulatorPorts.auth}`, { disableWarnings: true });
connectFirestoreEmulator(firestore, config.emulatorHost, config.emulatorPorts.firestore);

window.busyPeer = {
  async run(email, password, storeId, expected) {
    const start = performance.now();
    await signInWithEmailAndPassword(auth, email, password);
    const signInMs = performance.now() - start;
    const active = query(collection(firestore, `stores/${storeId}/orders`), where('status', 'in', [...ACTIVE_ORDER_STATUSES]));
    return new Promise<BusyPeerFigures>((resolve, reject) => {
      const stop = onSnapshot(active, (snap) => {
        if (snap.metadata.fromCache || snap.size < expected) return;
        stop();
        resolve({ signInMs, firstSnapshotMs: performance.now() - start, orders: snap.size });
      }, reject);
    });
  },
};
document.body.dataset.ready = 'true';
