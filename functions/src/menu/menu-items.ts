// Menu item commands (doc 2 §3, §5, §7, §8). Validation is src/domain's, so the
// server refuses with the very words the client shows.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { MenuItemUpdates } from '../../../src/domain/sync/commands';
import { withMenuItemDefaults, type MenuItem } from '../../../src/domain/shared/entities';
import { DomainError } from '../../../src/domain/shared/errors';
import { MAX_MENU_ITEMS_PER_STORE } from '../../../src/domain/shared/limits';
import {
  applyMenuItemUpdates, isValidImageUpdate, orderIndexAtEnd, replacedImagePath,
} from '../../../src/domain/menu/menu-item-updates';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { canAddMenuItem, validateMenuItem, validateMenuItemUpdates } from '../../../src/domain/menu/menu-item-validation';
import { ADD_FAILED, UPDATE_FAILED } from '../../../src/domain/menu/payloads';
import { commandOf, stamped, type CommandContext } from '../lib/command-call';
import { deleteImage } from './menu-image-file';
import { refuse } from '../lib/refuse';
import { MENU_FUNCTIONS } from '../../../src/domain/menu/functions';
import type { Implementations } from '../lib/deploy';

const M = MESSAGES.menu;

export const menuItems = (ctx: CommandContext) => ctx.db.collection(`stores/${ctx.storeId}/menuItems`);
export const links = (ctx: CommandContext) => ctx.db.collection(`stores/${ctx.storeId}/menuItemCategories`);
export const live = (snap: DocumentSnapshot) => snap.exists && snap.get('_deleted') !== true;
const asMenuItem = (snap: DocumentSnapshot, storeId: string): MenuItem =>
  withMenuItemDefaults({ ...(snap.data() as Partial<MenuItem>), id: snap.id, storeId });

/** The rules of the changes themselves (lengths, a name and a positive price, translations), judged before anything is read. */
function ruledUpdates(updates: MenuItemUpdates, failure: string): MenuItemUpdates {
  const checked = validateMenuItemUpdates(updates);
  if (!checked.ok) refuse(checked, failure);
  return updates;
}

/** Validates updates against the stored item and returns the normalised fields to write. */
function checkedUpdates(snap: DocumentSnapshot, updates: MenuItemUpdates, ctx: CommandContext): MenuItemUpdates {
  if (!live(snap)) throw new DomainError('not-found', M.notFound);
  if (!isValidImageUpdate(updates, ctx.storeId, snap.id)) throw new DomainError('invalid-argument', UPDATE_FAILED);
  const merged = applyMenuItemUpdates(asMenuItem(snap, ctx.storeId), updates);
  // The updates were judged alone already (ruledUpdates); stored translations are not this update's business.
  const checked = validateMenuItem({ ...merged, translations: undefined }, { storeId: ctx.storeId, itemCount: 0, isNew: false });
  if (!checked.ok) refuse(checked, UPDATE_FAILED);
  const normalised: MenuItemUpdates = { ...updates };
  for (const key of ['name', 'description', 'price'] as const) {
    if (key in updates) Object.assign(normalised, { [key]: checked.value[key] });
  }
  return normalised;
}

/** Reads ids (each once, at most a store's worth: the payload's schema saw to it) that must all be live menu items; `missing` is the refusal when one is not. */
export async function liveItems(ids: readonly string[], ctx: CommandContext, missing: string = M.notFound): Promise<DocumentSnapshot[]> {
  const snaps = ids.length ? await ctx.tx.getAll(...ids.map((id) => menuItems(ctx).doc(id))) : [];
  if (!snaps.every(live)) throw new DomainError('not-found', missing);
  return snaps;
}

/** The Functions this module implements, by their declared names (src/domain/menu/functions.ts). */
export const MENU_ITEM_HANDLERS = {
  addMenuItemSecure: commandOf('menuItem.add', async ({ menuItemId, menuItem }, ctx) => {
    const input = ruledUpdates(menuItem, ADD_FAILED);
    if (!isValidImageUpdate(input, ctx.storeId, menuItemId)) throw new DomainError('invalid-argument', ADD_FAILED);
    // Every rule but the count before any read: the count needs the live items.
    const checked = validateMenuItem(
      { name: input.name ?? '', description: input.description, price: input.price ?? Number.NaN, isAvailable: input.isAvailable },
      { storeId: ctx.storeId, itemCount: 0, isNew: false },
    );
    if (!checked.ok) refuse(checked, ADD_FAILED);
    const ref = menuItems(ctx).doc(menuItemId);
    // The limit counts live items inside the transaction, so two adds racing for the 100th slot cannot both win.
    const [existing, current] = await Promise.all([
      ctx.tx.get(ref),
      ctx.tx.get(menuItems(ctx).where('_deleted', '==', false).select('orderIndex')),
    ]);
    if (existing.exists) throw new DomainError('already-exists', ADD_FAILED);
    // A limit is a rule, not a shortage: failed-precondition (lib/refuse.ts).
    if (!canAddMenuItem(current.size)) throw new DomainError('failed-precondition', M.itemLimit(MAX_MENU_ITEMS_PER_STORE));
    const orderIndex = input.orderIndex ?? orderIndexAtEnd(current.docs.map((d) => d.get('orderIndex')));
    const item = withMenuItemDefaults({ ...input, ...checked.value, id: menuItemId, storeId: ctx.storeId, orderIndex, categories: [] });
    ctx.tx.create(ref, { ...item, ...stamped(ctx, true) });
    return { success: true, menuItemId };
  }),
  /**
   * Also how an image is set (url and path, uploaded by the client first) or
   * removed (both ''): the replaced file is deleted after the commit, best
   * effort (menu-image-file.ts); a file at the same path was overwritten instead.
   */
  updateMenuItemSecure: commandOf('menuItem.update', async (payload, ctx) => {
      const ref = menuItems(ctx).doc(payload.menuItemId);
      const updates = ruledUpdates(payload.updates, UPDATE_FAILED);
      const snap = await ctx.tx.get(ref);
      const normalised = checkedUpdates(snap, updates, ctx);
      ctx.tx.update(ref, { ...normalised, ...stamped(ctx, false) });
      // null, not undefined: the result is stored in the command record.
      return { success: true, replacedImagePath: replacedImagePath(snap.get('imagePath'), normalised) };
    }, { afterCommit: (result, storeId) => deleteImage('updateMenuItemSecure', result.replacedImagePath, storeId) }),
  /**
   * A soft delete: the tombstones of the item and of its category links
   * replicate. The image goes after the commit (menu-image-file.ts); its url and
   * path are in the answer so a client or a later cleanup can finish the job.
   */
  deleteMenuItemSecure: commandOf('menuItem.delete', async ({ menuItemId }, ctx) => {
      const ref = menuItems(ctx).doc(menuItemId);
      const [snap, itemLinks] = await Promise.all([ctx.tx.get(ref), ctx.tx.get(links(ctx).where('menuItemId', '==', menuItemId))]);
      if (!snap.exists) throw new DomainError('not-found', M.notFound);
      // Deleting what is already deleted fulfils the user's wish: no error.
      if (!live(snap)) return { success: true, menuItemId, unlinked: 0, imageUrl: null, imagePath: null };
      ctx.tx.update(ref, { ...stamped(ctx, false), _deleted: true });
      let unlinked = 0;
      for (const link of itemLinks.docs) {
        if (link.get('_deleted') === true) continue;
        ctx.tx.update(link.ref, { ...stamped(ctx, false), _deleted: true });
        unlinked++;
      }
      const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
      // null, not undefined: the result is stored in the command record.
      return { success: true, menuItemId, unlinked, imageUrl: str(snap.get('imageUrl')), imagePath: str(snap.get('imagePath')) };
    }, { afterCommit: (result, storeId) => deleteImage('deleteMenuItemSecure', result.imagePath, storeId) }),
  bulkUpdateMenuItemsSecure: commandOf('menuItem.bulkUpdate', async (payload, ctx) => {
      const parsed = payload.updates.map(({ menuItemId, ...updates }) => ({
        ref: menuItems(ctx).doc(menuItemId), updates: ruledUpdates(updates, UPDATE_FAILED),
      }));
      const snaps = parsed.length ? await ctx.tx.getAll(...parsed.map((p) => p.ref)) : [];
      const writes = parsed.map((p, i) => ({ ref: p.ref, snap: snaps[i] as DocumentSnapshot, fields: checkedUpdates(snaps[i] as DocumentSnapshot, p.updates, ctx) }));
      for (const w of writes) ctx.tx.update(w.ref, { ...w.fields, ...stamped(ctx, false) });
      const replaced = writes.map((w) => replacedImagePath(w.snap.get('imagePath'), w.fields)).filter((p): p is string => p !== null);
      return { success: true, updated: writes.length, replacedImagePaths: replaced };
    }, { afterCommit: async (result, storeId) => {
      for (const path of result.replacedImagePaths) await deleteImage('bulkUpdateMenuItemsSecure', path, storeId);
    } }),
  /**
   * Every listed item's orderIndex becomes its position, in one command. Items
   * deleted meanwhile (on another device) are skipped and the rest numbered
   * 0..n-1, as categories are: the user's order still holds for what remains.
   * Only items whose place changes are written (and stamped).
   */
  reorderMenuItemsSecure: commandOf('menuItem.reorder', async ({ orderedIds: ids }, ctx) => {
    const snaps = ids.length ? await ctx.tx.getAll(...ids.map((id) => menuItems(ctx).doc(id))) : [];
    let position = 0;
    for (const snap of snaps.filter(live)) {
      const orderIndex = position++;
      if (snap.get('orderIndex') !== orderIndex) ctx.tx.update(snap.ref, { orderIndex, ...stamped(ctx, false) });
    }
    return { success: true, ordered: position };
  }),
} satisfies Partial<Implementations<typeof MENU_FUNCTIONS>>;
