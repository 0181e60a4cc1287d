// A customer's order as placeOrderSecure reads it: the payload is
// checked for types and sizes before anything is read, then each line against
// the live menu. Names and prices always come from the menu.
import { isClientId } from '../shared/ids';
import { MESSAGES } from '../shared/messages';
import {
  ORDER_MAX_LINES, ORDER_MAX_QUANTITY, ORDER_MIN_QUANTITY, ORDER_NOTES_MAX,
} from './order-limits';
import type { PricedLine } from './pricing';
import { refused, type Checked } from './refusal';

const O = MESSAGES.ordering;

export interface OrderLine {
  menuItemId: string;
  quantity: number;
}

export interface PlaceOrderRequest {
  tableLinkId: string;
  commandId: string;
  lines: OrderLine[];
  customerNotes?: string;
  /** The gratuity the guest chose (src/domain/guest/gratuity.ts checks it against the store's offer). */
  gratuityRate?: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const isOrderQuantity = (q: unknown): q is number =>
  typeof q === 'number' && Number.isInteger(q) && q >= ORDER_MIN_QUANTITY && q <= ORDER_MAX_QUANTITY;

/** Notes are optional; blank notes are dropped, long ones refused. */
export function readNotes(value: unknown): Checked<string | undefined> {
  if (value === undefined || value === null) return { ok: true, value: undefined };
  if (typeof value !== 'string') return refused('invalid-argument', O.unreadable);
  const trimmed = value.trim();
  if (trimmed.length > ORDER_NOTES_MAX) return refused('invalid-argument', O.notesTooLong(ORDER_NOTES_MAX));
  return { ok: true, value: trimmed === '' ? undefined : trimmed };
}

/**
 * Extra fields on a line (a price, a name) are ignored rather than refused: a
 * customer app may send what it shows, but only the menu decides.
 */
export function readPlaceOrderRequest(data: unknown): Checked<PlaceOrderRequest> {
  if (!isRecord(data)) return refused('invalid-argument', O.unreadable);
  if (!isClientId(data.tableLinkId)) return refused('invalid-argument', O.linkNotFound);
  if (!isClientId(data.commandId)) return refused('invalid-argument', O.commandIdRequired);
  const items = data.items;
  if (!Array.isArray(items)) return refused('invalid-argument', O.unreadable);
  // The count first, so a list of 10,000 lines is refused without reading them.
  if (items.length === 0) return refused('invalid-argument', MESSAGES.orders.noItems);
  if (items.length > ORDER_MAX_LINES) return refused('invalid-argument', O.tooManyLines(ORDER_MAX_LINES));
  const lines: OrderLine[] = [];
  for (const item of items) {
    if (!isRecord(item) || !isClientId(item.menuItemId)) return refused('invalid-argument', O.itemUnknown);
    if (!isOrderQuantity(item.quantity)) {
      return refused('invalid-argument', O.quantityRange(ORDER_MIN_QUANTITY, ORDER_MAX_QUANTITY));
    }
    lines.push({ menuItemId: item.menuItemId, quantity: item.quantity });
  }
  const notes = readNotes(data.customerNotes);
  if (!notes.ok) return notes;
  const gratuity = data.gratuityRate;
  if (gratuity !== undefined && gratuity !== null && (typeof gratuity !== 'number' || !Number.isFinite(gratuity))) {
    return refused('invalid-argument', O.gratuityNotOffered);
  }
  return {
    ok: true,
    value: {
      tableLinkId: data.tableLinkId,
      commandId: data.commandId,
      lines,
      ...(notes.value !== undefined ? { customerNotes: notes.value } : {}),
      ...(typeof gratuity === 'number' ? { gratuityRate: gratuity } : {}),
    },
  };
}

/** A menu item as the order rules need it; undefined when missing or deleted. */
export interface OrderableItem {
  name: string;
  price: number;
  isAvailable: boolean;
}

/** Every line must name a live, available item of this store's menu. */
export function priceLines(
  lines: readonly OrderLine[],
  menu: ReadonlyMap<string, OrderableItem | undefined>,
): Checked<PricedLine[]> {
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const item = menu.get(line.menuItemId);
    if (!item) return refused('not-found', O.itemUnknown);
    if (!item.isAvailable) return refused('failed-precondition', O.itemUnavailable(item.name));
    priced.push({ menuItemId: line.menuItemId, name: item.name, price: item.price, quantity: line.quantity });
  }
  return { ok: true, value: priced };
}

/** The table link and the store's ordering switch, in the order a customer would fix them. */
export function checkOrdering(link: { isActive?: unknown } | undefined, enableOrderFunction: unknown): Checked<true> {
  if (!link) return refused('not-found', O.linkNotFound);
  if (link.isActive !== true) return refused('failed-precondition', O.linkInactive);
  if (enableOrderFunction !== true) return refused('failed-precondition', O.orderingOff);
  return { ok: true, value: true };
}
