// Builds menu-item commands from what the user asked, checked by the same rules
// the server applies, against the view the user sees: a command the server
// would certainly refuse is never queued.
import type { Command, LocalImageRef, MenuItemFields, MenuItemUpdates } from '../sync/commands';
import { isPermutationOf, type NewIds } from '../shared/ids';
import type { MenuItem } from '../shared/entities';
import { isMenuImageType, orderIndexAtEnd } from './menu-item-updates';
import { MESSAGES } from '../shared/messages';
import { validateMenuItem, type MenuItemInput } from './menu-item-validation';
import type { ValidationResult } from '../shared/validation-result';

type Refused = { ok: false; errors: Record<string, string> };
const notFound: Refused = { ok: false, errors: { form: MESSAGES.menu.notFound } };

export function addMenuItemCommand(
  input: MenuItemInput & Partial<Pick<MenuItemFields, 'translations' | 'beautifyEnabled'>>,
  view: readonly MenuItem[],
  ids: NewIds & { menuItemId: string },
): ValidationResult<Command<'menuItem.add'>> {
  const checked = validateMenuItem(input, { storeId: ids.storeId, itemCount: view.length, isNew: true });
  if (!checked.ok) return checked;
  const menuItem = {
    ...checked.value,
    translations: input.translations ?? {},
    beautifyEnabled: input.beautifyEnabled ?? false,
    orderIndex: orderIndexAtEnd(view.map((i) => i.orderIndex)),
  };
  return {
    ok: true,
    value: { id: ids.commandId, type: 'menuItem.add', storeId: ids.storeId, payload: { menuItemId: ids.menuItemId, menuItem } },
  };
}

export function updateMenuItemCommand(
  menuItemId: string,
  input: Partial<MenuItemInput & Pick<MenuItemFields, 'translations' | 'beautifyEnabled'>>,
  view: readonly MenuItem[],
  ids: NewIds,
): ValidationResult<Command<'menuItem.update'>> {
  const current = view.find((i) => i.id === menuItemId);
  if (!current) return notFound;
  const { translations, beautifyEnabled, ...fields } = input;
  // Translations are judged only when edited: stored ones are not this edit's business.
  const checked = validateMenuItem({ ...current, ...fields, translations }, { storeId: ids.storeId, itemCount: view.length, isNew: false });
  if (!checked.ok) return checked;
  // Only the fields the user touched travel, so concurrent edits of others survive.
  const updates: MenuItemUpdates = Object.fromEntries(
    Object.keys(fields).map((key) => [key, checked.value[key as keyof typeof checked.value]]),
  );
  if (translations !== undefined) updates.translations = translations;
  if (beautifyEnabled !== undefined) updates.beautifyEnabled = beautifyEnabled;
  return {
    ok: true,
    value: { id: ids.commandId, type: 'menuItem.update', storeId: ids.storeId, payload: { menuItemId, updates } },
  };
}

export function deleteMenuItemCommand(
  menuItemId: string,
  view: readonly MenuItem[],
  ids: NewIds,
): ValidationResult<Command<'menuItem.delete'>> {
  if (!view.some((i) => i.id === menuItemId)) return notFound;
  return { ok: true, value: { id: ids.commandId, type: 'menuItem.delete', storeId: ids.storeId, payload: { menuItemId } } };
}

/** A drag's result: every item's orderIndex becomes its position, in one command. */
export function reorderMenuItemsCommand(
  orderedIds: readonly string[],
  view: readonly MenuItem[],
  ids: NewIds,
): ValidationResult<Command<'menuItem.reorder'>> {
  if (!isPermutationOf(orderedIds, view)) return { ok: false, errors: { form: MESSAGES.menu.reorderFailed } };
  return {
    ok: true,
    value: { id: ids.commandId, type: 'menuItem.reorder', storeId: ids.storeId, payload: { orderedIds: [...orderedIds] } },
  };
}

/** Sets an image kept on this device (uploaded by the sender) or removes the item's image (null). */
export function setMenuItemImageCommand(
  menuItemId: string,
  image: LocalImageRef | null,
  view: readonly MenuItem[],
  ids: NewIds,
): ValidationResult<Command<'menuItem.setImage'>> {
  if (!view.some((i) => i.id === menuItemId)) return notFound;
  if (image && !isMenuImageType(image.contentType)) return { ok: false, errors: { image: MESSAGES.menu.imageFailed } };
  return {
    ok: true,
    value: { id: ids.commandId, type: 'menuItem.setImage', storeId: ids.storeId, payload: { menuItemId, image } },
  };
}

/**
 * '86' (sold out) or back on: every listed item's isAvailable, in one
 * menuItem.bulkUpdate, so the kitchen board and the menu list share one
 * command and placeOrderSecure refuses a sold-out item as soon as it lands.
 */
export function setMenuItemsAvailabilityCommand(
  menuItemIds: readonly string[],
  isAvailable: boolean,
  view: readonly MenuItem[],
  ids: NewIds,
): ValidationResult<Command<'menuItem.bulkUpdate'>> {
  const unique = [...new Set(menuItemIds)];
  if (unique.length === 0 || !unique.every((id) => view.some((i) => i.id === id))) return notFound;
  return {
    ok: true,
    value: {
      id: ids.commandId, type: 'menuItem.bulkUpdate', storeId: ids.storeId,
      payload: { updates: unique.map((menuItemId) => ({ menuItemId, isAvailable })) },
    },
  };
}
