// Orders screen dialogs (doc 2 §5 "Orders").
import { MESSAGES } from '../shared/messages';
import { resultOf, type ValidationResult } from '../shared/validation-result';

export const BULK_DELETE_CONFIRM_WORD = 'DELETE';

/**
 * The cancel reason goes into sellerNotes. `short` picks the compact
 * 'Reason is required.' used inside the small dialog.
 */
export function validateCancelReason(
  reason: string,
  variant: 'full' | 'short' = 'full',
): ValidationResult<string, 'reason'> {
  const message = variant === 'short' ? MESSAGES.orders.reasonRequired : MESSAGES.orders.cancelReasonRequired;
  return resultOf({ reason: reason.trim() === '' ? message : undefined }, () => reason.trim());
}

/** The confirm field upper-cases as the user types. */
export function normaliseDeleteConfirmation(input: string): string {
  return input.toUpperCase();
}

/** Surrounding spaces (a phone keyboard's auto-space) do not count against the user. */
export function isDeleteConfirmed(input: string): boolean {
  return normaliseDeleteConfirmation(input).trim() === BULK_DELETE_CONFIRM_WORD;
}
