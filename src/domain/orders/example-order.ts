// The 'Add Example Order' order (doc 2 §2 Orders): a realistic order
// made of the store's own live menu, or one sample dish while the menu is
// empty, so a new seller sees what an order looks like. `pick(n)` returns an
// integer in [0, n): the caller brings the randomness (the domain stays pure).
import type { PricedLine } from './pricing';

export const SAMPLE_DISH: Readonly<PricedLine> = { name: 'Sample Dish', price: 12.5, quantity: 1 };
const EXAMPLE_NOTES = ['No onions, please.', 'Extra napkins, please.', 'Sauce on the side.', 'We are in a bit of a hurry.'];
const DEFAULT_TABLES = 10;

export interface ExampleMenuItem {
  id: string;
  name: string;
  price: number;
  isAvailable: boolean;
}

export interface ExampleOrder {
  lines: PricedLine[];
  tableId: string;
  customerNotes?: string;
}

export function exampleOrder(menu: readonly ExampleMenuItem[], tableCount: number, pick: (n: number) => number): ExampleOrder {
  const available = menu.filter((item) => item.isAvailable);
  const lines: PricedLine[] = [];
  if (available.length === 0) lines.push({ ...SAMPLE_DISH });
  const wanted = Math.min(available.length, 1 + pick(3));
  const pool = [...available];
  for (let i = 0; i < wanted; i++) {
    const [item] = pool.splice(pick(pool.length), 1);
    if (item) lines.push({ menuItemId: item.id, name: item.name, price: item.price, quantity: 1 + pick(3) });
  }
  const tables = tableCount > 0 ? tableCount : DEFAULT_TABLES;
  const noteIndex = pick(EXAMPLE_NOTES.length * 2);
  return {
    lines,
    tableId: `table_${1 + pick(tables)}`,
    ...(noteIndex < EXAMPLE_NOTES.length ? { customerNotes: EXAMPLE_NOTES[noteIndex] } : {}),
  };
}
