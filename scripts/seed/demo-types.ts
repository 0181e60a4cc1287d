// Shapes of the demo world. Plain data: every timestamp is a JS Date; the writer
// converts them to Firestore Timestamps and adds updatedAt / _deleted.

// Statuses, languages and settings are the domain's own types: the demo world is
// made of the same records the app and the Functions validate.
export type { OrderStatus } from '../../src/domain/orders/orders.ts';
export { ORDER_STATUSES } from '../../src/domain/orders/orders.ts';
export type { LanguageOption } from '../../src/domain/settings/languages.ts';
export type { AppConfig as StoreConfigs } from '../../src/domain/settings/app-config.ts';
export type { Translation } from '../../src/domain/shared/entities.ts';
import type { OrderStatus } from '../../src/domain/orders/orders.ts';
import type { Translation } from '../../src/domain/shared/entities.ts';
import type { AppConfig as StoreConfigs } from '../../src/domain/settings/app-config.ts';

export type MessageStatus = 'new' | 'read' | 'responded';

export type Translations = Record<string, Translation>;

export interface DemoOwner {
  uid: string;
  email: string;
  password: string;
  displayName: string;
}

/** users/{uid} */
export interface UserDoc {
  email: string;
  storeIds: string[];
  primaryStoreId: string;
  createdAt: Date;
}

/** stores/{id} */
export interface StoreDoc {
  id: string;
  ownerId: string;
  storeName: string;
  address?: string;
  phone?: string;
  googleLink?: string;
  yelpLink?: string;
  tableCount: number;
  hasQRCodes: boolean;
  qrCodesUpdatedAt?: Date;
  hasCompletedOnboarding: boolean;
  configs: StoreConfigs;
  /** IANA zone the store's days are counted in. */
  timeZone: string;
  createdAt: Date;
}

/** stores/{storeId}/categories/{id} */
export interface CategoryDoc {
  id: string;
  storeId: string;
  name: string;
  description: string;
  icon: string;
  color: string;
  isActive: boolean;
  orderIndex: number;
  translations: Translations;
  createdAt: Date;
}

/** stores/{storeId}/menuItems/{id} */
export interface MenuItemDoc {
  id: string;
  storeId: string;
  name: string;
  description: string;
  price: number;
  /** Legacy single-category string: the category's name. */
  category: string;
  categories: string[];
  imageUrl: string;
  isAvailable: boolean;
  orderIndex: number;
  beautifyEnabled: boolean;
  translations: Translations;
  createdAt: Date;
  /** Who last changed it, as a command's stamped() writes it (the 86'd dishes: the staff member who 86'd them). */
  lastChangedBy?: SeedActor;
}

/** stores/{storeId}/menuItemCategories/{menuItemId}_{categoryId} */
export interface MenuItemCategoryDoc {
  id: string;
  menuItemId: string;
  categoryId: string;
  storeId: string;
  createdAt: Date;
}

export interface OrderItem {
  menuItemId: string;
  name: string;
  quantity: number;
  /** Unit price. */
  price: number;
  subtotal: number;
}

/** stores/{storeId}/orders/{id} */
export interface OrderDoc {
  id: string;
  status: OrderStatus;
  tableId: string;
  items: OrderItem[];
  totalAmount: number;
  customerNotes?: string;
  sellerNotes?: string;
  createdAt: Date;
  /** As the order Functions write it: one line per status the order went through, with the member's name. */
  statusHistory?: { from: OrderStatus | null; to: OrderStatus; at: Date; by: string; byName?: string; reason?: string }[];
}

/** A member as a status history line names them: uid and the name on their member document. */
export interface SeedActor {
  uid: string;
  name: string;
}

/** Who moves a store's orders: the floor confirms, serves, completes and cancels; the kitchen starts and readies. */
export interface HistoryCrew {
  front: readonly SeedActor[];
  kitchen: readonly SeedActor[];
}

/** stores/{storeId}/customerMessages/{id} */
export interface CustomerMessageDoc {
  id: string;
  sellerId: string;
  tableId: string;
  orderId?: string;
  message: string;
  rating: number;
  customerInfo: { name: string; email?: string; phone?: string };
  status: MessageStatus;
  createdAt: Date;
  readAt?: Date;
  respondedAt?: Date;
}

/** stores/{storeId}/tableLinks/{uuid} — the uuid is the document id (no `id` field). */
export interface TableLinkDoc {
  uuid: string;
  storeId: string;
  tableId: string;
  storeName: string;
  accessCount: number;
  isActive: boolean;
  createdAt: Date;
}

/** stores/{storeId}/uploadHistory/{id} */
export interface UploadRecordDoc {
  id: string;
  fileName: string;
  fileType: 'pdf' | 'image';
  fileSize: number;
  storagePath: string;
  status: 'queued' | 'processing' | 'completed' | 'failed' | 'deprecated';
  uploadedAt: Date;
  processingStartedAt: Date;
  processedAt: Date;
  menuItemsCreated: number;
  createdAt: Date;
}

/** stores/{storeId}/qrCodeGenerations/{id} */
export interface QrGenerationDoc {
  id: string;
  tableCount: number;
  deliveryMethod: 'email' | 'phone' | 'mail';
  deliveryDetails: { email: string };
  requestedBy: string;
  requestedAt: Date;
  status: 'pending' | 'processing' | 'completed' | 'failed';
  completedAt: Date;
  createdAt: Date;
}

/** The sub-collections of a store that the seeder owns (and prunes) for demo stores. */
export const STORE_SUBCOLLECTIONS = [
  'categories',
  'menuItems',
  'menuItemCategories',
  'orders',
  'customerMessages',
  'tableLinks',
  'uploadHistory',
  'qrCodeGenerations',
  'members',
] as const;
export type StoreSubcollection = (typeof STORE_SUBCOLLECTIONS)[number];

export interface StoreSubcollections {
  categories: CategoryDoc[];
  menuItems: MenuItemDoc[];
  menuItemCategories: MenuItemCategoryDoc[];
  orders: OrderDoc[];
  customerMessages: CustomerMessageDoc[];
  tableLinks: TableLinkDoc[];
  uploadHistory: UploadRecordDoc[];
  qrCodeGenerations: QrGenerationDoc[];
  members: MemberSeedDoc[];
}

/** stores/{storeId}/members/{uid}: who may do what in the store (functions/src/lib/member.ts). */
export interface MemberSeedDoc {
  /** The member's uid. */
  id: string;
  role: 'OWNER' | 'MANAGER' | 'STAFF' | 'KITCHEN';
  kind: 'person' | 'device';
  email?: string;
  displayName?: string;
  addedBy: string;
  createdAt: Date;
}

export interface DemoStoreBundle extends StoreSubcollections {
  store: StoreDoc;
}

/** A member of the demo team: their own account, one role in one store. */
export interface DemoTeamMember extends DemoOwner {
  role: 'MANAGER' | 'STAFF' | 'KITCHEN';
  storeId: string;
}

/** A paired kitchen display (a device member) and the code a tablet types to become it. */
export interface DemoDisplay {
  uid: string;
  storeId: string;
  displayName: string;
  pairingCode: string;
}

export interface DemoWorld {
  /** The instant the world was built for; nothing in it is later than this. */
  now: Date;
  owner: DemoOwner;
  user: UserDoc;
  /** Harbor Kitchen's team besides its owner, so every role can be tried. */
  team: DemoTeamMember[];
  display: DemoDisplay;
  stores: DemoStoreBundle[];
}
