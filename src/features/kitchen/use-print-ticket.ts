import { useCallback, useEffect, useState } from 'react';
import type { ViewedOrder } from '../../data/orders/orders';

/**
 * Prints one ticket: the chosen order is drawn in a print-only copy
 * (PrintTicket), then the browser's print is opened. The copy stays until the
 * browser says printing is over ('afterprint'): Chrome's print() returns only
 * then, Safari's at once, so clearing right after print() would print nothing.
 */
export function usePrintTicket() {
  // A new object per tap, so printing the same ticket twice prints twice.
  const [job, setJob] = useState<{ order: ViewedOrder } | null>(null);
  useEffect(() => {
    if (!job) return undefined;
    const done = () => setJob((current) => (current === job ? null : current));
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [job]);
  const print = useCallback((order: ViewedOrder) => setJob({ order }), []);
  return { printing: job?.order ?? null, print };
}
