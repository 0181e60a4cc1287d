// How often a store may have a menu read (READING_ALLOWANCE in
// src/domain/menu-import/reading-limits.ts): every reading is up to two
// minutes of OCR on an instance, or a paid model call. Every callable that
// starts a reading (recording an upload, reading one again) takes from the
// same bucket.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { READING_ALLOWANCE } from '../../../src/domain/menu-import/reading-limits';
import { takeFromBucket } from '../lib/token-bucket';
import { projectAllowance } from '../lib/project-usage';

/**
 * Takes one reading from the store's allowance in `tx` (after its other
 * reads), and counts it toward the whole project's readings of the day; or
 * throws the refusal of whichever is spent.
 */
export async function takeReadingAllowance(db: Firestore, tx: Transaction, storeId: string, now = Date.now()): Promise<void> {
  const project = await projectAllowance(db, 'readings', 1, now);
  await takeFromBucket(db, tx, `reading_${storeId}`, READING_ALLOWANCE, now);
  tx.set(project.ref, project.data, { merge: true });
}
