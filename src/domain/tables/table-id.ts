// A table's id on its links and orders, and back: 'table_7' is table 7 (0,
// the counter). A leaf, so the guest page reads a table's number without the
// message catalogue the tables' other rules bring.

/** Table ids of the table links: table_1 ... table_N. */
export function tableIdFor(tableNumber: number): string {
  return `table_${tableNumber}`;
}

/** A table's number from its link's tableId ('table_7' → 7), or null for any other id. */
export function tableNumberOf(tableId: unknown): number | null {
  const match = typeof tableId === 'string' ? /^table_(\d{1,4})$/.exec(tableId) : null;
  return match ? Number(match[1]) : null;
}
