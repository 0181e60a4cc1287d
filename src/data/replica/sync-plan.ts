// In which order a store's collections are first pulled, and what the user
// calls the data each holds. Pure, so the plan and the "still syncing" list
// are unit-tested without a database.
import type { SyncDataKind } from '../../domain/catalogue/sync';
import type { ReplicaCollectionName } from './schemas';

/**
 * Pulled first: what the everyday screens (store settings, categories, menu)
 * read. They are small; orders and history can be large and would otherwise
 * hold those screens back on a new device.
 */
export const FIRST_PULLS: readonly ReplicaCollectionName[] = ['store', 'categories', 'menuitems', 'menuitemcategories'];
/** Started once every first pull has caught up. */
export const LATER_PULLS: readonly ReplicaCollectionName[] = [
  'orders',
  'dailystats',
  'customermessages',
  'uploadhistory',
  'qrcodegenerations',
  'tablelinks',
];
export const ALL_PULLS: readonly ReplicaCollectionName[] = [...FIRST_PULLS, ...LATER_PULLS];

/** The data each collection holds, in the words the sync status uses. */
export const DATA_OF: Readonly<Record<ReplicaCollectionName, SyncDataKind>> = {
  store: 'store',
  categories: 'categories',
  menuitems: 'menu',
  menuitemcategories: 'menu',
  orders: 'orders',
  // Rollups are the orders' history: the same words.
  dailystats: 'orders',
  customermessages: 'messages',
  uploadhistory: 'uploads',
  qrcodegenerations: 'tables',
  tablelinks: 'tables',
};

/** The kinds of data among `collections` that have not caught up on this device yet, in pull order, each once. */
export function notSyncedYet(
  caughtUp: ReadonlySet<ReplicaCollectionName>,
  collections: readonly ReplicaCollectionName[] = ALL_PULLS,
): SyncDataKind[] {
  const kinds = collections.filter((c) => !caughtUp.has(c)).map((c) => DATA_OF[c]);
  return [...new Set(kinds)];
}
