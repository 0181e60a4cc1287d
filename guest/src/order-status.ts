// Where an order stands, as the guest's page shows it.
import type { PublicOrder } from '../../src/domain/guest/public-order';

type Status = PublicOrder['status'];

/** No change can follow: the page stops reading the order again. */
export function isFinal(status: Status): boolean {
  return status === 'completed' || status === 'cancelled' || status === 'removed';
}

/**
 * The step reached among received → confirmed → preparing → ready (0 to 3);
 * 4 once past ready (on its way, completed); null when the order stopped
 * (cancelled, removed) and no progress applies.
 */
export function progressStep(status: Status): number | null {
  switch (status) {
    case 'pending': return 0;
    case 'confirmed': return 1;
    case 'preparing': return 2;
    case 'ready': return 3;
    case 'out_for_delivery':
    case 'completed': return 4;
    default: return null;
  }
}
