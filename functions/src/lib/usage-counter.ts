// Daily usage counters for the callables that cost money or reach outside
// (translation characters, QR e-mails): `usageCounters/{name}_{day}`, closed
// to clients, changed by blind increments. Reserve, then check: the amount is
// added first and the sums read back, so racing calls cannot all slip under a
// limit; refused or failed work gives its amount back.
import { randomInt } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { DomainError } from '../../../src/domain/shared/errors';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface Usage {
  /** e.g. `translate_store_<storeId>`; the day (and shard) are appended. */
  name: string;
  amount: number;
  /**
   * Documents the counter is split into (default 1), summed when read: a
   * counter written up to N times a second gets N, so each stays near one
   * write a second.
   */
  shards?: number;
}

export interface Reserved {
  release(): Promise<void>;
}

const counterRefs = (db: Firestore, usage: Usage, day: string): DocumentReference[] => {
  const base = `usageCounters/${usage.name.replace(/\//g, '_')}_${day}`;
  const shards = usage.shards ?? 1;
  return shards === 1 ? [db.doc(base)] : Array.from({ length: shards }, (_, i) => db.doc(`${base}_${i}`));
};

/**
 * Adds each amount to its counter of `day` and hands the totals (this call
 * included) to `refusal`; a message refuses the call as resource-exhausted
 * and takes the amounts back.
 */
export async function reserveUsage(db: Firestore, day: string, usages: readonly Usage[], refusal: (totals: number[]) => string | null): Promise<Reserved> {
  const groups = usages.map((u) => counterRefs(db, u, day));
  const chosen = groups.map((refs) => refs[randomInt(refs.length)] as DocumentReference);
  // Kept a day past its own, then removed by the TTL policy on expireAt.
  const expireAt = Timestamp.fromMillis(Date.parse(`${day}T00:00:00Z`) + 2 * DAY_MS);
  const add = async (sign: 1 | -1) => {
    const batch = db.batch();
    chosen.forEach((ref, i) => batch.set(ref, { n: FieldValue.increment(sign * (usages[i] as Usage).amount), expireAt }, { merge: true }));
    await batch.commit();
  };
  await add(1);
  const reserved: Reserved = { release: () => add(-1) };
  const snaps = await db.getAll(...groups.flat());
  const n = new Map(snaps.map((s) => [s.ref.path, Number(s.get('n') ?? 0) || 0]));
  const message = refusal(groups.map((refs) => refs.reduce((sum, ref) => sum + (n.get(ref.path) ?? 0), 0)));
  if (message !== null) {
    await reserved.release();
    throw new DomainError('resource-exhausted', message);
  }
  return reserved;
}
