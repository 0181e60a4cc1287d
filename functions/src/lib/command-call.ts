import { FieldValue, getFirestore, type Firestore, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { isClientId, type CommandResult } from '../../../src/domain/commands';
import { DomainError } from '../../../src/domain/errors';
import { MESSAGES } from '../../../src/domain/messages';
import { hasStoreAccess } from '../../../src/domain/roles';
import { secureCall, text, type Caller } from './secure-call';

export interface CommandContext {
  db: Firestore;
  tx: Transaction;
  storeId: string;
  caller: Caller;
  /** The server's commit time: every replicated write is stamped with it (replication orders by it). */
  now: FieldValue;
}

/** What every replicated document written by a command carries, besides its own fields. */
export function stamped(ctx: CommandContext, created: boolean): Record<string, unknown> {
  return { updatedAt: ctx.now, _deleted: false, ...(created ? { createdAt: ctx.now } : {}) };
}

/**
 * The one framework of commands. The caller must be signed in (and pass App
 * Check outside the emulator, see secureCall), hold a claim on `storeId`, and
 * send a client-made `commandId`. In one transaction: if the command's record
 * exists, its stored result is returned and nothing changes (a replay, or a
 * retry after a lost answer); otherwise the handler validates and applies the
 * command (all reads before writes) and the record is written with it.
 * `afterCommit` runs once, after the first successful commit only (never on a
 * replay), for side effects outside Firestore that must not precede the commit.
 */
export function commandCall<Result extends object>(
  name: string,
  handler: (data: unknown, ctx: CommandContext) => Promise<Result>,
  afterCommit?: (result: Result, storeId: string) => Promise<void>,
) {
  return secureCall<Result & CommandResult>(async (data, caller) => {
    const storeId = text(data, 'storeId');
    const commandId = (data as Record<string, unknown> | null)?.commandId;
    if (!isClientId(storeId)) throw new DomainError('invalid-argument', MESSAGES.menu.storeRequired);
    if (!isClientId(commandId)) throw new DomainError('invalid-argument', MESSAGES.sync.commandIdRequired);
    if (!hasStoreAccess(caller.claims, storeId)) throw new DomainError('permission-denied', MESSAGES.menu.permissionDenied);

    const db = getFirestore();
    const recordRef = db.doc(`stores/${storeId}/commands/${commandId}`);
    // Set per attempt: a retried transaction may first apply, then find the record.
    let replayed = false;
    const result = await db.runTransaction(async (tx) => {
      const record = await tx.get(recordRef);
      replayed = record.exists;
      if (record.exists) {
        logger.info(`${name}: command ${commandId} replayed; returning its first result`);
        return record.get('result') as Result;
      }
      const now = FieldValue.serverTimestamp();
      const applied = await handler(data, { db, tx, storeId, caller, now });
      tx.create(recordRef, { name, uid: caller.uid, result: applied, createdAt: now, updatedAt: now });
      return applied;
    });
    if (!replayed && afterCommit) await afterCommit(result, storeId);
    // The record was written in the command's own commit, so its stamp is the
    // commit time the replica will see on the changed documents.
    const committed = (await recordRef.get()).get('updatedAt') as Timestamp;
    return { ...result, commandId, committedAt: Math.floor(committed.toMillis()) };
  });
}
