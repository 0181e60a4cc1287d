// The guest's basket, pure: what is in it, what it costs as an estimate, and
// what is sent. Lines keep the dish's name so a dish that left the menu can
// still be shown (and left out of the order) by name.
import type { PublicMenu, PublicMenuItem } from '../../src/domain/guest/public-menu';
import { ORDER_MAX_LINES, ORDER_MAX_QUANTITY, ORDER_NOTES_MAX } from '../../src/domain/orders/order-limits';
import { priceOrder, type PricedOrder } from '../../src/domain/orders/pricing';

export interface BasketLine {
  menuItemId: string;
  name: string;
  quantity: number;
}

export interface Basket {
  lines: BasketLine[];
  notes: string;
  /** The tip the guest picked; null: the restaurant's preselected one. */
  gratuityRate: number | null;
  /** The id of a send not answered yet: sending again (a retry, a reload) reuses it, so the server makes one order. */
  pendingCommandId: string | null;
}

export const EMPTY_BASKET: Basket = { lines: [], notes: '', gratuityRate: null, pendingCommandId: null };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const validQuantity = (q: unknown): q is number => typeof q === 'number' && Number.isInteger(q) && q >= 1 && q <= ORDER_MAX_QUANTITY;

/** A basket as stored (localStorage, any version or tampering): whatever is unreadable is dropped. */
export function parseBasket(raw: unknown): Basket {
  if (!isRecord(raw)) return EMPTY_BASKET;
  const seen = new Set<string>();
  const lines: BasketLine[] = [];
  for (const l of Array.isArray(raw.lines) ? raw.lines : []) {
    if (!isRecord(l) || typeof l.menuItemId !== 'string' || seen.has(l.menuItemId) || !validQuantity(l.quantity)) continue;
    seen.add(l.menuItemId);
    lines.push({ menuItemId: l.menuItemId, name: typeof l.name === 'string' ? l.name : '', quantity: l.quantity });
  }
  return {
    lines: lines.slice(0, ORDER_MAX_LINES),
    notes: typeof raw.notes === 'string' ? raw.notes.slice(0, ORDER_NOTES_MAX) : '',
    gratuityRate: typeof raw.gratuityRate === 'number' && Number.isFinite(raw.gratuityRate) ? raw.gratuityRate : null,
    pendingCommandId: typeof raw.pendingCommandId === 'string' && raw.pendingCommandId !== '' ? raw.pendingCommandId : null,
  };
}

export function quantityOf(basket: Basket, menuItemId: string): number {
  return basket.lines.find((l) => l.menuItemId === menuItemId)?.quantity ?? 0;
}

/** Whether one more of the dish fits: a line holds at most ORDER_MAX_QUANTITY, a basket ORDER_MAX_LINES dishes. */
export function canAdd(basket: Basket, menuItemId: string): boolean {
  const quantity = quantityOf(basket, menuItemId);
  return quantity > 0 ? quantity < ORDER_MAX_QUANTITY : basket.lines.length < ORDER_MAX_LINES;
}

/** The basket with the dish at `quantity` (0 takes it out); a change past the limits leaves it as it was. */
export function withQuantity(basket: Basket, item: Pick<PublicMenuItem, 'id' | 'name'>, quantity: number): Basket {
  const index = basket.lines.findIndex((l) => l.menuItemId === item.id);
  if (quantity <= 0) return index < 0 ? basket : { ...basket, lines: basket.lines.filter((_, i) => i !== index) };
  if (!Number.isInteger(quantity) || quantity > ORDER_MAX_QUANTITY) return basket;
  if (index < 0) {
    if (basket.lines.length >= ORDER_MAX_LINES) return basket;
    return { ...basket, lines: [...basket.lines, { menuItemId: item.id, name: item.name, quantity }] };
  }
  return { ...basket, lines: basket.lines.map((l, i) => (i === index ? { ...l, name: item.name, quantity } : l)) };
}

export interface ResolvedLine extends BasketLine {
  /** The dish on the current menu; absent: it left the menu and is not sent. */
  item?: PublicMenuItem;
}

export function resolveLines(basket: Basket, menu: PublicMenu): ResolvedLine[] {
  const byId = new Map(menu.items.map((i) => [i.id, i]));
  return basket.lines.map((l) => {
    const item = byId.get(l.menuItemId);
    return item ? { ...l, item } : { ...l };
  });
}

const availableLines = (basket: Basket, menu: PublicMenu) =>
  resolveLines(basket, menu).filter((l): l is ResolvedLine & { item: PublicMenuItem } => l.item !== undefined);

/** Dishes counted in the bar: only those that would be sent. */
export function itemCount(basket: Basket, menu: PublicMenu): number {
  return availableLines(basket, menu).reduce((sum, l) => sum + l.quantity, 0);
}

/** The tip the order is priced and sent with: the guest's pick while the restaurant still offers it. */
export function chosenTip(basket: Basket, menu: PublicMenu): number {
  const { choices, preselected } = menu.ordering.gratuity;
  return basket.gratuityRate !== null && choices.includes(basket.gratuityRate) ? basket.gratuityRate : preselected;
}

/** An estimate with the domain's own pricing; the order page shows the server's figures once sent. */
export function estimate(basket: Basket, menu: PublicMenu): PricedOrder {
  const { taxRate } = menu.ordering;
  const lines = availableLines(basket, menu).map((l) => ({ menuItemId: l.item.id, name: l.item.name, price: l.item.price, quantity: l.quantity }));
  return priceOrder(lines, {
    enableOrderNotification: false,
    allowCustomerCancelBeforeConfirmed: false,
    enableTax: taxRate > 0,
    taxRate,
    enableDefaultGratuity: false,
    defaultGratuityRate: 0,
    presetGratuityRates: [],
  }, chosenTip(basket, menu));
}

export interface PlaceOrderData {
  tableLinkId: string;
  commandId: string;
  items: Array<{ menuItemId: string; quantity: number }>;
  customerNotes?: string;
  gratuityRate?: number;
}

/** placeOrderSecure's data: available dishes only; the tip only when the guest had a choice (else the server's own applies). */
export function orderData(basket: Basket, menu: PublicMenu, tableLinkId: string, commandId: string): PlaceOrderData {
  const notes = basket.notes.trim().slice(0, ORDER_NOTES_MAX);
  return {
    tableLinkId,
    commandId,
    items: availableLines(basket, menu).map((l) => ({ menuItemId: l.menuItemId, quantity: l.quantity })),
    ...(notes !== '' ? { customerNotes: notes } : {}),
    ...(menu.ordering.gratuity.choices.length > 1 ? { gratuityRate: chosenTip(basket, menu) } : {}),
  };
}
