// One order as the server keeps it for the guest (stores/{storeId}/publicOrders/{token}),
// read again every 4 s while the store shows live status, the page is seen
// and the order can still change.
import { useCallback, useEffect, useState } from 'preact/hooks';
import { readOrder, type GuestOrder } from './documents';
import { isFinal } from './order-status';
import { usePolling } from './polling';
import { getDocument } from './rest';

export type OrderLoad = { phase: 'loading' } | { phase: 'failed' } | { phase: 'missing' } | { phase: 'ready'; order: GuestOrder };

export const ORDER_POLL_MS = 4_000;

export function useOrder(storeId: string, token: string, live: boolean): { load: OrderLoad; reload: () => Promise<void> } {
  const [load, setLoad] = useState<OrderLoad>({ phase: 'loading' });

  const read = useCallback(async () => {
    const fields = await getDocument(['stores', storeId, 'publicOrders', token]);
    setLoad(fields === null ? { phase: 'missing' } : { phase: 'ready', order: readOrder(fields) });
  }, [storeId, token]);

  const reload = useCallback(async () => {
    try {
      await read();
    } catch {
      // A failed first read says so; a failed later one keeps what is shown.
      setLoad((current) => (current.phase === 'ready' ? current : { phase: 'failed' }));
    }
  }, [read]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const changing = load.phase === 'ready' && !isFinal(load.order.status);
  usePolling(read, ORDER_POLL_MS, live && changing);
  return { load, reload };
}
