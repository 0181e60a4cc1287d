// Typed commands: every change a user makes is one of these, with an id made
// by the client so that delivering it twice has one effect (the server records
// the id). The payload is exactly the callable's data, minus storeId/commandId.
import type { Category, QrDeliveryDetails, QrDeliveryMethod, Translation } from './entities';
import type { OrderStatus } from './orders/orders';
import type { StatusChangeMode } from './orders/status-change';
import type { FeedbackPage, FeedbackPriority, FeedbackType } from './validation/feedback';
import type { StoreSettings } from './store-settings';
import type { TranslationsApplyPayload } from './translations-apply';

/** Fields of a category a user can set. */
export interface CategoryFields {
  name: string;
  description: string;
  icon: string;
  color: string;
}

export type CategoryUpdates = Partial<CategoryFields & { isActive: boolean; orderIndex: number }>;

/** Fields of a menu item a user can set (doc 2 §3, §5). */
export interface MenuItemFields {
  name: string;
  description: string;
  price: number;
  isAvailable: boolean;
  translations: Record<string, Translation>;
  beautifyEnabled: boolean;
}

/** Image fields travel as updates too: the sender sets them once the image is uploaded. */
export type MenuItemUpdates = Partial<MenuItemFields & { orderIndex: number; imageUrl: string; imagePath: string }>;

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

export interface CommandPayloads {
  'category.add': { category: CategoryFields & { id: string; orderIndex: number } };
  'category.update': { categoryId: string; updates: CategoryUpdates };
  'category.delete': { categoryId: string };
  'category.bulkUpdate': { updates: Array<{ categoryId: string; updates: CategoryUpdates }> };
  /** Every category's orderIndex becomes its position in `orderedIds`, in one command. */
  'category.reorder': { orderedIds: string[] };
  'menuItem.add': { menuItemId: string; menuItem: MenuItemFields & { orderIndex?: number } };
  'menuItem.update': { menuItemId: string; updates: MenuItemUpdates };
  'menuItem.delete': { menuItemId: string };
  /** Each entry is the item's id beside the fields it changes (flat, as doc 1 §7 sends them). */
  'menuItem.bulkUpdate': { updates: Array<MenuItemUpdates & { menuItemId: string }> };
  'menuItem.reorder': { orderedIds: string[] };
  /**
   * Sets (a local image, uploaded first by the sender) or removes (null) an
   * item's image. Delivered as an updateMenuItemSecure of imageUrl and imagePath.
   */
  'menuItem.setImage': { menuItemId: string; image: LocalImageRef | null };
  /** Replaces the category's whole set of items, in one command. */
  'category.setMenuItems': { categoryId: string; menuItemIds: string[] };
  /**
   * One order's status (doc 1 §7.1's names). `mode` says which rule applies
   * (src/domain/orders/status-change.ts); sellerNotes carries a cancel reason.
   */
  'order.updateStatus': { orderId: string; newStatus: OrderStatus; mode: StatusChangeMode; sellerNotes?: string };
  /** The bulk bar: sets any status on up to 50 orders, in one command. */
  'order.bulkUpdateStatus': { orderIds: string[]; newStatus: OrderStatus; sellerNotes?: string };
  /** Tombstones up to 50 orders. */
  'order.bulkDelete': { orderIds: string[] };
  /** 'Add Example Order'; the id is client-made so the order can show before it lands. */
  'order.createExample': { orderId: string };
  /** The store's table count (1..100): links table_1..table_N active, those above deactivated. */
  'tables.setCount': { newTableCount: number };
  /** Send Feedback (doc 2 §3 Feedback record): written to platformFeedback with the device's ticket id. */
  'feedback.submit': FeedbackPayload;
  /** Profile fields and/or configs of the store (doc 1 §7.1 names the field `settings`). */
  'store.updateSettings': { settings: StoreSettings };
  /** A customer message: status read, readAt stamped by the server (OWNER and MANAGER only). */
  'message.markRead': { messageId: string };
  /** Records the seller's reply; status responded. */
  'message.respond': { messageId: string; response: string };
  /**
   * A QR delivery request (doc 2 §3 QR generation record): recorded as
   * stores/{storeId}/qrCodeGenerations/{generationId}, then processed by a Function.
   */
  'qr.requestDelivery': { generationId: string; deliveryMethod: QrDeliveryMethod; deliveryDetails: QrDeliveryDetails };
  /** Bulk translation: one language merged into these items' and categories' translations, the others kept. */
  'translations.apply': TranslationsApplyPayload;
  /**
   * A menu photo or PDF chosen on this device (issue 14): the sender uploads
   * it to `storagePath` first, then records the upload (recordMenuUploadSecure).
   */
  'upload.record': { uploadId: string; file: LocalFileRef; storagePath: string };
  /** Deletes the record and its stored file (refused while queued or processing). */
  'upload.delete': { uploadId: string };
  'upload.deprecate': { uploadId: string; reason: string };
  /** The reviewed draft was published: how many menu items it created. */
  'upload.markPublished': { uploadId: string; menuItemsCreated: number };
}

/** A menu import file kept in IndexedDB beside its command until the sender uploaded it. */
export interface LocalFileRef {
  blobId: string;
  contentType: string;
  size: number;
  fileName: string;
}

export interface FeedbackPayload {
  type: FeedbackType;
  subject: string;
  description: string;
  priority: FeedbackPriority;
  currentPage: FeedbackPage;
  ticketId: string;
  userAgent?: string;
}

export type CommandType = keyof CommandPayloads;

export interface Command<T extends CommandType = CommandType> {
  /** Client-made, unique; the server's exactly-once key. */
  id: string;
  type: T;
  storeId: string;
  payload: CommandPayloads[T];
}

export type AnyCommand = { [T in CommandType]: Command<T> }[CommandType];

/** Which callable Function delivers each command (doc 1 §7.1; reorder is ours). */
export const COMMAND_CALLABLES: { readonly [T in CommandType]: string } = {
  'category.add': 'addCategorySecure',
  'category.update': 'updateCategorySecure',
  'category.delete': 'deleteCategorySecure',
  'category.bulkUpdate': 'bulkUpdateCategoriesSecure',
  'category.reorder': 'reorderCategoriesSecure',
  'menuItem.add': 'addMenuItemSecure',
  'menuItem.update': 'updateMenuItemSecure',
  'menuItem.delete': 'deleteMenuItemSecure',
  'menuItem.bulkUpdate': 'bulkUpdateMenuItemsSecure',
  'menuItem.reorder': 'reorderMenuItemsSecure',
  'menuItem.setImage': 'updateMenuItemSecure',
  'category.setMenuItems': 'setCategoryMenuItemsSecure',
  'order.updateStatus': 'updateOrderStatusSecure',
  'order.bulkUpdateStatus': 'bulkUpdateOrderStatusSecure',
  'order.bulkDelete': 'bulkDeleteOrdersSecure',
  'order.createExample': 'createExampleOrderSecure',
  'tables.setCount': 'updateTableCountSecure',
  'feedback.submit': 'submitFeedbackSecure',
  'store.updateSettings': 'updateStoreSettingsSecure',
  'message.markRead': 'markMessageReadSecure',
  'message.respond': 'respondToMessageSecure',
  'translations.apply': 'applyTranslationsSecure',
  'qr.requestDelivery': 'requestQrDeliverySecure',
  'upload.record': 'recordMenuUploadSecure',
  'upload.delete': 'deleteMenuUploadSecure',
  'upload.deprecate': 'deprecateMenuUploadSecure',
  'upload.markPublished': 'publishMenuUploadSecure',
};

/** Commands that carry a file of this device, which the sender uploads before the call. */
export type FileCommand = Command<'menuItem.setImage'> | Command<'upload.record'>;

/** Commands whose payload is exactly their callable's data. */
export type PlainCommand = Exclude<AnyCommand, FileCommand>;

export function isPlainCommand(command: AnyCommand): command is PlainCommand {
  return command.type !== 'menuItem.setImage' && command.type !== 'upload.record';
}

/** The callable's `data`: the command id travels in the body (callables take few headers). */
export function callDataOf(command: PlainCommand): Record<string, unknown> {
  // A setImage's payload names a file on this device, which the server cannot
  // read: posting it as is would be refused for good. See imageCallDataOf.
  if (!isPlainCommand(command)) throw new Error('a file command is delivered after its upload (imageCallDataOf, uploadCallDataOf)');
  return { ...command.payload, storeId: command.storeId, commandId: command.id };
}

/** Where an uploaded image is: its download URL and its Storage path. */
export interface StoredImage {
  imageUrl: string;
  imagePath: string;
}

/** A setImage as the updateMenuItemSecure it is: the uploaded image's url and path, or both cleared (null). */
export function imageCallDataOf(command: Command<'menuItem.setImage'>, stored: StoredImage | null): Record<string, unknown> {
  const updates: MenuItemUpdates = stored ? { imageUrl: stored.imageUrl, imagePath: stored.imagePath } : { imageUrl: '', imagePath: '' };
  return { storeId: command.storeId, commandId: command.id, menuItemId: command.payload.menuItemId, updates };
}

/** What every command's Function answers, besides its own fields. */
export interface CommandResult {
  commandId: string;
  /** Server commit time of the command's writes, epoch ms (floored). */
  committedAt: number;
}

/** Ids made by clients (commands, new documents): safe as Firestore document ids. */
export function isClientId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

/** The category ids a command changes (for pending markers and absorption). */
export function touchedCategoryIds(command: AnyCommand): string[] {
  switch (command.type) {
    case 'category.add':
      return [command.payload.category.id];
    case 'category.update':
    case 'category.delete':
      return [command.payload.categoryId];
    case 'category.bulkUpdate':
      return command.payload.updates.map((u) => u.categoryId);
    case 'category.reorder':
      return command.payload.orderedIds;
    case 'translations.apply':
      return command.payload.categories.map((c) => c.categoryId);
    default:
      // Menu commands (and a category's membership) change no category document.
      return [];
  }
}

/** The menu item ids a command changes (for pending markers and absorption). */
export function touchedMenuItemIds(command: AnyCommand): string[] {
  switch (command.type) {
    case 'menuItem.add':
    case 'menuItem.update':
    case 'menuItem.delete':
    case 'menuItem.setImage':
      return [command.payload.menuItemId];
    case 'menuItem.bulkUpdate':
      return command.payload.updates.map((u) => u.menuItemId);
    case 'menuItem.reorder':
      return command.payload.orderedIds;
    case 'category.setMenuItems':
      return command.payload.menuItemIds;
    case 'translations.apply':
      return command.payload.items.map((i) => i.menuItemId);
    default:
      return [];
  }
}

/** Applies the updates a user may make, and nothing else, to a category. */
export function applyCategoryUpdates<C extends Category>(category: C, updates: CategoryUpdates): C {
  const next = { ...category };
  if (updates.name !== undefined) next.name = updates.name;
  if (updates.description !== undefined) next.description = updates.description;
  if (updates.icon !== undefined) next.icon = updates.icon;
  if (updates.color !== undefined) next.color = updates.color;
  if (updates.isActive !== undefined) next.isActive = updates.isActive;
  if (updates.orderIndex !== undefined) next.orderIndex = updates.orderIndex;
  return next;
}

/** A short line naming a command for the list of failed changes (our wording). */
export function describeCommand(command: AnyCommand): string {
  switch (command.type) {
    case 'category.add':
      return `Add category "${command.payload.category.name}"`;
    case 'category.update':
      return command.payload.updates.name !== undefined
        ? `Rename category to "${command.payload.updates.name}"`
        : 'Update category';
    case 'category.delete':
      return 'Delete category';
    case 'category.bulkUpdate':
      return `Update ${command.payload.updates.length} categories`;
    case 'category.reorder':
      return 'Reorder categories';
    case 'menuItem.add':
      return `Add menu item "${command.payload.menuItem.name}"`;
    case 'menuItem.update':
      return command.payload.updates.name !== undefined
        ? `Rename menu item to "${command.payload.updates.name}"`
        : 'Update menu item';
    case 'menuItem.delete':
      return 'Delete menu item';
    case 'menuItem.bulkUpdate':
      return `Update ${command.payload.updates.length} menu items`;
    case 'menuItem.reorder':
      return 'Reorder menu items';
    case 'menuItem.setImage':
      return command.payload.image ? 'Set a menu item image' : 'Remove a menu item image';
    case 'category.setMenuItems':
      return 'Change the items of a category';
    case 'order.updateStatus':
      return `Set order ${command.payload.orderId.slice(0, 8)} to ${command.payload.newStatus.replace(/_/g, ' ')}`;
    case 'order.bulkUpdateStatus':
      return `Set ${command.payload.orderIds.length} orders to ${command.payload.newStatus.replace(/_/g, ' ')}`;
    case 'order.bulkDelete':
      return `Delete ${command.payload.orderIds.length} orders`;
    case 'order.createExample':
      return 'Add an example order';
    case 'tables.setCount':
      return `Set the table count to ${command.payload.newTableCount}`;
    case 'feedback.submit':
      return `Send feedback: ${command.payload.subject}`;
    case 'store.updateSettings':
      return command.payload.settings.configs !== undefined ? 'Update settings' : 'Update store information';
    case 'message.markRead':
      return 'Mark a message as read';
    case 'message.respond':
      return 'Respond to a message';
    case 'translations.apply':
      return `Save ${command.payload.language} translations`;
    case 'qr.requestDelivery':
      return `Request QR codes by ${command.payload.deliveryMethod === 'phone' ? 'SMS' : command.payload.deliveryMethod}`;
    case 'upload.record':
      return `Upload menu file "${command.payload.file.fileName}"`;
    case 'upload.delete':
      return 'Delete an upload';
    case 'upload.deprecate':
      return 'Mark an upload as deprecated';
    case 'upload.markPublished':
      return `Publish an imported menu (${command.payload.menuItemsCreated} items)`;
  }
}
