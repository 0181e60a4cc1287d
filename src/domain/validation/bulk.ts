// Bulk menu and category updates (doc 1 §5): at most 50 items per call.
import { BULK_UPDATE_LIMIT } from '../limits';
import { MESSAGES } from '../messages';
import { resultOf, type ValidationResult } from './result';

export function validateBulkUpdate<T>(updates: readonly T[]): ValidationResult<readonly T[], 'updates'> {
  const updatesError =
    updates.length > BULK_UPDATE_LIMIT ? MESSAGES.menu.bulkLimit(BULK_UPDATE_LIMIT) : undefined;
  return resultOf({ updates: updatesError }, () => updates);
}
