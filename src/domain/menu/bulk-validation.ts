// Bulk menu and category updates (doc 1 §5): at most 50 items per call.
import { BULK_UPDATE_LIMIT } from '../shared/limits';
import { MESSAGES } from '../shared/messages';
import { resultOf, type ValidationResult } from '../shared/validation-result';

export function validateBulkUpdate<T>(updates: readonly T[]): ValidationResult<readonly T[], 'updates'> {
  const updatesError =
    updates.length > BULK_UPDATE_LIMIT ? MESSAGES.menu.bulkLimit(BULK_UPDATE_LIMIT) : undefined;
  return resultOf({ updates: updatesError }, () => updates);
}
