// Reading one uploaded menu: claim the queued record (so a
// re-delivered trigger does not read twice), read the file under a time
// limit, and end the record 'completed' with its draft or 'failed' with a
// clear message. Never leaves it in 'processing' while this instance lives;
// stale-sweep.ts fails what a crashed instance left behind.
import { getFirestore, type DocumentReference } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions/v2';
import type { UploadRecord } from '../../../src/domain/shared/entities';
import { mergeAppConfig, type AppConfig, type DeepPartial } from '../../../src/domain/settings/app-config';
import type { MenuDraft } from '../../../src/domain/shared/menu-draft';
import { storeMenuLanguages } from '../../../src/domain/menu-import/ocr-languages';
import { isImportPathOf, READ_TIME_LIMIT_MS } from '../../../src/domain/menu-import/reading-limits';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { completePatch, failPatch, startProcessingPatch } from '../../../src/domain/menu-import/upload-status';
import { replicatedStamp } from '../lib/replicated-stamp';
import { readMenu } from './read-menu';
import type { MenuReader } from './reader';
import { chooseReader } from './registry';

const M = MESSAGES.menuReading;
export type ReadOutcome = 'skipped' | 'completed' | 'failed';

/** queued -> processing in one transaction; false when another delivery (or the owner) got there first. */
async function claim(ref: DocumentReference, now: number): Promise<UploadRecord | null> {
  return getFirestore().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const record = snap.data() as UploadRecord | undefined;
    if (!record || record.status !== 'queued') return null;
    tx.update(ref, { ...startProcessingPatch(now), ...replicatedStamp() });
    return { ...record, id: ref.id };
  });
}

/** Writes the end only if the record is still ours: not failed by the sweep, deprecated or deleted meanwhile. */
async function finish(ref: DocumentReference, startedAt: number, patch: Record<string, unknown>): Promise<boolean> {
  return getFirestore().runTransaction(async (tx) => {
    const record = (await tx.get(ref)).data() as UploadRecord | undefined;
    if (!record || record.status !== 'processing' || record.processingStartedAt !== startedAt) return false;
    tx.update(ref, { ...patch, ...replicatedStamp() });
    return true;
  });
}

async function download(storagePath: string): Promise<Uint8Array | null> {
  const file = getStorage().bucket().file(storagePath);
  const [exists] = await file.exists();
  if (!exists) return null;
  const [bytes] = await file.download();
  return new Uint8Array(bytes);
}

/** The store's menu languages, from its settings (the default ones when it has none). */
async function menuLanguages(storeId: string): Promise<string[]> {
  const store = await getFirestore().doc(`stores/${storeId}`).get();
  return storeMenuLanguages(mergeAppConfig(store.get('configs') as DeepPartial<AppConfig> | undefined));
}

export interface ReadOptions {
  reader?: MenuReader;
  /** READ_TIME_LIMIT_MS unless a test wants to see the limit act. */
  timeLimitMs?: number;
}

/** Reads the upload if it is still queued. Safe to call more than once for one record. */
export async function startMenuReading(storeId: string, uploadId: string, options: ReadOptions = {}): Promise<ReadOutcome> {
  const reader = options.reader ?? chooseReader();
  const ref = getFirestore().doc(`stores/${storeId}/uploadHistory/${uploadId}`);
  const startedAt = Date.now();
  const record = await claim(ref, startedAt);
  if (!record) return 'skipped';
  let result: MenuDraft | string;
  try {
    const bytes = isImportPathOf(storeId, record.storagePath) ? await download(record.storagePath) : null;
    // The languages chosen for this upload (upload screen, read again), else the store's.
    const languages = record.languages?.length ? record.languages : await menuLanguages(storeId);
    result = bytes ? await readMenu(reader, record.fileType, bytes, options.timeLimitMs ?? READ_TIME_LIMIT_MS, languages) : M.fileMissing;
  } catch (error) {
    logger.error(`menu upload ${storeId}/${uploadId} could not be read`, error);
    result = M.failed;
  }
  const now = Date.now();
  const patch = typeof result === 'string' ? failPatch(result, now) : { draft: result, reviewStatus: 'ready', ...completePatch(now) };
  const written = await finish(ref, startedAt, patch);
  if (!written) logger.warn(`menu upload ${storeId}/${uploadId} changed while it was read; the result was dropped`);
  return typeof result === 'string' ? 'failed' : 'completed';
}
