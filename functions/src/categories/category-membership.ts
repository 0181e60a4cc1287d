// A category's menu items (doc 2 §3 relationship, §8): the link documents and
// each item's `categories` array change together, in one transaction, so a
// replica never sees one without the other.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { DomainError } from '../../../src/domain/shared/errors';
import { membershipChange, menuItemCategoryId } from '../../../src/domain/menu/menu-item-updates';
import { MESSAGES } from '../../../src/domain/shared/messages';
import { commandOf, stamped } from '../lib/command-call';
import { links, live, liveItems, menuItems } from '../menu/menu-items';
import { CATEGORY_FUNCTIONS } from '../../../src/domain/categories/functions';
import type { Implementations } from '../lib/deploy';

const C = MESSAGES.category;

const categoriesOf = (snap: DocumentSnapshot): string[] => {
  const value: unknown = snap.get('categories');
  return Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string') : [];
};

/** The Functions this module implements, by their declared names (src/domain/categories/functions.ts). */
export const CATEGORY_MEMBERSHIP_HANDLERS = {
  setCategoryMenuItemsSecure: commandOf('category.setMenuItems', async ({ categoryId, menuItemIds }, ctx) => {
    // All reads before writes: the category, the wanted items, the current links, then the items losing a link.
    const [category, currentLinks] = await Promise.all([
      ctx.tx.get(ctx.db.doc(`stores/${ctx.storeId}/categories/${categoryId}`)),
      ctx.tx.get(links(ctx).where('categoryId', '==', categoryId)),
    ]);
    if (!live(category)) throw new DomainError('not-found', C.notFound);
    // An item deleted elsewhere meanwhile: the user sees the membership text, not the item form's.
    const wanted = await liveItems(menuItemIds, ctx, C.membershipFailed);
    const linked = currentLinks.docs.filter(live).map((l) => String(l.get('menuItemId')));
    const { added, removed } = membershipChange(linked, wanted.map((s) => s.id));
    const losing = removed.length ? await ctx.tx.getAll(...removed.map((id) => menuItems(ctx).doc(id))) : [];
    const linkById = new Map(currentLinks.docs.map((l) => [l.id, l]));

    for (const id of added) {
      const ref = links(ctx).doc(menuItemCategoryId(id, categoryId));
      // A link tombstoned earlier comes back to life; its createdAt is its first one.
      const created = !linkById.get(ref.id)?.exists;
      ctx.tx.set(ref, { menuItemId: id, categoryId, storeId: ctx.storeId, ...stamped(ctx, created) }, { merge: true });
    }
    for (const id of removed) {
      const link = currentLinks.docs.find((l) => l.get('menuItemId') === id && live(l));
      if (link) ctx.tx.update(link.ref, { ...stamped(ctx, false), _deleted: true });
    }
    // Every wanted item lists the category afterwards, even one whose array had drifted from its links.
    for (const snap of wanted) {
      const current = categoriesOf(snap);
      if (!current.includes(categoryId)) ctx.tx.update(snap.ref, { categories: [...current, categoryId], ...stamped(ctx, false) });
    }
    for (const snap of losing) {
      const current = categoriesOf(snap);
      // A deleted item keeps its last state: its tombstone is what replicas need.
      if (live(snap) && current.includes(categoryId)) {
        ctx.tx.update(snap.ref, { categories: current.filter((c) => c !== categoryId), ...stamped(ctx, false) });
      }
    }
    return { success: true, linked: added.length, unlinked: removed.length };
  }),
} satisfies Partial<Implementations<typeof CATEGORY_FUNCTIONS>>;
