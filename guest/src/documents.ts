// The public documents as the page uses them, read defensively from decoded
// REST fields: a field missing or of another type takes a harmless default
// rather than breaking the page (the Functions write them; this only reads).
import type { PublicLink } from '../../src/domain/guest/public-link';
import type { PublicCategory, PublicLanguage, PublicMenu, PublicMenuItem, PublicText } from '../../src/domain/guest/public-menu';
import { MESSAGE_SENT_FIELD, type PublicOrder, type PublicOrderLine } from '../../src/domain/guest/public-order';

type Fields = Readonly<Record<string, unknown>>;

const record = (v: unknown): Fields => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Fields) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

export function readLink(f: Fields): PublicLink {
  const state = f.state === 'active' || f.state === 'retired' ? f.state : 'inactive';
  return { storeId: str(f.storeId), tableNumber: num(f.tableNumber), state };
}

function texts(v: unknown): Record<string, PublicText> {
  const out: Record<string, PublicText> = {};
  for (const [code, raw] of Object.entries(record(v))) {
    const t = record(raw);
    if (str(t.name) !== '') out[code] = { name: str(t.name), description: str(t.description) };
  }
  return out;
}

function item(raw: unknown): PublicMenuItem | null {
  const f = record(raw);
  if (str(f.id) === '' || typeof f.price !== 'number' || !Number.isFinite(f.price)) return null;
  const imageUrl = str(f.imageUrl);
  return {
    id: str(f.id),
    name: str(f.name),
    description: str(f.description),
    price: f.price,
    ...(imageUrl ? { imageUrl } : {}),
    categoryIds: list(f.categoryIds).filter((c): c is string => typeof c === 'string'),
    translations: texts(f.translations),
  };
}

function category(raw: unknown): PublicCategory | null {
  const f = record(raw);
  return str(f.id) === '' ? null : { id: str(f.id), name: str(f.name), icon: str(f.icon), translations: texts(f.translations) };
}

function language(raw: unknown): PublicLanguage | null {
  const f = record(raw);
  return str(f.code) === '' ? null : { code: str(f.code), name: str(f.name) || str(f.code), flag: str(f.flag) };
}

const present = <T,>(v: T | null): v is T => v !== null;

export function readMenu(f: Fields): PublicMenu {
  const o = record(f.ordering);
  const g = record(o.gratuity);
  const choices = list(g.choices).filter((r): r is number => typeof r === 'number' && Number.isFinite(r) && r >= 0);
  const languages = list(f.languages).map(language).filter(present);
  const defaultLanguage = str(f.defaultLanguage) || languages[0]?.code || 'en';
  return {
    storeId: str(f.storeId),
    storeName: str(f.storeName),
    languages: languages.length > 0 ? languages : [{ code: defaultLanguage, name: defaultLanguage, flag: '' }],
    defaultLanguage,
    ordering: {
      enabled: o.enabled === true,
      cancelBeforeConfirmed: o.cancelBeforeConfirmed === true,
      liveStatus: o.liveStatus === true,
      taxRate: num(o.taxRate),
      gratuity: { choices: choices.length > 0 ? choices : [num(g.preselected)], preselected: num(g.preselected) },
    },
    categories: list(f.categories).map(category).filter(present),
    items: list(f.items).map(item).filter(present),
  };
}

/** The public order with the page's own extra: whether the guest's message was sent (MESSAGE_SENT_FIELD). */
export interface GuestOrder extends PublicOrder {
  messageSent: boolean;
}

const STATUSES: ReadonlySet<string> = new Set(['pending', 'confirmed', 'preparing', 'ready', 'out_for_delivery', 'completed', 'cancelled', 'removed']);

function line(raw: unknown): PublicOrderLine {
  const f = record(raw);
  return { name: str(f.name), quantity: num(f.quantity), price: num(f.price), subtotal: num(f.subtotal) };
}

export function readOrder(f: Fields): GuestOrder {
  const notes = str(f.customerNotes);
  return {
    orderId: str(f.orderId),
    tableNumber: num(f.tableNumber),
    // An unknown status reads as received: the page never claims progress it cannot name.
    status: (STATUSES.has(str(f.status)) ? str(f.status) : 'pending') as PublicOrder['status'],
    items: list(f.items).map(line),
    subtotal: num(f.subtotal),
    taxRate: num(f.taxRate),
    taxAmount: num(f.taxAmount),
    gratuityRate: num(f.gratuityRate),
    gratuityAmount: num(f.gratuityAmount),
    totalAmount: num(f.totalAmount),
    ...(notes !== '' ? { customerNotes: notes } : {}),
    createdAt: num(f.createdAt),
    messageSent: f[MESSAGE_SENT_FIELD] === true,
  };
}
