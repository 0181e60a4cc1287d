// Who may do what in a store: the one table of permissions, read by the
// Functions (every callable), by the rules' tests, and by the app (which hides
// what a role cannot do). Roles are held per store.
import type { Role } from '../shared/entities';
import type { Permission } from '../shared/permission';

/** Every role, highest first: a role outranks those after it. */
export const TEAM_ROLES = ['OWNER', 'MANAGER', 'STAFF', 'KITCHEN'] as const satisfies readonly Role[];

export type { Permission } from '../shared/permission';

const KITCHEN: readonly Permission[] = ['help', 'kitchen'];
const STAFF: readonly Permission[] = ['help', 'orders', 'kitchen', 'messages', 'availability'];
const MANAGER: readonly Permission[] = [...STAFF, 'orderRecords', 'menu', 'import', 'settings', 'tables', 'analytics', 'team'];

export const GRANTS: Readonly<Record<Role, readonly Permission[]>> = {
  OWNER: MANAGER,
  MANAGER,
  STAFF,
  KITCHEN,
};

export function can(role: Role | undefined, permission: Permission): boolean {
  return role !== undefined && GRANTS[role].includes(permission);
}

const rank = (role: Role) => TEAM_ROLES.indexOf(role);

/** A member may give only roles below their own (an owner: manager and below). */
export function mayAssign(by: Role | undefined, role: Role): boolean {
  return by !== undefined && can(by, 'team') && rank(role) > rank(by);
}

/** A member may change or remove only members whose role is below their own; the owner stays. */
export function mayManage(by: Role | undefined, member: Role): boolean {
  return mayAssign(by, member);
}

/** The roles `by` may give, highest first (none without the team permission). */
export function assignableRoles(by: Role | undefined): Role[] {
  return TEAM_ROLES.filter((role) => mayAssign(by, role));
}

/**
 * The spec's manager check (doc 1 §6: MANAGER or OWNER): who may set an order
 * to any status rather than only move it forward, and mark a message read.
 */
export function isOwnerOrManager(role: Role | undefined): boolean {
  return role === 'OWNER' || role === 'MANAGER';
}
