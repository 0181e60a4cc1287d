// Preview page's table number (doc 2 §2 "Preview", §5).
import { MESSAGES } from '../messages';
import { resultOf, toNumber, type ValidationResult } from './result';

export function validateTableNumber(input: string | number): ValidationResult<number, 'tableId'> {
  const value = toNumber(input);
  const P = MESSAGES.preview;
  let error: string | undefined;
  if (!Number.isFinite(value)) error = P.tableIdInvalid;
  else if (!Number.isInteger(value)) error = P.tableIdWhole;
  else if (value < 0) error = P.tableIdNegative;
  return resultOf({ tableId: error }, () => value);
}

/** {customer-host}/t/{linkId}, with no doubled slash whatever the host's spelling. */
export function customerLink(customerHost: string, linkId: string): string {
  return `${customerHost.replace(/\/+$/, '')}/t/${encodeURIComponent(linkId)}`;
}
