// The table-count command, checked on the device by the very rules the
// Function applies (doc 2 §5 "QR section"), so a count the server would
// refuse is never queued.
import type { Command } from '../sync/commands';
import type { NewIds } from '../shared/ids';
import { validateTableCountSave } from './qr-validation';
import type { ValidationResult } from '../shared/validation-result';

export function setTableCountCommand(
  raw: string | number,
  currentCount: number,
  ids: NewIds,
): ValidationResult<Command<'tables.setCount'>, 'tableCount'> {
  const checked = validateTableCountSave(raw, currentCount);
  if (!checked.ok) return checked;
  return { ok: true, value: { id: ids.commandId, type: 'tables.setCount', storeId: ids.storeId, payload: { newTableCount: checked.value } } };
}

/** The table count the user sees: the store's, or the last queued change laid over it. */
export function viewedTableCount(stored: number, pending: ReadonlyArray<Command<'tables.setCount'>>): number {
  return pending.length > 0 ? (pending[pending.length - 1] as Command<'tables.setCount'>).payload.newTableCount : stored;
}
