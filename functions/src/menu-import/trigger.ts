// The reader starts when an upload record is created. Checked here:
// a v2 Firestore trigger fires in the Functions emulator (docs/decisions.md).
// Records are created only through the upload command's Function (the rules
// refuse client writes), so whoever can create one may have it read.
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { logger } from 'firebase-functions/v2';
import { failStaleReadings } from './stale-sweep';
import { startMenuReading } from './read-upload';

export const readUploadedMenu = onDocumentCreated(
  // OCR is CPU-bound: a whole CPU and room for the model; the read itself stops at READ_TIME_LIMIT_MS.
  { document: 'stores/{storeId}/uploadHistory/{uploadId}', timeoutSeconds: 300, memory: '2GiB', cpu: 1, concurrency: 1 },
  async (event) => {
    const { storeId, uploadId } = event.params;
    try {
      await failStaleReadings(storeId);
    } catch (error) {
      logger.warn(`stale upload sweep of store ${storeId} failed`, error);
    }
    // Only a record created waiting is read: one created in another state (an
    // import of old history, say) and queued again later is not this trigger's.
    if (event.data?.get('status') !== 'queued') {
      logger.info(`menu upload ${storeId}/${uploadId}: created ${String(event.data?.get('status'))}, not read`);
      return;
    }
    const outcome = await startMenuReading(storeId, uploadId);
    logger.info(`menu upload ${storeId}/${uploadId}: ${outcome}`);
  },
);
