// Category commands (doc 2 §3, §5, §7). Validation is src/domain's, so the
// server refuses with the very words the client shows.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { applyCategoryUpdates, type CategoryUpdates } from '../../../src/domain/categories/commands';
import { withCategoryDefaults, type Category } from '../../../src/domain/shared/entities';
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { MAX_CATEGORIES_PER_STORE } from '../../../src/domain/shared/limits';
import { canAddCategory, validateCategory } from '../../../src/domain/categories/category-validation';
import { commandCall, stamped, type CommandContext } from '../lib/command-call';
import { refuse } from '../lib/refuse';
import { bulkListOf, categoryUpdatesOf, distinctIdsOf, fieldsOf, idOf, optionalTextOf, orderIndexOf } from '../lib/payload';

const M = MESSAGES.category;
const categories = (ctx: CommandContext) => ctx.db.collection(`stores/${ctx.storeId}/categories`);

const live = (snap: DocumentSnapshot) => snap.exists && snap.get('_deleted') !== true;
const asCategory = (snap: DocumentSnapshot, storeId: string): Category =>
  withCategoryDefaults({ ...(snap.data() as Partial<Category>), id: snap.id, storeId });

/** Validates updates against the stored category and returns the normalised fields to write. */
function checkedUpdates(snap: DocumentSnapshot, updates: CategoryUpdates, ctx: CommandContext): CategoryUpdates {
  if (!live(snap)) throw new DomainError('not-found', M.notFound);
  const merged = applyCategoryUpdates(asCategory(snap, ctx.storeId), updates);
  const checked = validateCategory(merged, { isNew: false, categoryCount: 0 });
  if (!checked.ok) refuse(checked, M.saveFailed);
  const normalised: CategoryUpdates = { ...updates };
  for (const key of ['name', 'description', 'icon', 'color'] as const) {
    if (key in updates) normalised[key] = checked.value[key];
  }
  return normalised;
}

export const addCategorySecure = commandCall('addCategorySecure', async (data, ctx) => {
  const input = fieldsOf(fieldsOf(data, M.addFailed).category, M.addFailed);
  const categoryId = idOf(input.id, M.addFailed);
  // Every rule but the count before any read: the count needs the live categories.
  const checked = validateCategory(
    {
      name: typeof input.name === 'string' ? input.name : '',
      description: optionalTextOf(input.description, M.addFailed),
      icon: optionalTextOf(input.icon, M.addFailed),
      color: optionalTextOf(input.color, M.addFailed),
    },
    { isNew: false, categoryCount: 0 },
  );
  if (!checked.ok) refuse(checked, M.saveFailed);
  const wantedIndex = input.orderIndex === undefined ? undefined : orderIndexOf(input.orderIndex, M.addFailed);
  const ref = categories(ctx).doc(categoryId);
  const [existing, current] = await Promise.all([
    ctx.tx.get(ref),
    ctx.tx.get(categories(ctx).where('_deleted', '==', false).select()),
  ]);
  if (existing.exists) throw new DomainError('already-exists', M.addFailed);
  // A limit is a rule, not a shortage: failed-precondition (lib/refuse.ts).
  if (!canAddCategory(current.size)) throw new DomainError('failed-precondition', M.categoryLimit(MAX_CATEGORIES_PER_STORE));
  ctx.tx.create(ref, {
    ...checked.value, id: categoryId, storeId: ctx.storeId, isActive: true, orderIndex: wantedIndex ?? current.size,
    translations: {}, ...stamped(ctx, true),
  });
  return { success: true, categoryId };
});

export const updateCategorySecure = commandCall('updateCategorySecure', async (data, ctx) => {
  const fields = fieldsOf(data, M.updateFailed);
  const ref = categories(ctx).doc(idOf(fields.categoryId, M.notFound));
  const updates = categoryUpdatesOf(fields.updates, M.updateFailed);
  const normalised = checkedUpdates(await ctx.tx.get(ref), updates, ctx);
  ctx.tx.update(ref, { ...normalised, ...stamped(ctx, false) });
  return { success: true };
});

/**
 * A soft delete: the tombstone replicates, and so do those of the category's
 * menu-item links. The items' `categories` arrays lose the id in the same
 * commit, so no item keeps pointing at a category that is gone.
 */
export const deleteCategorySecure = commandCall('deleteCategorySecure', async (data, ctx) => {
  const categoryId = idOf(fieldsOf(data, M.deleteFailed).categoryId, M.notFound);
  const ref = categories(ctx).doc(categoryId);
  // A transaction reads everything before it writes anything.
  const [snap, links, items] = await Promise.all([
    ctx.tx.get(ref),
    ctx.tx.get(ctx.db.collection(`stores/${ctx.storeId}/menuItemCategories`).where('categoryId', '==', categoryId)),
    ctx.tx.get(ctx.db.collection(`stores/${ctx.storeId}/menuItems`).where('categories', 'array-contains', categoryId)),
  ]);
  if (!snap.exists) throw new DomainError('not-found', M.notFound);
  // Deleting what is already deleted fulfils the user's wish: no error.
  if (!live(snap)) return { success: true };
  ctx.tx.update(ref, { ...stamped(ctx, false), _deleted: true });
  for (const link of links.docs) {
    if (link.get('_deleted') !== true) ctx.tx.update(link.ref, { ...stamped(ctx, false), _deleted: true });
  }
  // A deleted item keeps its last state: its tombstone is what replicas need.
  const liveItems = items.docs.filter(live);
  for (const item of liveItems) {
    const current = item.get('categories') as unknown[];
    ctx.tx.update(item.ref, { categories: current.filter((c) => c !== categoryId), ...stamped(ctx, false) });
  }
  return { success: true, unlinked: links.docs.length, itemsUpdated: liveItems.length };
});

export const bulkUpdateCategoriesSecure = commandCall('bulkUpdateCategoriesSecure', async (data, ctx) => {
  // The limit first: a too-long list is refused with its own words, whatever it holds.
  const list = bulkListOf(fieldsOf(data, M.updateFailed).updates, M.updateFailed);
  const parsed = list.map((entry) => {
    const fields = fieldsOf(entry, M.updateFailed);
    return { id: idOf(fields.categoryId, M.notFound), updates: categoryUpdatesOf(fields.updates, M.updateFailed) };
  });
  // One entry per category: two would race inside one commit, the later silently winning.
  distinctIdsOf(parsed.map((p) => p.id), M.updateFailed);
  const refs = parsed.map((p) => categories(ctx).doc(p.id));
  const snaps = refs.length ? await ctx.tx.getAll(...refs) : [];
  const writes = parsed.map((p, i) => ({ ref: refs[i]!, fields: checkedUpdates(snaps[i] as DocumentSnapshot, p.updates, ctx) }));
  for (const w of writes) ctx.tx.update(w.ref, { ...w.fields, ...stamped(ctx, false) });
  return { success: true, updated: writes.length };
});

/** Sets every listed category's orderIndex to its position; ids no longer there are skipped. */
export const reorderCategoriesSecure = commandCall('reorderCategoriesSecure', async (data, ctx) => {
  const ids = distinctIdsOf(bulkListOf(fieldsOf(data, M.reorderFailed).orderedIds, M.reorderFailed), M.reorderFailed);
  const snaps = ids.length ? await ctx.tx.getAll(...ids.map((id) => categories(ctx).doc(id))) : [];
  let position = 0;
  for (const snap of snaps) {
    if (live(snap)) ctx.tx.update(snap.ref, { orderIndex: position++, ...stamped(ctx, false) });
  }
  return { success: true, ordered: position };
});
