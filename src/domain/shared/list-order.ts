// A reordered list shown at once: between a drop and the view catching up
// (the command is queued in IndexedDB first), the rows keep the dropped order
// instead of snapping back for a frame.

/** The rows in `orderedIds` order; rows the order does not name keep their place after them. */
export function arrangeBy<T extends { id: string }>(rows: readonly T[], orderedIds: readonly string[]): T[] {
  const position = new Map(orderedIds.map((id, index) => [id, index]));
  const named = rows.filter((row) => position.has(row.id)).sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return [...named, ...rows.filter((row) => !position.has(row.id))];
}

/**
 * Whether the rows both name already stand in that order: rows added or gone
 * meanwhile do not count, so the view catching up is recognised even then.
 */
export function agreesWith(rows: readonly { id: string }[], orderedIds: readonly string[]): boolean {
  const present = new Set(rows.map((row) => row.id));
  const named = new Set(orderedIds);
  const shown = rows.filter((row) => named.has(row.id)).map((row) => row.id);
  const wanted = orderedIds.filter((id) => present.has(id));
  return shown.length === wanted.length && shown.every((id, index) => id === wanted[index]);
}
