// The reader starts when an upload record is created queued, or when a read
// one is queued again (read again). Checked here: v2 Firestore triggers fire
// in the Functions emulator (docs/decisions.md). Records are created and
// queued only through the upload commands' Functions (the rules refuse client
// writes), so whoever can queue one may have it read.
import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions/v2';
import { failStaleReadings } from './stale-sweep';
import { startMenuReading } from './read-upload';
import { MENU_IMPORT_FUNCTIONS } from '../../../src/domain/menu-import/functions';
import type { Implementations } from '../lib/deploy';
import { MAX_READER_INSTANCES } from '../lib/ceilings';

const RECORD = 'stores/{storeId}/uploadHistory/{uploadId}';
// OCR is CPU-bound: a whole CPU and room for the model; the read itself stops at READ_TIME_LIMIT_MS.
const READER = { timeoutSeconds: 300, memory: '2GiB', cpu: 1, concurrency: 1, maxInstances: MAX_READER_INSTANCES } as const;

async function sweepStale(storeId: string): Promise<void> {
  try {
    await failStaleReadings(storeId);
  } catch (error) {
    logger.warn(`stale upload sweep of store ${storeId} failed`, error);
  }
}

async function read(storeId: string, uploadId: string): Promise<void> {
  const outcome = await startMenuReading(storeId, uploadId);
  logger.info(`menu upload ${storeId}/${uploadId}: ${outcome}`);
}

/** The Functions this module implements, by their declared names (src/domain/menu-import/functions.ts). */
export const READING_TRIGGER_HANDLERS = {
  readUploadedMenu: onDocumentCreated({ document: RECORD, ...READER }, async (event) => {
    const { storeId, uploadId } = event.params;
    await sweepStale(storeId);
    // Only a record created waiting is read: one created in another state (an
    // import of old history, say) is not this trigger's.
    if (event.data?.get('status') !== 'queued') {
      logger.info(`menu upload ${storeId}/${uploadId}: created ${String(event.data?.get('status'))}, not read`);
      return;
    }
    await read(storeId, uploadId);
  }),
  /**
   * A record queued again by the read-again command, known by the new
   * `readAgainAt` it writes. Every other update (the claim, the end, a publish,
   * a status set by hand) returns at once; a re-delivery finds the record
   * claimed already.
   */
  readMenuAgain: onDocumentUpdated({ document: RECORD, ...READER }, async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    if (!before || !after || after.get('status') !== 'queued' || after.get('_deleted') === true) return;
    if (after.get('readAgainAt') === undefined || after.get('readAgainAt') === before.get('readAgainAt')) return;
    await sweepStale(event.params.storeId);
    await read(event.params.storeId, event.params.uploadId);
  }),
} satisfies Partial<Implementations<typeof MENU_IMPORT_FUNCTIONS>>;
