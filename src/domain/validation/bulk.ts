// Bulk menu and category updates (doc 1 §5): at most 50 items per call.
import { BULK_UPDATE_LIMIT } from '../limits';
import { MESSAGES } from '../messages';
import { resultOf, type ValidationResult } from './result';

export function validateBulkUpdate<T>(updates: readonly T[]): ValidationResult<readonly T[], 'updates'> {
  const updatesError =
    updates.length > BULK_UPDATE_LIMIT ? MESSAGES.menu.bulkLimit(BULK_UPDATE_LIMIT) : undefined;
  return resultOf({ updates: updatesError }, () => updates);
}

/** Splits a large job into calls the server accepts. */
export function chunk<T>(items: readonly T[], size = BULK_UPDATE_LIMIT): T[][] {
  if (size < 1) throw new RangeError('chunk size must be at least 1');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
