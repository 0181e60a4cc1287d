// Ids made by clients. A leaf module: the order rules, the command readers and
// the Functions all check ids, and none of them should need the command
// registry (which imports every area) to do it.

/** Ids made by clients (commands, new documents): safe as Firestore document ids. */
export function isClientId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

/** What a command builder needs besides the user's input: the command's client-made id and its store. */
export interface NewIds {
  commandId: string;
  storeId: string;
}

/** Whether `orderedIds` names every row of the view exactly once. */
export function isPermutationOf(orderedIds: readonly string[], view: readonly { id: string }[]): boolean {
  if (orderedIds.length !== view.length) return false;
  const ids = new Set(orderedIds);
  return ids.size === orderedIds.length && view.every((row) => ids.has(row.id));
}
