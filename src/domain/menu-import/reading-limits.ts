// How long reading a menu may take (docs/decisions.md "Reading a
// menu"). A page reads in seconds here; the limit is for a file that makes a
// reader hang, and the stale limit for an instance that died mid-read.

import type { BucketRule } from '../shared/token-bucket';

/**
 * Readings a store may start (docs/decisions.md "Reading and feedback
 * allowances"): 20 at once (a menu photographed page by page), then 20 an
 * hour, one every three minutes. A script gets 500 readings a day from a
 * store instead of as many as it can upload.
 */
export const READING_ALLOWANCE: BucketRule = { capacity: 20, perHour: 20 };

/** Reading stops and the upload fails after this. */
export const READ_TIME_LIMIT_MS = 120_000;

/** A record still 'processing' this long after it started was left by a crashed instance. */
export const STALE_PROCESSING_MS = 2 * READ_TIME_LIMIT_MS + 60_000;

export function isStaleProcessing(record: { status: string; processingStartedAt?: number }, now: number): boolean {
  return record.status === 'processing' && now - (record.processingStartedAt ?? 0) > STALE_PROCESSING_MS;
}

/** Only the store's own import folder is read: a record cannot point the reader at another store's file. */
export function isImportPathOf(storeId: string, storagePath: string | undefined): storagePath is string {
  return typeof storagePath === 'string' && storagePath.startsWith(`stores/${storeId}/processing-photos/`) && !storagePath.includes('..');
}
