// Ids made by clients. A leaf module: the order rules, the command readers and
// the Functions all check ids, and none of them should need the command
// registry (which imports every area) to do it.

/** Ids made by clients (commands, new documents): safe as Firestore document ids. */
export function isClientId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}
