// Builds menu-item commands from what the user asked, checked by the same rules
// the server applies, against the view the user sees: a command the server
// would certainly refuse is never queued.
import type { Command, MenuItemFields } from './commands';
import type { NewIds } from './category-commands';
import type { MenuItem } from './entities';
import { orderIndexAtEnd } from './menu-item-updates';
import { MESSAGES } from './messages';
import { validateMenuItem, type MenuItemInput } from './validation/menu-item';
import type { ValidationResult } from './validation/result';

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
  input: Partial<MenuItemInput>,
  view: readonly MenuItem[],
  ids: NewIds,
): ValidationResult<Command<'menuItem.update'>> {
  const current = view.find((i) => i.id === menuItemId);
  if (!current) return notFound;
  const checked = validateMenuItem({ ...current, ...input }, { storeId: ids.storeId, itemCount: view.length, isNew: false });
  if (!checked.ok) return checked;
  // Only the fields the user touched travel, so concurrent edits of others survive.
  const updates = Object.fromEntries(
    Object.keys(input).map((key) => [key, checked.value[key as keyof typeof checked.value]]),
  );
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
