// The orders screen's custom range beyond the device's window of orders:
// a one-off read of the server, never the replica's pull (which
// would bring the old orders back onto the device for good). Online only;
// offline the screen says so.
import { useEffect, useState } from 'react';
import type { DateRange } from '../../domain/shared/date-range';
import { orderFromDoc } from '../../domain/orders/order-view';
import { orderWindowStart } from '../../domain/orders/order-window';
import type { Order } from '../../domain/shared/entities';
import { useCurrentStore } from '../stores/current-store';
import { useOnline } from '../shell/sync-status';

export type OlderOrdersView =
  /** The range lies within the window: the replica has every order of it. */
  | { status: 'none' }
  | { status: 'loading'; windowStartMs: number }
  | { status: 'offline'; windowStartMs: number }
  | { status: 'error'; windowStartMs: number }
  | { status: 'ready'; windowStartMs: number; rows: Order[] };

/** Timestamps as epoch ms, like the replica's documents. */
function plain(value: unknown): unknown {
  if (value !== null && typeof value === 'object' && typeof (value as { toMillis?: unknown }).toMillis === 'function') {
    return (value as { toMillis(): number }).toMillis();
  }
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

async function readOlderOrders(storeId: string, from: number, before: number): Promise<Order[]> {
  const [{ collection, getDocsFromServer, query, Timestamp, where }, { firestore }] = await Promise.all([
    import('firebase/firestore'),
    import('../firebase/firebase-services'),
  ]);
  const q = query(
    collection(firestore, `stores/${storeId}/orders`),
    where('createdAt', '>=', Timestamp.fromMillis(from)),
    where('createdAt', '<', Timestamp.fromMillis(before)),
  );
  const snap = await getDocsFromServer(q);
  return snap.docs
    .filter((d) => d.get('_deleted') !== true)
    .map((d) => orderFromDoc({ ...(plain(d.data()) as Record<string, unknown>), id: d.id }));
}

/** The orders of `range` placed before the window, read from the server; 'none' when the range is all in the window. */
export function useOlderOrders(range: DateRange | null): OlderOrdersView {
  const { storeId } = useCurrentStore();
  const online = useOnline();
  const windowStartMs = orderWindowStart(Date.now());
  const start = range?.start.getTime();
  const end = range?.end.getTime();
  const [view, setView] = useState<OlderOrdersView>({ status: 'none' });
  useEffect(() => {
    if (start === undefined || end === undefined || start >= windowStartMs || !storeId) {
      setView({ status: 'none' });
      return;
    }
    if (!online) {
      setView({ status: 'offline', windowStartMs });
      return;
    }
    let live = true;
    setView({ status: 'loading', windowStartMs });
    readOlderOrders(storeId, start, Math.min(end + 1, windowStartMs)).then(
      (rows) => live && setView({ status: 'ready', windowStartMs, rows }),
      (error: unknown) => {
        console.warn('Reading older orders failed', error);
        if (live) setView({ status: 'error', windowStartMs });
      },
    );
    return () => {
      live = false;
    };
  }, [storeId, online, start, end, windowStartMs]);
  return view;
}
