// Which screens a role may open: each screen asks for the permission of the
// work done there (permissions.ts), as the route table says (shared/screens.ts). The app hides links to the others and says
// why where an address leads to one; the Functions and the rules refuse the
// work itself whatever a screen shows.
import type { Role } from '../shared/entities';
import type { Permission } from '../shared/permission';
import { screenAt, SCREENS } from '../shared/screens';
import { can } from './permissions';

/** The permission a screen of the shell needs (the route table, shared/screens.ts); undefined for an address that is no screen (the app's 'not found'). */
export function screenPermission(pathname: string): Permission | undefined {
  return screenAt(pathname)?.permission;
}

export function mayOpen(role: Role | undefined, pathname: string): boolean {
  const permission = screenPermission(pathname);
  return permission === undefined || can(role, permission);
}

/** Where a role starts: the dashboard, else the orders, else the kitchen board. */
export function homeOf(role: Role | undefined): string {
  return [SCREENS.dashboard, SCREENS.orders, SCREENS.kitchen].map((s) => s.path).find((path) => mayOpen(role, path)) ?? SCREENS.help.path;
}
