// Preview page's table number (doc 2 §2 "Preview", §5).
import { MESSAGES } from '../shared/messages';
import { resultOf, toNumber, type ValidationResult } from '../shared/validation-result';

export function validateTableNumber(input: string | number): ValidationResult<number, 'tableId'> {
  const value = toNumber(input);
  const P = MESSAGES.preview;
  let error: string | undefined;
  if (!Number.isFinite(value)) error = P.tableIdInvalid;
  else if (!Number.isInteger(value)) error = P.tableIdWhole;
  else if (value < 0) error = P.tableIdNegative;
  return resultOf({ tableId: error }, () => value);
}

/**
 * The customer app's address when none is configured (VITE_CUSTOMER_HOST for
 * the app, CUSTOMER_HOST for the Functions): a placeholder that names itself.
 * One default for both, so a mailed sheet and the screen carry the same links.
 */
export const DEFAULT_CUSTOMER_HOST = 'https://order.example.com';

/** {customer-host}/t/{linkId}, with no doubled slash whatever the host's spelling. */
export function customerLink(customerHost: string, linkId: string): string {
  return `${customerHost.replace(/\/+$/, '')}/t/${encodeURIComponent(linkId)}`;
}
