// Which of a store's collections each role may read: the replica pulls only
// these, and the security rules say the same (their test holds every role and
// collection to this table). A kitchen tablet then holds the orders and the
// menu, never the store's figures, its messages or its table links.
import type { Role } from '../shared/entities';
import type { Permission } from '../shared/permission';
import { can } from './permissions';

/** A store's readable collections ('store': its own document) and who reads each. */
export const STORE_READS = {
  store: 'any member',
  menuItems: 'any member',
  categories: 'any member',
  menuItemCategories: 'any member',
  orders: ['orders', 'kitchen'],
  customerMessages: ['messages'],
  uploadHistory: ['import'],
  qrCodeGenerations: ['tables'],
  tableLinks: ['tables'],
  dailyStats: ['analytics'],
} as const satisfies Record<string, 'any member' | readonly Permission[]>;

export type StoreCollection = keyof typeof STORE_READS;

export function mayRead(role: Role, collection: StoreCollection): boolean {
  const needs: 'any member' | readonly Permission[] = STORE_READS[collection];
  return needs === 'any member' || needs.some((permission) => can(role, permission));
}
