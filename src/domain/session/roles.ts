// Roles and store access from token claims (doc 1 §3, §6; doc 2 §6). The app's
// screens read them; the Functions and the rules read the store's member
// documents instead (a claim outlives a removal by up to an hour).
// Claims come in two shapes: a list of store ids with one top-level role, or
// an object keyed by store id whose value is the role held in that store
// (the shape our server writes). `true` as a value means "the top-level role".
import type { Claims, ClaimsStores, Role } from '../shared/entities';
import { TEAM_ROLES } from '../team/permissions';

export function isRole(value: unknown): value is Role {
  return (TEAM_ROLES as readonly unknown[]).includes(value);
}

function isStoreList(stores: ClaimsStores): stores is readonly string[] {
  return Array.isArray(stores);
}

/** Store ids the claims grant access to, in claim order. */
export function claimStoreIds(stores: ClaimsStores | undefined): string[] {
  if (!stores) return [];
  if (isStoreList(stores)) return stores.filter((id) => typeof id === 'string');
  return Object.entries(stores)
    .filter(([, value]) => value !== false && value !== null && value !== undefined)
    .map(([id]) => id);
}

/**
 * Access needs the store in the claims. The spec's "or the role matches" is
 * read as "the claims name a role for that store": a bare top-level role never
 * opens every store, because the server must confine users to their stores.
 */
export function hasStoreAccess(claims: Claims | null | undefined, storeId: string): boolean {
  return claimStoreIds(claims?.stores).includes(storeId);
}

/** The roles held in one store: its own role, else the top-level role; [] without access. */
export function rolesForStore(claims: Claims | null | undefined, storeId: string): Role[] {
  const stores = claims?.stores;
  if (!claims || !stores || !hasStoreAccess(claims, storeId)) return [];
  if (!isStoreList(stores)) {
    const value = stores[storeId];
    if (isRole(value)) return [value];
  }
  return isRole(claims.role) ? [claims.role] : [];
}

/** The primary store the claims name, if it is a string: a hint for which store to open first. */
export function primaryClaim(claims: Claims | null | undefined): string | null {
  return typeof claims?.primary === 'string' ? claims.primary : null;
}

/** What the claims are written from: the user document's stores, roles and primary store. */
export interface ClaimsSource {
  storeIds?: readonly string[];
  storeRoles?: Readonly<Record<string, Role>>;
  primaryStoreId?: string;
}

/**
 * The claims our server writes for a user (functions/src/store/stores.ts
 * `syncClaims`; the demo seed writes the same): each store with the role held
 * there (OWNER when the document names none), the highest role held anywhere
 * on top (a user with no store yet is an owner to be, a display a display),
 * and the primary store while the user has it.
 */
export function claimsOfUser(user: ClaimsSource, device = false): Claims & { role: Role; stores: Record<string, Role> } {
  const stores: Record<string, Role> = Object.fromEntries((user.storeIds ?? []).map((id) => [id, user.storeRoles?.[id] ?? 'OWNER']));
  const held = new Set(Object.values(stores));
  const role: Role = held.size === 0 ? (device ? 'KITCHEN' : 'OWNER') : (TEAM_ROLES.find((r) => held.has(r)) ?? 'OWNER');
  const primary = user.primaryStoreId && user.primaryStoreId in stores ? { primary: user.primaryStoreId } : {};
  return { role, stores, ...primary, ...(device ? { device: true } : {}) };
}
