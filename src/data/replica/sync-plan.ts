// In which order a store's collections are first pulled, and what the user
// calls the data each holds. Pure, so the plan and the "still syncing" list
// are unit-tested without a database.
import type { Role } from '../../domain/shared/entities';
import type { SyncDataKind } from '../../domain/shared/catalogue/sync';
import { mayRead } from '../../domain/team/reads';
import { REPLICATED, type ReplicaCollectionName } from './schemas';

/**
 * Pulled at once: the store document and the orders, whose first page holds
 * every active order (the kitchen board and the orders screen show them as
 * soon as it is in). The orders' further pages wait for the menu.
 */
export const FIRST_PULLS: readonly ReplicaCollectionName[] = ['store', 'orders'];
/** Started as soon as the orders' first page is in: the menu, small, read by most screens. */
export const MENU_PULLS: readonly ReplicaCollectionName[] = ['categories', 'menuitems', 'menuitemcategories'];
/** Started once the menu is in, beside the rest of the window of orders. */
export const SCREEN_PULLS: readonly ReplicaCollectionName[] = ['customermessages', 'tablelinks', 'qrcodegenerations', 'uploadhistory'];
/** Started once the window of orders is in: the history beyond it, read only by analytics. */
export const HISTORY_PULLS: readonly ReplicaCollectionName[] = ['dailystats'];
export const ALL_PULLS: readonly ReplicaCollectionName[] = [...FIRST_PULLS, ...MENU_PULLS, ...SCREEN_PULLS, ...HISTORY_PULLS];

/**
 * The collections a role may read (src/domain/team/reads.ts), in pull order:
 * a kitchen tablet pulls the store, the orders and the menu only. A role not
 * known yet (claims from before roles) pulls them all, and the rules decide.
 */
export function pullsFor(role: Role | undefined): readonly ReplicaCollectionName[] {
  if (!role) return ALL_PULLS;
  return ALL_PULLS.filter((c) => mayRead(role, c === 'store' ? 'store' : REPLICATED[c]));
}

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
