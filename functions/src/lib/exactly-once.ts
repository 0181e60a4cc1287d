import { FieldValue, type Firestore, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';

export interface OnceOptions {
  db: Firestore;
  storeId: string;
  commandId: string;
  /** The callable's name, kept on the record. */
  name: string;
  /** Who sent it: a seller's uid, or for a customer order the table link. */
  by: string;
  /**
   * Callers that are not store members (placeOrderSecure) share the store's
   * command ids with its sellers: a replay is honoured only for the same
   * callable and sender, so a guessed id never returns someone else's answer.
   */
  sameSenderOnly?: boolean;
  /**
   * The App Check attested app, when the call carried a valid token: before
   * ENFORCE_APP_CHECK is switched on, the records show whether real clients
   * already send one.
   */
  appId?: string;
}

export interface Once<Result> {
  result: Result;
  replayed: boolean;
  /** Server commit time of the command's writes, epoch ms (floored). */
  committedAt: number;
}

/**
 * Exactly once per `stores/{storeId}/commands/{commandId}`, in one transaction:
 * if the record exists its stored result is returned and nothing changes (a
 * replay, or a retry after a lost answer); otherwise `apply` validates and
 * writes (all reads before writes) and the record is written with it.
 */
export async function runOnce<Result extends object>(
  options: OnceOptions,
  apply: (tx: Transaction, now: FieldValue) => Promise<Result>,
): Promise<Once<Result>> {
  const { db, storeId, commandId, name, by } = options;
  const recordRef = db.doc(`stores/${storeId}/commands/${commandId}`);
  // Set per attempt: a retried transaction may first apply, then find the record.
  let replayed = false;
  const result = await db.runTransaction(async (tx) => {
    const record = await tx.get(recordRef);
    replayed = record.exists;
    if (record.exists) {
      if (options.sameSenderOnly && (record.get('name') !== name || record.get('uid') !== by)) {
        throw new DomainError('already-exists', MESSAGES.ordering.commandIdReused);
      }
      logger.info(`${name}: command ${commandId} replayed; returning its first result`);
      return record.get('result') as Result;
    }
    const now = FieldValue.serverTimestamp();
    const applied = await apply(tx, now);
    const app = options.appId ? { appId: options.appId } : {};
    tx.create(recordRef, { name, uid: by, ...app, result: applied, createdAt: now, updatedAt: now });
    return applied;
  });
  // The record was written in the command's own commit, so its stamp is the
  // commit time the replica will see on the changed documents.
  const committed = (await recordRef.get()).get('updatedAt') as Timestamp;
  return { result, replayed, committedAt: Math.floor(committed.toMillis()) };
}
