// Which screens a role may open: each screen asks for the permission of the
// work done there (permissions.ts). The app hides links to the others and says
// why where an address leads to one; the Functions and the rules refuse the
// work itself whatever a screen shows.
import type { Role } from '../shared/entities';
import type { Permission } from '../shared/permission';
import { can } from './permissions';

/** First match wins: the more specific prefixes come first. */
const SCREENS: readonly (readonly [RegExp, Permission])[] = [
  [/^\/$/, 'analytics'],
  [/^\/order-summary(\/|$)/, 'analytics'],
  [/^\/menu\/(add-photo|upload|import)(\/|$)/, 'import'],
  // The list itself is where an item is 86'd; adding and editing are the menu's.
  [/^\/menu\/?$/, 'availability'],
  [/^\/menu\//, 'menu'],
  [/^\/categories(\/|$)/, 'menu'],
  [/^\/orders(\/|$)/, 'orders'],
  [/^\/kitchen(\/|$)/, 'kitchen'],
  [/^\/messages(\/|$)/, 'messages'],
  [/^\/(store|settings)(\/|$)/, 'settings'],
  [/^\/preview(\/|$)/, 'tables'],
  [/^\/help(\/|$)/, 'help'],
];

/** The permission a screen of the shell needs; undefined for an address that is no screen (the app's 'not found'). */
export function screenPermission(pathname: string): Permission | undefined {
  return SCREENS.find(([pattern]) => pattern.test(pathname))?.[1];
}

export function mayOpen(role: Role | undefined, pathname: string): boolean {
  const permission = screenPermission(pathname);
  return permission === undefined || can(role, permission);
}

/** Where a role starts: the dashboard, else the orders, else the kitchen board. */
export function homeOf(role: Role | undefined): string {
  return ['/', '/orders', '/kitchen'].find((path) => mayOpen(role, path)) ?? '/help';
}
