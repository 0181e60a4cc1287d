// QR delivery (doc 2 'QR delivery options', §3 QR generation
// record, §5 "QR delivery"). The callable records the request through the
// command framework (exactly once), as a pending qrCodeGenerations record; a
// Firestore trigger then processes it (checked here: the emulator fires it,
// about 1.6 s after the write). E-mail requests become a `mail` document in the
// layout of Firebase's 'Trigger Email from Firestore' extension, the table
// sheet inline as a base64 PDF (the Storage stand-in takes no uploads from
// Functions), so a deployment with that extension really sends it. SMS and
// printed mail are left for the operator: the record stays 'processing' with
// `handledBy: 'operator'` until someone sends them.
import { getFirestore, FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { DomainError } from '../../../src/domain/shared/errors';
import type { QrDeliveryDetails, QrDeliveryMethod } from '../../../src/domain/shared/entities';
import { isSingleMailAddress, QR_REQUESTS_PER_ACCOUNT_DAY, QR_REQUESTS_PER_STORE_DAY } from '../../../src/domain/shared/mail-safety';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { checkDeliveryPayload, qrMailMessage, sheetFileName } from '../../../src/domain/tables/qr-delivery';
import { deliveryFailure } from '../../../src/domain/tables/qr-validation';
import { makeQrSheet } from '../../../src/domain/tables/qr-sheet';
import { tableNumberOf } from '../../../src/domain/tables/table-id';
import { customerLink, DEFAULT_CUSTOMER_HOST } from '../../../src/domain/tables/preview-validation';
import { commandOf, stamped } from '../lib/command-call';
import { refuse } from '../lib/refuse';
import { TABLE_FUNCTIONS } from '../../../src/domain/tables/functions';
import type { Implementations } from '../lib/deploy';
import { projectAllowance } from '../lib/project-usage';

/** The customer app's address (CUSTOMER_HOST in functions/.env.<project>), as the app's VITE_CUSTOMER_HOST. */
const customerHost = () => process.env.CUSTOMER_HOST || DEFAULT_CUSTOMER_HOST;

const generationsOf = (db: Firestore, storeId: string) => db.collection(`stores/${storeId}/qrCodeGenerations`);

/**
 * Today's delivery requests of the store and of the caller's account, read in
 * the command's transaction (a few a day: no contention) so a replay, answered
 * before this runs, never counts. Refused as failed-precondition, a refusal
 * the outbox sets aside with its words instead of retrying all day.
 */
async function countToday(tx: Transaction, db: Firestore, storeId: string, uid: string) {
  const day = new Date().toISOString().slice(0, 10);
  const storeRef = db.doc(`usageCounters/qr_store_${storeId}_${day}`);
  const accountRef = db.doc(`usageCounters/qr_account_${uid}_${day}`);
  const [store, account] = await tx.getAll(storeRef, accountRef);
  const D = MESSAGES.tablesScreen.delivery;
  if (Number(store!.get('n') ?? 0) >= QR_REQUESTS_PER_STORE_DAY) throw new DomainError('failed-precondition', D.storeLimitToday(QR_REQUESTS_PER_STORE_DAY));
  if (Number(account!.get('n') ?? 0) >= QR_REQUESTS_PER_ACCOUNT_DAY) throw new DomainError('failed-precondition', D.accountLimitToday(QR_REQUESTS_PER_ACCOUNT_DAY));
  const expireAt = Timestamp.fromMillis(Date.parse(`${day}T00:00:00Z`) + 2 * 24 * 3600 * 1000);
  return {
    add: () => {
      for (const ref of [storeRef, accountRef]) tx.set(ref, { n: FieldValue.increment(1), expireAt }, { merge: true });
    },
  };
}

interface Claimed {
  method: QrDeliveryMethod;
  details: QrDeliveryDetails;
}

/**
 * pending → processing, once: triggers are delivered at least once, and only
 * the delivery that moves the record out of 'pending' goes on.
 */
async function claim(db: Firestore, storeId: string, generationId: string): Promise<Claimed | null> {
  const ref = generationsOf(db, storeId).doc(generationId);
  return db.runTransaction(async (tx) => {
    const record = await tx.get(ref);
    if (!record.exists || record.get('status') !== 'pending') return null;
    const method = record.get('deliveryMethod') as QrDeliveryMethod;
    const operator = method !== 'email';
    tx.update(ref, { status: 'processing', ...(operator ? { handledBy: 'operator' } : {}), updatedAt: FieldValue.serverTimestamp() });
    return { method, details: record.get('deliveryDetails') as QrDeliveryDetails };
  });
}

/** The store's sheet: every active table link of tables 1..tableCount, as the section prints it. */
async function storeSheet(db: Firestore, storeId: string): Promise<{ storeName: string; tableCount: number; pdf: Uint8Array }> {
  const store = await db.doc(`stores/${storeId}`).get();
  const storeName = String(store.get('storeName') ?? '');
  const tableCount = Number(store.get('tableCount') ?? 0);
  if (!(tableCount > 0)) throw new DomainError('failed-precondition', MESSAGES.preview.noTables);
  const links = await db.collection(`stores/${storeId}/tableLinks`).where('isActive', '==', true).where('_deleted', '==', false).get();
  const tables = links.docs
    .map((d) => ({ tableNumber: tableNumberOf(d.get('tableId')), link: customerLink(customerHost(), d.id) }))
    .filter((t): t is { tableNumber: number; link: string } => t.tableNumber !== null && t.tableNumber > 0 && t.tableNumber <= tableCount)
    .sort((a, b) => a.tableNumber - b.tableNumber);
  if (tables.length !== tableCount) throw new Error(`store ${storeId}: ${tables.length} active links for ${tableCount} tables`);
  return { storeName, tableCount, pdf: await makeQrSheet(storeName, tables) };
}

/** The Trigger Email extension's message; the id ties it to its request, so a second delivery writes nothing. */
async function writeMail(db: Firestore, storeId: string, generationId: string, to: string): Promise<void> {
  const sheet = await storeSheet(db, storeId);
  const message = qrMailMessage(sheet.storeName, sheet.tableCount);
  try {
    await db.doc(`mail/${storeId}_${generationId}`).create({
      to,
      message: {
        ...message,
        attachments: [{ filename: sheetFileName(sheet.storeName), content: Buffer.from(sheet.pdf).toString('base64'), encoding: 'base64', contentType: 'application/pdf' }],
      },
      storeId,
      generationId,
      createdAt: FieldValue.serverTimestamp(),
    });
  } catch (error) {
    // ALREADY_EXISTS: an earlier delivery of this trigger wrote it.
    if ((error as { code?: unknown }).code !== 6) throw error;
  }
}

export async function processQrGeneration(db: Firestore, storeId: string, generationId: string): Promise<void> {
  const claimed = await claim(db, storeId, generationId);
  if (!claimed || claimed.method !== 'email') return;
  const ref = generationsOf(db, storeId).doc(generationId);
  try {
    // Checked again where the mail is written: a record from before the check
    // was strict must not send to a list either.
    if (!('email' in claimed.details) || !isSingleMailAddress(claimed.details.email)) throw new Error('an e-mail request without one valid address');
    await writeMail(db, storeId, generationId, claimed.details.email);
    await ref.update({ status: 'completed', completedAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
  } catch (error) {
    logger.error(`QR delivery ${storeId}/${generationId} failed`, error);
    // The spec's text for the user; a known reason (no tables) is said as it is.
    const errorMessage = error instanceof DomainError ? error.message : deliveryFailure(claimed.method);
    await ref.update({ status: 'failed', errorMessage, updatedAt: FieldValue.serverTimestamp() });
  }
}

/** The Functions this module implements, by their declared names (src/domain/tables/functions.ts). */
export const QR_DELIVERY_HANDLERS = {
  /**
   * `{storeId, commandId, generationId, deliveryMethod, deliveryDetails}` →
   * `{generationId, status: 'pending'}`. The device made the record's id, so its
   * history shows the request before it lands, and the same rows after.
   */
  requestQrDeliverySecure: commandOf('qr.requestDelivery', async (payload, ctx) => {
    const { generationId } = payload;
    const failure = deliveryFailure(payload.deliveryMethod);
    const checked = checkDeliveryPayload(payload);
    if (!checked.ok) refuse(checked, failure);
    const store = await ctx.tx.get(ctx.db.doc(`stores/${ctx.storeId}`));
    if (!store.exists || store.get('_deleted') === true) throw new DomainError('not-found', MESSAGES.store.noStore);
    const ref = generationsOf(ctx.db, ctx.storeId).doc(generationId);
    const counters = await countToday(ctx.tx, ctx.db, ctx.storeId, ctx.caller.uid);
    // Another command with the same record id: a client bug or a guess, never a replay (that returns above).
    if ((await ctx.tx.get(ref)).exists) throw new DomainError('already-exists', failure);
    const count = store.get('tableCount');
    // An e-mailed sheet counts toward the whole project's mail of the day (lib/project-usage.ts).
    if (checked.value.method === 'email') {
      const mail = await projectAllowance(ctx.db, 'mails', 1);
      ctx.tx.set(mail.ref, mail.data, { merge: true });
    }
    counters.add();
    ctx.tx.create(ref, {
      tableCount: typeof count === 'number' ? count : 0,
      deliveryMethod: checked.value.method,
      deliveryDetails: checked.value.details,
      requestedBy: ctx.caller.uid,
      requestedAt: ctx.now,
      status: 'pending',
      ...stamped(ctx, true),
    });
    return { success: true, generationId, status: 'pending' as const };
  }),
  processQrGenerationOnCreate: onDocumentCreated('stores/{storeId}/qrCodeGenerations/{generationId}', (event) =>
    processQrGeneration(getFirestore(), event.params.storeId, event.params.generationId),
  ),
} satisfies Partial<Implementations<typeof TABLE_FUNCTIONS>>;
