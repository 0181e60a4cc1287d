// Deterministic randomness for the demo world. Nothing here reads the clock or Math.random.

export type Rng = () => number;

/** The fixed seed of the demo world. Changing it changes every generated value. */
export const DEMO_SEED = 0x5e11e2;

/** mulberry32: a tiny, well-distributed 32-bit PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, mixed with a seed: gives independent streams per label. */
export function hashSeed(seed: number, label: string): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A PRNG stream named by a label, e.g. the calendar day of a batch of orders. */
export function rngFor(label: string, seed = DEMO_SEED): Rng {
  return mulberry32(hashSeed(seed, label));
}

/** Integer in [min, max] inclusive. */
export function randInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function chance(rng: Rng, p: number): boolean {
  return rng() < p;
}

export function pick<T>(rng: Rng, list: readonly T[]): T {
  if (list.length === 0) throw new Error('pick() from an empty list');
  return list[Math.floor(rng() * list.length)] as T;
}

/** Picks by weight; weights need not sum to 1. */
export function pickWeighted<T>(rng: Rng, list: readonly T[], weight: (item: T) => number): T {
  const total = list.reduce((sum, item) => sum + weight(item), 0);
  let r = rng() * total;
  for (const item of list) {
    r -= weight(item);
    if (r < 0) return item;
  }
  return list[list.length - 1] as T;
}

/** A UUID-v4-shaped string (version nibble 4, RFC 4122 variant) drawn from the PRNG. */
export function uuidFrom(rng: Rng): string {
  const bytes = Array.from({ length: 16 }, () => Math.floor(rng() * 256));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Money helpers: work in integer cents, expose numbers with two decimals. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => Math.round(cents) / 100;
