// What a table's QR code opens: publicLinks/{linkId}, one per table link,
// kept by the Functions beside the store's own tableLinks document
// (functions/src/guest/publish-link.ts). The guest page reads it by its id
// (the link in the code) to find the store, and never lists it.
import { tableNumberOf } from '../tables/table-id';

export type PublicLinkState = 'active' | 'inactive' | 'retired';

export interface PublicLink {
  storeId: string;
  tableNumber: number;
  /** active: takes orders; inactive: its table is out of use; retired: the code was replaced (rotated). */
  state: PublicLinkState;
}

/** From a stored tableLinks document (src/domain/tables: `retired` once rotated, `isActive` while its table is in use). */
export function publicLinkOf(storeId: string, link: Readonly<Record<string, unknown>>): PublicLink {
  const n = link.tableNumber;
  const tableNumber = typeof n === 'number' && Number.isInteger(n) ? n : tableNumberOf(link.tableId) ?? 0;
  const state: PublicLinkState = link.retired === true ? 'retired' : link.isActive === true && link._deleted !== true ? 'active' : 'inactive';
  return { storeId, tableNumber, state };
}
