// placeOrderSecure's limit per table link: a sliding window over the times of
// the link's recent orders, kept on one server document (see order-limits.ts).
import { PLACE_ORDER_RATE_LIMIT, PLACE_ORDER_RATE_WINDOW_MS } from './order-limits';

export type RateDecision = { allowed: true; recent: number[] } | { allowed: false; recent: number[] };

/** `recent` are epoch ms of earlier orders; the answer's `recent` is what to store. */
export function admitOrder(recent: readonly unknown[], now: number, limit = PLACE_ORDER_RATE_LIMIT, windowMs = PLACE_ORDER_RATE_WINDOW_MS): RateDecision {
  const inWindow = recent.filter((t): t is number => typeof t === 'number' && t > now - windowMs && t <= now);
  if (inWindow.length >= limit) return { allowed: false, recent: inWindow };
  return { allowed: true, recent: [...inWindow, now] };
}
