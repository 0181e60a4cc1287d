// The bench's rush and the simulator place more orders from one address (this
// machine) than a venue's guests would: they raise their store's flood limits
// through its server-only configuration document, and say so.
import type { Firestore } from 'firebase-admin/firestore';
import { ORDER_LIMIT_DEFAULTS, type OrderLimits } from '../../src/domain/orders/order-flood.ts';

/** Sets the store's limits (unnamed ones stay at their defaults) and returns the line to print. */
export async function raiseOrderLimits(db: Firestore, storeId: string, raised: Partial<OrderLimits>, why: string): Promise<string> {
  await db.doc(`orderLimits/${storeId}`).set(raised);
  const limits = { ...ORDER_LIMIT_DEFAULTS, ...raised };
  return `Order limits of ${storeId} raised for ${why}: ${limits.perLink}/min per table link, ${limits.perAddress}/min per address, ${limits.perStore}/min per store, ${limits.pending} unconfirmed, ${limits.pendingPerLink} a link, ${limits.pendingPerAddress} an address (defaults ${ORDER_LIMIT_DEFAULTS.perAddress}, ${ORDER_LIMIT_DEFAULTS.perStore}, ${ORDER_LIMIT_DEFAULTS.pending}, ${ORDER_LIMIT_DEFAULTS.pendingPerLink}, ${ORDER_LIMIT_DEFAULTS.pendingPerAddress}).`;
}
