// Item and category mix (beyond the spec): top items by quantity and by
// revenue, each with its share of sales. Rollups keep items only, so an item's
// categories are its CURRENT ones on the menu (menuItemCategories), passed in
// by the caller; an item in two categories counts in both, an item no longer
// on the menu (or in no category) under 'Uncategorized'.
import type { DailyStats } from './daily-stats';
import { statsOfDays, type StoreDayRange } from './report-range';

export interface MixRow {
  key: string;
  name: string;
  quantity: number;
  revenueCents: number;
  /** Share of the range's item sales (revenue), 0..1. */
  share: number;
}

export interface ItemMix {
  byQuantity: MixRow[];
  byRevenue: MixRow[];
  categories: MixRow[];
  /** Every item sold, by revenue: the CSV's rows. */
  all: MixRow[];
  totalRevenueCents: number;
  totalQuantity: number;
}

/** Item key ('i_<menuItemId>') → the names of its current categories. */
export type ItemCategories = Readonly<Record<string, readonly string[]>>;

export const UNCATEGORIZED = 'Uncategorized';
export const TOP_ITEMS = 5;

/** Ties go by name, then key, so the order never depends on the data's order. */
function byThen(field: 'quantity' | 'revenueCents', other: 'quantity' | 'revenueCents') {
  return (a: MixRow, b: MixRow) => b[field] - a[field] || b[other] - a[other] || a.name.localeCompare(b.name) || a.key.localeCompare(b.key);
}

export function itemMix(stats: readonly DailyStats[], range: StoreDayRange, categoriesOf: ItemCategories = {}, top = TOP_ITEMS): ItemMix {
  const items = new Map<string, MixRow>();
  for (const { stats: day } of statsOfDays(stats, range)) {
    if (!day) continue;
    for (const [key, tally] of Object.entries(day.items)) {
      const row = items.get(key) ?? { key, name: tally.name, quantity: 0, revenueCents: 0, share: 0 };
      row.quantity += tally.quantity ?? 0;
      row.revenueCents += tally.revenueCents ?? 0;
      // Days run oldest first: the newest day's name wins (a renamed dish shows its new name).
      if (tally.name) row.name = tally.name;
      items.set(key, row);
    }
  }
  const sold = [...items.values()].filter((row) => row.quantity > 0 || row.revenueCents !== 0);
  const totalRevenueCents = sold.reduce((sum, row) => sum + row.revenueCents, 0);
  const totalQuantity = sold.reduce((sum, row) => sum + row.quantity, 0);
  const share = (cents: number) => (totalRevenueCents > 0 ? cents / totalRevenueCents : 0);
  for (const row of sold) row.share = share(row.revenueCents);
  const categories = new Map<string, MixRow>();
  for (const row of sold) {
    const names = categoriesOf[row.key]?.length ? categoriesOf[row.key]! : [UNCATEGORIZED];
    for (const name of new Set(names)) {
      const cat = categories.get(name) ?? { key: name, name, quantity: 0, revenueCents: 0, share: 0 };
      cat.quantity += row.quantity;
      cat.revenueCents += row.revenueCents;
      categories.set(name, cat);
    }
  }
  for (const cat of categories.values()) cat.share = share(cat.revenueCents);
  const all = [...sold].sort(byThen('revenueCents', 'quantity'));
  return {
    byQuantity: [...sold].sort(byThen('quantity', 'revenueCents')).slice(0, top),
    byRevenue: all.slice(0, top),
    categories: [...categories.values()].sort(byThen('revenueCents', 'quantity')),
    all,
    totalRevenueCents,
    totalQuantity,
  };
}
