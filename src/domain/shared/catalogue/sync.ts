// Our wording for the sync status: which data has not reached this device yet.
// The spec has no texts for it (its portal read Firestore online only).

export const sync = {
  /** What each kind of replicated data is called in the lists below. */
  kinds: {
    store: 'store settings',
    categories: 'categories',
    menu: 'menu',
    orders: 'orders',
    messages: 'customer messages',
    uploads: 'upload history',
    tables: 'QR codes',
  },
  /** Online: the first sync of these is under way. */
  syncing: (list: string) => `Syncing ${list}…`,
  /** Offline: these never synced here; data is one mass noun, so the sentences stay right for any list. */
  notOnDevice: (list: string) => `Not synced to this device yet: ${list}. It will sync when you are back online.`,
  /** A screen whose own data is missing while offline. */
  screenOffline: (list: string) =>
    `This page needs data that has not synced to this device yet: ${list}. It will sync when you are back online.`,
  lastSynced: (time: string) => `Last synced ${time}`,
  notSyncedYet: 'Not synced yet',
  online: 'Online',
  offline: 'Offline',
  pending: (count: number) => `${count} pending`,
  // A command sent without its client-made id (never by this app's sender).
  commandIdRequired: 'A command id is required',
  // The spec has no sender; shown under the sync status with Retry and Discard.
  serverFailing: (times: number) =>
    `The server failed on this change ${times} times in a row. Retry it later, or discard it.`,
  serverNotTaking: (times: number, minutes: number) =>
    `The server did not take this change in ${times} tries over ${minutes} minutes or more. Retry it later, or discard it.`,
} as const;

export type SyncDataKind = keyof typeof sync.kinds;

/** "a", "a and b", "a, b and c". */
export function listOf(kinds: readonly SyncDataKind[]): string {
  const words = kinds.map((k) => sync.kinds[k]);
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
