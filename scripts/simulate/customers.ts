// The simulated customers of `npm run simulate`: when they order (a Poisson
// stream at the asked rate) and what (a few dishes of the live menu, mostly
// one of each, now and then a note), as placeOrderSecure's payload.
import { CUSTOMER_NOTES } from '../seed/demo-phrases.ts';
import { chance, pick, randInt, type Rng } from '../seed/demo-random.ts';

export const DEFAULT_RATE_PER_MINUTE = 6;
export const DEFAULT_MINUTES = 10;

const PER_MINUTE: Record<string, number> = { s: 60, sec: 60, min: 1, m: 1, h: 1 / 60, hour: 1 / 60 };

/** '6/min', '1/s', '90/h', or a bare number (per minute) -> orders per minute. */
export function parseRate(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:\/\s*(s|sec|min|m|h|hour))?\s*$/.exec(text);
  if (!match) throw new Error(`--rate: expected e.g. 6/min, 1/s or 90/h, got '${text}'`);
  const rate = Number(match[1]) * (PER_MINUTE[match[2] ?? 'min'] ?? 1);
  if (!(rate > 0)) throw new Error('--rate must be above 0');
  return rate;
}

/** The wait before the next order: exponential, so orders bunch and gap like real ones. */
export function nextGapMs(ratePerMinute: number, rng: Rng): number {
  return (-Math.log(1 - rng()) * 60_000) / ratePerMinute;
}

export interface Dish {
  id: string;
  name: string;
}

export interface CustomerOrder {
  items: Array<{ menuItemId: string; quantity: number }>;
  customerNotes?: string;
}

/** 1 to 4 different dishes, a second portion now and then, a note on one order in five. */
export function customerOrder(menu: readonly Dish[], rng: Rng): CustomerOrder {
  const pool = [...menu];
  const count = Math.min(pool.length, randInt(rng, 1, 4));
  const items = Array.from({ length: count }, () => {
    const dish = pool.splice(randInt(rng, 0, pool.length - 1), 1)[0] as Dish;
    return { menuItemId: dish.id, quantity: chance(rng, 0.2) ? randInt(rng, 2, 3) : 1 };
  });
  return { items, ...(chance(rng, 0.2) ? { customerNotes: pick(rng, CUSTOMER_NOTES) } : {}) };
}
