// Category commands (doc 2 §3, §5, §7). Validation is src/domain's, so the
// server refuses with the very words the client shows.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { applyCategoryUpdates, type CategoryUpdates } from '../../../src/domain/categories/commands';
import { withCategoryDefaults, type Category } from '../../../src/domain/shared/entities';
import { DomainError } from '../../../src/domain/shared/errors';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { MAX_CATEGORIES_PER_STORE } from '../../../src/domain/shared/limits';
import { canAddCategory, validateCategory, validateCategoryUpdates } from '../../../src/domain/categories/category-validation';
import { commandOf, stamped, type CommandContext } from '../lib/command-call';
import { refuse } from '../lib/refuse';
import { CATEGORY_FUNCTIONS } from '../../../src/domain/categories/functions';
import type { Implementations } from '../lib/deploy';

const M = MESSAGES.category;
const categories = (ctx: CommandContext) => ctx.db.collection(`stores/${ctx.storeId}/categories`);

const live = (snap: DocumentSnapshot) => snap.exists && snap.get('_deleted') !== true;
const asCategory = (snap: DocumentSnapshot, storeId: string): Category =>
  withCategoryDefaults({ ...(snap.data() as Partial<Category>), id: snap.id, storeId });

/** The rules of the changes themselves (lengths, icon, colour), judged before anything is read. */
function ruledUpdates(updates: CategoryUpdates, failure: string): CategoryUpdates {
  const checked = validateCategoryUpdates(updates);
  if (!checked.ok) refuse(checked, failure);
  return updates;
}

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

/** The Functions this module implements, by their declared names (src/domain/categories/functions.ts). */
export const CATEGORY_HANDLERS = {
  addCategorySecure: commandOf('category.add', async ({ category: input }, ctx) => {
    const categoryId = input.id;
    // Every rule but the count before any read: the count needs the live categories.
    const { name, description, icon, color } = input;
    const checked = validateCategory({ name, description, icon, color }, { isNew: false, categoryCount: 0 });
    if (!checked.ok) refuse(checked, M.saveFailed);
    const wantedIndex = input.orderIndex;
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
  }),
  updateCategorySecure: commandOf('category.update', async (payload, ctx) => {
    const ref = categories(ctx).doc(payload.categoryId);
    const updates = ruledUpdates(payload.updates, M.updateFailed);
    const normalised = checkedUpdates(await ctx.tx.get(ref), updates, ctx);
    ctx.tx.update(ref, { ...normalised, ...stamped(ctx, false) });
    return { success: true };
  }),
  /**
   * A soft delete: the tombstone replicates, and so do those of the category's
   * menu-item links. The items' `categories` arrays lose the id in the same
   * commit, so no item keeps pointing at a category that is gone.
   */
  deleteCategorySecure: commandOf('category.delete', async ({ categoryId }, ctx) => {
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
  }),
  bulkUpdateCategoriesSecure: commandOf('category.bulkUpdate', async (payload, ctx) => {
    const parsed = payload.updates.map((entry) => ({ id: entry.categoryId, updates: ruledUpdates(entry.updates, M.updateFailed) }));
    const refs = parsed.map((p) => categories(ctx).doc(p.id));
    const snaps = refs.length ? await ctx.tx.getAll(...refs) : [];
    const writes = parsed.map((p, i) => ({ ref: refs[i]!, fields: checkedUpdates(snaps[i] as DocumentSnapshot, p.updates, ctx) }));
    for (const w of writes) ctx.tx.update(w.ref, { ...w.fields, ...stamped(ctx, false) });
    return { success: true, updated: writes.length };
  }),
  /** Sets every listed category's orderIndex to its position; ids no longer there are skipped. */
  reorderCategoriesSecure: commandOf('category.reorder', async ({ orderedIds: ids }, ctx) => {
    const snaps = ids.length ? await ctx.tx.getAll(...ids.map((id) => categories(ctx).doc(id))) : [];
    let position = 0;
    for (const snap of snaps) {
      if (live(snap)) ctx.tx.update(snap.ref, { orderIndex: position++, ...stamped(ctx, false) });
    }
    return { success: true, ordered: position };
  }),
} satisfies Partial<Implementations<typeof CATEGORY_FUNCTIONS>>;
