// Which table numbers the preview may ask a link for. Table
// 0 is the counter (takeaway) and always has one; tables 1..tableCount have
// theirs; a number above the count is refused in our words rather than given
// a new link, so a table taken out of use stays out of use.
import { MESSAGES } from '../shared/messages';
import { COUNTER_TABLE } from './table-plan';

export function tableLinkRefusal(tableNumber: number, tableCount: number): string | null {
  if (tableNumber === COUNTER_TABLE) return null;
  if (tableCount <= 0) return MESSAGES.preview.noTables;
  if (tableNumber > tableCount) return MESSAGES.preview.aboveTableCount(tableNumber, tableCount);
  return null;
}
