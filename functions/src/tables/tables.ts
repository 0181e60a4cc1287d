// Tables and their links (doc 2 §3 TableLink, §7 "QR generation" and
// "Table-link query"). A link's document id is a uuid, also kept in its `uuid`
// field, which placeOrderSecure's collection-group lookup reads. Links are
// never deleted: a printed code of a removed table must still resolve, to say
// 'this table is no longer in use', and comes back with its table.
import { randomUUID } from 'node:crypto';
import { FieldValue, getFirestore, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { planTableCount, readTableCount, type LinkRow } from '../../../src/domain/tables/table-plan';
import { tableLinkRefusal } from '../../../src/domain/tables/table-link';
import { tableIdFor } from '../../../src/domain/tables/table-id';
import { validateTableNumber } from '../../../src/domain/tables/preview-validation';
import { commandOf, stamped } from '../lib/command-call';
import { refuse } from '../lib/refuse';
import { signedIn, storeIdOf } from '../lib/secure-call';
import { requirePermission } from '../lib/member';
import { TABLE_FUNCTIONS } from '../../../src/domain/tables/functions';
import type { Implementations } from '../lib/deploy';

const Q = MESSAGES.qr;

const linksOf = (db: Firestore, storeId: string) => db.collection(`stores/${storeId}/tableLinks`);

/** A new active link of table `n`: the document id is the uuid the customer link carries. */
function createLink(tx: Transaction, db: Firestore, storeId: string, storeName: string, n: number, now: FieldValue): string {
  const uuid = randomUUID();
  const ref: DocumentReference = linksOf(db, storeId).doc(uuid);
  tx.create(ref, {
    uuid, storeId, tableId: tableIdFor(n), tableNumber: n, storeName, accessCount: 0, isActive: true,
    createdAt: now, updatedAt: now, _deleted: false,
  });
  return uuid;
}

async function readStore(tx: Transaction, db: Firestore, storeId: string) {
  const store = await tx.get(db.doc(`stores/${storeId}`));
  if (!store.exists || store.get('_deleted') === true) throw new DomainError('not-found', MESSAGES.store.noStore);
  const name = store.get('storeName');
  const count = store.get('tableCount');
  return { ref: store.ref, storeName: typeof name === 'string' ? name : '', tableCount: typeof count === 'number' ? count : 0 };
}

/** The Functions this module implements, by their declared names (src/domain/tables/functions.ts). */
export const TABLE_HANDLERS = {
  /**
   * `{storeId, newTableCount, commandId}` → `{addedTables, removedTables}` (table
   * ids). Tables 1..N end with one active link each, those above with none.
   */
  updateTableCountSecure: commandOf('tables.setCount', async ({ newTableCount }, ctx) => {
    const count = readTableCount(newTableCount);
    if (!count.ok) refuse(count, Q.updateCountFailed);
    const store = await readStore(ctx.tx, ctx.db, ctx.storeId);
    const existing = await ctx.tx.get(linksOf(ctx.db, ctx.storeId).where('_deleted', '==', false));
    const rows: LinkRow[] = existing.docs.map((d) => ({ id: d.id, tableId: String(d.get('tableId') ?? ''), isActive: d.get('isActive') === true }));
    const plan = planTableCount(rows, count.value);
    for (const n of plan.create) createLink(ctx.tx, ctx.db, ctx.storeId, store.storeName, n, ctx.now);
    for (const link of plan.reactivate) ctx.tx.update(linksOf(ctx.db, ctx.storeId).doc(link.id), { isActive: true, ...stamped(ctx, false) });
    for (const link of plan.deactivate) ctx.tx.update(linksOf(ctx.db, ctx.storeId).doc(link.id), { isActive: false, ...stamped(ctx, false) });
    ctx.tx.update(store.ref, { tableCount: count.value, hasQRCodes: true, qrCodesUpdatedAt: ctx.now, updatedAt: ctx.now });
    return { success: true, tableCount: count.value, addedTables: plan.addedTables, removedTables: plan.removedTables };
  }),
  /**
   * The preview's link of one table (doc 2 §7 "Table-link query"): the active
   * link of `table_{n}`, made on demand when missing. Table 0 is the counter,
   * whose link is always there to be made; a table above the count is refused,
   * so a deactivated table stays deactivated. Not a command: asking twice finds
   * the link the first call made (the query is read in the transaction).
   */
  getTableLinkSecure: signedIn(async (data, caller) => {
    const storeId = storeIdOf(data);
    await requirePermission(getFirestore(), storeId, caller.uid, 'tables');
    const raw = (data as Record<string, unknown>).tableNumber;
    const table = validateTableNumber(typeof raw === 'number' || typeof raw === 'string' ? raw : Number.NaN);
    if (!table.ok) refuse(table, MESSAGES.preview.linkFailed);
    const db = getFirestore();
    return db.runTransaction(async (tx) => {
      const store = await readStore(tx, db, storeId);
      const refusal = tableLinkRefusal(table.value, store.tableCount);
      if (refusal) throw new DomainError('failed-precondition', refusal);
      const found = await tx.get(
        linksOf(db, storeId).where('tableId', '==', tableIdFor(table.value)).where('isActive', '==', true).where('_deleted', '==', false).limit(1),
      );
      const existing = found.docs[0];
      if (existing) return { linkId: existing.id, tableNumber: table.value, created: false };
      const linkId = createLink(tx, db, storeId, store.storeName, table.value, FieldValue.serverTimestamp());
      return { linkId, tableNumber: table.value, created: true };
    });
  }),
} satisfies Partial<Implementations<typeof TABLE_FUNCTIONS>>;
