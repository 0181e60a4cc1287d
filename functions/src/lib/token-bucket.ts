// The per-store allowances on Firestore: one document a bucket,
// `rateBuckets/{name}` (server only, closed by firestore.rules' catch-all),
// read and written in the caller's own transaction. Calls that cost are a few
// a minute per store at most, so one document is no hot spot; in the
// command's transaction a refused or failed command takes no token, and a
// replay (answered before the handler runs) takes none either.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { readBucketState, takeToken, type BucketRule } from '../../../src/domain/shared/token-bucket';

/**
 * Takes one call from the bucket `name`, or refuses it with the spec's
 * rate-limit words and the seconds until one more fits (resource-exhausted:
 * a queued command is tried again later and lands then). It reads and then
 * writes the bucket: call it after the transaction's other reads.
 */
export async function takeFromBucket(db: Firestore, tx: Transaction, name: string, rule: BucketRule, now: number): Promise<void> {
  const ref = db.doc(`rateBuckets/${name}`);
  const take = takeToken(rule, readBucketState((await tx.get(ref)).data()), now);
  if (!take.allowed) throw new DomainError('resource-exhausted', MESSAGES.rateLimit.exceeded(take.waitSeconds));
  tx.set(ref, take.state);
}
