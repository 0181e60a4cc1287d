// Setup wizard table step (doc 2 §5 "Wizard table step"). The store step is
// validateWizardStore in store.ts; the delivery step is validateDelivery in qr.ts.
import { WIZARD_MAX_TABLES } from '../limits';
import { MESSAGES } from '../messages';
import { resultOf, toNumber, type ValidationResult } from './result';

/**
 * 1 to 100 whole tables. The spec gives no texts for this step, so it uses
 * the QR section's ones, which state the same rule.
 */
export function validateWizardTables(raw: string | number): ValidationResult<number, 'tableCount'> {
  const value = toNumber(raw);
  let error: string | undefined;
  if (!Number.isInteger(value) || value < 1) error = MESSAGES.qr.invalidTableCount;
  else if (value > WIZARD_MAX_TABLES) error = MESSAGES.qr.maxTablesTyped(WIZARD_MAX_TABLES);
  return resultOf({ tableCount: error }, () => value);
}
