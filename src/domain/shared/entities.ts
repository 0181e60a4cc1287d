// The product's records as the domain sees them. Timestamps are epoch
// milliseconds here; the data layer converts Firestore timestamps at the edge,
// so rules and tests never depend on a database type.
import type { ChangedBy } from './changed-by';
import type { OrderStatus } from './order-status';

/** A role held in one store (src/domain/team/permissions.ts says what each may do). */
export type Role = 'OWNER' | 'MANAGER' | 'STAFF' | 'KITCHEN';

/**
 * Token claims. `stores` is either a list of store ids (with one top-level
 * role) or an object keyed by store id whose value is the role held there,
 * which is the shape our server writes.
 */
export type ClaimsStores = readonly string[] | Readonly<Record<string, Role | boolean>>;

export interface Claims {
  role?: string;
  stores?: ClaimsStores;
  /** The user document's primary store when the claims were written (ours): a hint for a new device, never access. */
  primary?: string;
  /** A paired kitchen display's account (ours). */
  device?: boolean;
}

/** A translated name and description, keyed by language code in `translations`. */
export interface Translation {
  name: string;
  description: string;
  /**
   * The original name and description this translation was made from (ours,
   * beyond the spec): when the original changes later, the translation is
   * out of date (src/domain/menu/translation-source.ts). Absent on translations
   * made before it was recorded: those are never flagged.
   */
  source?: TranslationSource;
}

export interface TranslationSource {
  name: string;
  description: string;
}

/**
 * An image chosen on this device, kept in IndexedDB beside its command until the
 * sender has uploaded it (doc 2 §7 Storage). Already compressed when chosen.
 */
export interface LocalImageRef {
  /** Key of the stored blob (client-made, unique). */
  blobId: string;
  contentType: 'image/jpeg' | 'image/png' | 'image/webp';
  size: number;
}

export interface MenuItem {
  id: string;
  name: string;
  description: string;
  price: number;
  /** Legacy single category name, kept for old documents. */
  category?: string;
  categories: string[];
  imageUrl?: string;
  isAvailable: boolean;
  orderIndex: number;
  storeId: string;
  translations: Record<string, Translation>;
  beautifyEnabled: boolean;
  createdAt?: number;
  updatedAt?: number;
  /** Who last changed it (an edit, an 86), as the server recorded it; read with readChangedBy, older items have none. */
  lastChangedBy?: ChangedBy;
}

export const MENU_ITEM_DEFAULTS = {
  name: 'Unnamed Item',
  description: '',
  price: 0,
  isAvailable: true,
} as const;

export interface Category {
  id: string;
  name: string;
  description: string;
  icon: string;
  color: string;
  isActive: boolean;
  orderIndex: number;
  storeId: string;
  translations: Record<string, Translation>;
  createdAt?: number;
  updatedAt?: number;
  /** Who last changed it, as the server recorded it; read with readChangedBy, older categories have none. */
  lastChangedBy?: ChangedBy;
}

export const CATEGORY_DEFAULTS = {
  name: 'Unnamed Category',
  description: '',
  icon: '📁',
  color: '#6366f1',
  isActive: true,
} as const;

/** The 13 icon choices of the category form; the folder is the default. */
export const CATEGORY_ICONS = [
  '📁', '🥗', '🍲', '🍜', '🍚', '🍖', '🍔', '🍕', '🍣', '🍰', '🍦', '☕', '🥤',
] as const;

/** The 10 colour choices of the category form; indigo is the default. */
export const CATEGORY_COLORS = [
  '#6366f1', '#ef4444', '#f97316', '#f59e0b', '#10b981',
  '#14b8a6', '#3b82f6', '#8b5cf6', '#ec4899', '#6b7280',
] as const;

export interface OrderItem {
  menuItemId?: string;
  name?: string;
  quantity: number;
  /** Unit price. */
  price: number;
  subtotal?: number;
}

export interface Order {
  id: string;
  status: OrderStatus;
  tableId?: string;
  /** The table link a guest's order came through (placeOrderSecure). */
  tableLinkId?: string;
  customerId?: string;
  createdAt: number;
  items: OrderItem[];
  customerNotes?: string;
  sellerNotes?: string;
  /** May be missing on old orders; see orderTotal(). */
  totalAmount?: number;
  /** Oldest first; missing on orders written before the history was kept. */
  statusHistory?: OrderHistoryLine[];
}

/** One line of an order's status history as the screens read it (src/domain/orders/status-change.ts writes it). */
export interface OrderHistoryLine {
  /** null for the order's creation. */
  from: OrderStatus | null;
  to: OrderStatus;
  at: number;
  /** The member's uid, or 'customer' for an order placed at a table. */
  by: string;
  /** The member's name as their member document read at the change (absent on older lines). */
  byName?: string;
  reason?: string;
  /** A change made on this device that the replica does not show yet: its author is 'you'. */
  local?: boolean;
}

/** Fills the documented defaults of a stored menu item. */
export function withMenuItemDefaults(
  data: Partial<MenuItem> & Pick<MenuItem, 'id' | 'storeId'>,
): MenuItem {
  return {
    ...data,
    name: data.name || MENU_ITEM_DEFAULTS.name,
    description: data.description ?? MENU_ITEM_DEFAULTS.description,
    price: typeof data.price === 'number' && Number.isFinite(data.price) ? data.price : 0,
    categories: data.categories ?? [],
    isAvailable: data.isAvailable ?? MENU_ITEM_DEFAULTS.isAvailable,
    orderIndex: data.orderIndex ?? 0,
    translations: data.translations ?? {},
    beautifyEnabled: data.beautifyEnabled ?? false,
  };
}

/** Fills the documented defaults of a stored category. */
export function withCategoryDefaults(
  data: Partial<Category> & Pick<Category, 'id' | 'storeId'>,
): Category {
  return {
    ...data,
    name: data.name || CATEGORY_DEFAULTS.name,
    description: data.description ?? CATEGORY_DEFAULTS.description,
    icon: data.icon || CATEGORY_DEFAULTS.icon,
    color: data.color || CATEGORY_DEFAULTS.color,
    isActive: data.isActive ?? CATEGORY_DEFAULTS.isActive,
    orderIndex: data.orderIndex ?? 0,
    translations: data.translations ?? {},
  };
}

// The records' own files; re-exported so the whole record vocabulary is
// importable from entities.ts.
export type {
  MailingAddress,
  QrDeliveryDetails,
  QrDeliveryMethod,
  QrGenerationRecord,
  UploadFileType,
  UploadRecord,
  UploadStatus,
} from './records';
