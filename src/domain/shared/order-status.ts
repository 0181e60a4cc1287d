// The order statuses (doc 1 §7.1's names): a leaf, so the entities and the
// order rules (../orders/orders.ts, which reads entities) need not import each other.
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'out_for_delivery',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
