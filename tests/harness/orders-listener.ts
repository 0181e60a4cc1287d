// Harness for `npm run bench` (scripts/bench/orders.ts), built only by the
// local stack (scripts/lib/build-app.ts), never by `npm run build`: the peer
// the kitchen board is measured against, a plain Firestore onSnapshot
// listener on the store's active orders (what a board with no replica would
// listen to; the whole window is 13,500 orders on the busy store), on the app's own Firebase instance
// and signed-in user, with no replica, overlay or React in between. It stamps
// when each order first arrives, on the browser's wall clock (timeOrigin +
// now), the clock the board's recorder uses too.
import { collection, onSnapshot, query, where } from 'firebase/firestore';
import { auth } from '../../src/data/firebase/firebase';
import { firestore } from '../../src/data/firebase/firebase-services';
import { ACTIVE_ORDER_STATUSES } from '../../src/domain/orders/orders';

declare global {
  interface Window {
    ordersListener?: { arrivals: Record<string, number>; ready: boolean };
  }
}

// In the hash, not the query: like the other harnesses, one URL per page.
const storeId = new URLSearchParams(location.hash.slice(1)).get('storeId') ?? '';
const state = { arrivals: {} as Record<string, number>, ready: false };
window.ordersListener = state;

function listen(): void {
  if (!auth.currentUser) throw new Error('sign in before opening the harness');
  onSnapshot(query(collection(firestore, `stores/${storeId}/orders`), where('status', 'in', [...ACTIVE_ORDER_STATUSES])), (snap) => {
    const at = performance.timeOrigin + performance.now();
    for (const change of snap.docChanges()) {
      if (change.type === 'added') state.arrivals[change.doc.id] ??= at;
    }
    // The first snapshot (the orders already there) is not an arrival worth timing; it only says we are live.
    if (!state.ready && !snap.metadata.fromCache) {
      state.ready = true;
      document.body.dataset.ready = 'true';
    }
  });
}

void auth.authStateReady().then(listen);
