// How much a store may keep in its import folder (docs/decisions.md
// "Storage: names, types, overwrites and the quota"). Storage rules cannot
// count, so recordMenuUploadSecure adds up the sizes of the store's live
// upload records (each names its file) and refuses a record past the quota.
import { MESSAGES } from '../shared/messages';

const MB = 1024 * 1024;

/** Twenty full-size PDFs, or a few hundred phone photos: far more than a store's menus. */
export const IMPORT_QUOTA_BYTES = 200 * MB;

/** The refusal of one more file of `fileBytes` when the store's records already hold `usedBytes`, or null. */
export function importQuotaRefusal(usedBytes: number, fileBytes: number): string | null {
  if (usedBytes + fileBytes <= IMPORT_QUOTA_BYTES) return null;
  return MESSAGES.upload.storeQuotaFull((usedBytes / MB).toFixed(1), IMPORT_QUOTA_BYTES / MB);
}
