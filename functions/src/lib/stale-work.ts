// Work a crashed or stopped instance left half done would show as 'Processing'
// for ever: a menu being read, a QR sheet being e-mailed. A scheduled sweep
// ends it across every store. (Each new upload also sweeps its own store's
// readings at once: the emulator runs no schedules, production runs both.)
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { deliveryFailure } from '../../../src/domain/tables/qr-validation';
import { millis } from './millis';
import { failStaleRecords } from '../menu-import/stale-sweep';
import { FUNCTIONS } from '../../../src/domain/sync/functions';
import type { Implementations } from './deploy';

/** An e-mail request still 'processing' this long after its claim was cut off: sending takes seconds. */
export const QR_EMAIL_STALE_MS = 10 * 60_000;

/**
 * An e-mail request claimed and never finished. If its mail document exists,
 * the mail went and only the last update was lost: completed. Otherwise
 * failed, with the words the user would have seen. SMS and printed mail stay
 * 'processing' on purpose: the operator handles them.
 */
async function endStaleQrEmails(db: Firestore, now: number): Promise<number> {
  const stale = (data: FirebaseFirestore.DocumentData | undefined) =>
    data?.status === 'processing' && data.deliveryMethod === 'email' && now - (millis(data.updatedAt) ?? now) > QR_EMAIL_STALE_MS;
  const processing = await db.collectionGroup('qrCodeGenerations').where('status', '==', 'processing').get();
  let ended = 0;
  for (const doc of processing.docs) {
    const storeId = doc.ref.parent.parent?.id;
    if (!storeId || !stale(doc.data())) continue;
    const mail = db.doc(`mail/${storeId}_${doc.id}`);
    const done = await db.runTransaction(async (tx) => {
      const [record, sent] = await Promise.all([tx.get(doc.ref), tx.get(mail)]);
      if (!stale(record.data())) return false;
      tx.update(doc.ref, sent.exists
        ? { status: 'completed', completedAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() }
        : { status: 'failed', errorMessage: deliveryFailure('email'), updatedAt: FieldValue.serverTimestamp() });
      return true;
    });
    if (done) ended += 1;
  }
  return ended;
}

/** One sweep over every store; returns what it ended. */
export async function sweepStaleWork(now: number = Date.now()): Promise<{ readings: number; qrEmails: number }> {
  const db = getFirestore();
  const readings = await db.collectionGroup('uploadHistory').where('status', '==', 'processing').get();
  return { readings: await failStaleRecords(readings.docs, now), qrEmails: await endStaleQrEmails(db, now) };
}

/** The Functions this module implements, by their declared names (src/domain/sync/functions.ts). */
export const STALE_WORK_HANDLERS = {
  sweepStaleWorkScheduled: onSchedule({ schedule: 'every 15 minutes', timeoutSeconds: 120 }, async () => {
    const ended = await sweepStaleWork();
    if (ended.readings + ended.qrEmails > 0) logger.info('stale work ended', ended);
  }),
} satisfies Partial<Implementations<typeof FUNCTIONS>>;
