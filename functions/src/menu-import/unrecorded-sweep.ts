// Deletes import files that no upload record names, once past the day a
// record may take to arrive (src/domain/menu-import/unrecorded-files.ts):
// otherwise a page closed between the upload and the record, or a script
// storing without recording, leaves files in the bucket for ever, counted by
// no quota. Daily, across every store; the emulator runs no schedules, so
// tests/integration/unrecorded-files.test.ts calls the sweep itself.
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import {
  IMPORT_FILES_GLOB, importFileStore, isPastRecording, unrecordedFiles, type StoredImportFile,
} from '../../../src/domain/menu-import/unrecorded-files';
import { MENU_IMPORT_FUNCTIONS } from '../../../src/domain/menu-import/functions';
import type { Implementations } from '../lib/deploy';

/** Every import file old enough to go if unrecorded, by store: one listing of the bucket. */
async function oldImportFiles(now: number): Promise<Map<string, StoredImportFile[]>> {
  // matchGlob keeps the listing to import folders where Cloud Storage applies it; the path is checked here too.
  const [objects] = await getStorage().bucket().getFiles({ prefix: 'stores/', matchGlob: IMPORT_FILES_GLOB });
  const byStore = new Map<string, StoredImportFile[]>();
  for (const object of objects) {
    const storeId = importFileStore(object.name);
    const file = { path: object.name, createdAt: Date.parse(String(object.metadata.timeCreated ?? '')) };
    if (!storeId || !isPastRecording(file, now)) continue;
    byStore.set(storeId, [...(byStore.get(storeId) ?? []), file]);
  }
  return byStore;
}

/** One sweep; returns how many files it deleted. */
export async function deleteUnrecordedImportFiles(now: number = Date.now()): Promise<number> {
  const db = getFirestore();
  const bucket = getStorage().bucket();
  let deleted = 0;
  for (const [storeId, files] of await oldImportFiles(now)) {
    // The store's records, read after the listing: a record that lands meanwhile keeps its file.
    // Every one not marked deleted counts, so a record older than the _deleted stamp keeps its file too.
    const records = await db.collection(`stores/${storeId}/uploadHistory`).select('storagePath', '_deleted').get();
    const recorded = new Set(records.docs.filter((doc) => doc.get('_deleted') !== true).map((doc) => String(doc.get('storagePath'))));
    for (const path of unrecordedFiles(files, recorded, now)) {
      await bucket.file(path).delete({ ignoreNotFound: true });
      deleted += 1;
    }
  }
  return deleted;
}

/** The Functions this module implements, by their declared names (src/domain/menu-import/functions.ts). */
export const UNRECORDED_SWEEP_HANDLERS = {
  deleteUnrecordedImportFilesScheduled: onSchedule(
    { schedule: 'every day 03:40', timeZone: 'UTC', timeoutSeconds: 540 },
    async () => {
      const deleted = await deleteUnrecordedImportFiles();
      if (deleted > 0) logger.info('unrecorded import files deleted', { deleted });
    },
  ),
} satisfies Partial<Implementations<typeof MENU_IMPORT_FUNCTIONS>>;
