// The whole project's daily ceilings (PROJECT_DAILY_LIMITS in
// src/domain/shared/limits.ts): menu readings, characters translated, e-mails
// written. Each is a counter of the UTC day split into shards, so it is no
// hot document however many stores use it: one random shard takes each
// increment, the shards are summed to judge. The sum is read outside any
// transaction (reading every shard inside one would make every caller
// contend on all of them); calls racing at the ceiling may pass it by their
// number, which bounds a bill as well. Kept a day past their own, then
// removed by the TTL policy on expireAt.
import { randomInt } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { DomainError } from '../../../src/domain/shared/errors';
import { PROJECT_DAILY_LIMITS, type ProjectUsage } from '../../../src/domain/shared/limits';
import { MESSAGES } from '../../../src/domain/shared/messages';

export const PROJECT_USAGE_SHARDS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

const REFUSAL: Record<ProjectUsage, string> = {
  readings: MESSAGES.service.readingsFull,
  translatedCharacters: MESSAGES.service.translationsFull,
  mails: MESSAGES.service.mailsFull,
};

/** The shards of today's counter of `usage`. */
export function projectCounterRefs(db: Firestore, usage: ProjectUsage, now = Date.now()): DocumentReference[] {
  const day = new Date(now).toISOString().slice(0, 10);
  return Array.from({ length: PROJECT_USAGE_SHARDS }, (_, i) => db.doc(`usageCounters/project_${usage}_${day}_${i}`));
}

/** An increment of one shard, to write with the work it counts (in its transaction, or at once). */
export interface ProjectCount {
  ref: DocumentReference;
  data: { n: FieldValue; expireAt: Timestamp };
}

/**
 * Today's count of `usage` across the project, judged against its ceiling
 * with `amount` more: refused in words once reached (failed-precondition, a
 * refusal senders set aside rather than retry), else the increment to write.
 */
export async function projectAllowance(db: Firestore, usage: ProjectUsage, amount: number, now = Date.now()): Promise<ProjectCount> {
  const refs = projectCounterRefs(db, usage, now);
  const total = (await db.getAll(...refs)).reduce((sum, snap) => sum + (Number(snap.get('n') ?? 0) || 0), 0);
  if (total + amount > PROJECT_DAILY_LIMITS[usage]) throw new DomainError('failed-precondition', REFUSAL[usage]);
  const day = new Date(now).toISOString().slice(0, 10);
  return {
    ref: refs[randomInt(refs.length)]!,
    data: { n: FieldValue.increment(amount), expireAt: Timestamp.fromMillis(Date.parse(`${day}T00:00:00Z`) + 2 * DAY_MS) },
  };
}
