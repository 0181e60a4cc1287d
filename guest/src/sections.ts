// The menu as the page lists it: the categories in the store's order, each
// with its dishes (a dish in two categories shows in both), then 'Other' for
// dishes in none. Empty categories are left out.
import type { PublicMenu, PublicMenuItem } from '../../src/domain/guest/public-menu';

export interface MenuSection {
  /** The category's id; null for 'Other'. */
  categoryId: string | null;
  items: PublicMenuItem[];
}

export function menuSections(menu: Pick<PublicMenu, 'categories' | 'items'>): MenuSection[] {
  const known = new Set(menu.categories.map((c) => c.id));
  const sections: MenuSection[] = menu.categories.map((c) => ({
    categoryId: c.id,
    items: menu.items.filter((i) => i.categoryIds.includes(c.id)),
  }));
  const other = menu.items.filter((i) => !i.categoryIds.some((id) => known.has(id)));
  if (other.length > 0) sections.push({ categoryId: null, items: other });
  return sections.filter((s) => s.items.length > 0);
}
