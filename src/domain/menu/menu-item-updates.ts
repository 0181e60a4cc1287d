// Pure rules the menu-item commands share between client and server (doc 2 §3, §7).
import type { MenuItem } from '../shared/entities';
import { IMAGE_URL_MAX } from '../shared/limits';
import type { MenuItemUpdates } from './payloads';

/** Applies the updates a user may make, and nothing else, to a menu item. */
export function applyMenuItemUpdates<M extends MenuItem>(item: M, updates: MenuItemUpdates): M {
  const next = { ...item };
  for (const key of Object.keys(updates) as (keyof MenuItemUpdates)[]) {
    const value = updates[key];
    // An absent key means "unchanged"; undefined is never a value to store.
    if (value !== undefined) Object.assign(next, { [key]: value });
  }
  return next;
}

/** New items go last: the list is ordered by orderIndex ascending. */
export function orderIndexAtEnd(orderIndexes: readonly unknown[]): number {
  return orderIndexes.reduce<number>((max, v) => (typeof v === 'number' && Number.isFinite(v) ? Math.max(max, v + 1) : max), 0);
}

/** A menu item's link to a category: one document per pair, so a pair cannot be linked twice. */
export function menuItemCategoryId(menuItemId: string, categoryId: string): string {
  return `${menuItemId}_${categoryId}`;
}

/** How a category's membership changes: which items gain the link, which lose it. */
export function membershipChange(current: readonly string[], wanted: readonly string[]): { added: string[]; removed: string[] } {
  const before = new Set(current);
  const after = new Set(wanted);
  return { added: wanted.filter((id) => !before.has(id)), removed: current.filter((id) => !after.has(id)) };
}

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type MenuImageType = keyof typeof EXTENSIONS;

/** The accepted image types (doc 2 §5): jpeg, png, webp. */
export const MENU_IMAGE_TYPES = Object.keys(EXTENSIONS) as MenuImageType[];

/** Whether `type` is one of the accepted image types. */
export function isMenuImageType(type: string): type is MenuImageType {
  return type in EXTENSIONS;
}

/** Where a menu item's image is stored (doc 2 §7 Storage): stores/{storeId}/menu/{itemId}.{ext}. */
export function menuImagePath(storeId: string, menuItemId: string, contentType: MenuImageType): string {
  return `stores/${storeId}/menu/${menuItemId}.${EXTENSIONS[contentType]}`;
}

/** Whether `path` is a place the item's image may be stored ('' clears it). */
export function isMenuImagePathOf(path: string, storeId: string, menuItemId: string): boolean {
  return path === '' || Object.keys(EXTENSIONS).some((t) => menuImagePath(storeId, menuItemId, t as MenuImageType) === path);
}

/**
 * Whether the image fields of an update are ones the server may store: the
 * url only with the path; the path one of this item's own places (so a later
 * replace or delete, which removes the old file with admin rights, can only
 * ever touch this item's image); both set, or both cleared ('').
 */
export function isValidImageUpdate(updates: MenuItemUpdates, storeId: string, menuItemId: string): boolean {
  const { imageUrl, imagePath } = updates;
  if (imagePath === undefined) return imageUrl === undefined;
  if (imageUrl === undefined || !isMenuImagePathOf(imagePath, storeId, menuItemId)) return false;
  return imagePath === '' ? imageUrl === '' : imageUrl.length <= IMAGE_URL_MAX && /^https?:\/\/\S+$/.test(imageUrl);
}

/**
 * The file to delete once an update has committed: the old image, when the
 * path changed to another place or to none. The same path was overwritten by
 * the new upload, so it stays.
 */
export function replacedImagePath(previousPath: unknown, updates: MenuItemUpdates): string | null {
  if (updates.imagePath === undefined || typeof previousPath !== 'string' || previousPath === '') return null;
  return previousPath === updates.imagePath ? null : previousPath;
}
