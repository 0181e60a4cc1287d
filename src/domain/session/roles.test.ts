import { describe, expect, it } from 'vitest';
import type { Claims } from '../shared/entities';
import {
  claimsOfUser,
  claimStoreIds,
  hasStoreAccess,
  isRole,
  primaryClaim,
  rolesForStore,
} from './roles';

const listClaims: Claims = { role: 'OWNER', stores: ['store-aaaaaaaa', 'store-bbbbbbbb'] };
const objectClaims: Claims = { stores: { 'store-aaaaaaaa': 'OWNER', 'store-bbbbbbbb': 'MANAGER', 'store-off': false } };

describe('store access', () => {
  it.each([
    [listClaims, 'store-aaaaaaaa', true],
    [listClaims, 'store-cccccccc', false],
    [objectClaims, 'store-bbbbbbbb', true],
    [objectClaims, 'store-off', false],
    [objectClaims, 'store-cccccccc', false],
    [{ role: 'OWNER' }, 'store-aaaaaaaa', false],
    [{ role: 'OWNER', stores: { 'store-aaaaaaaa': true } }, 'store-aaaaaaaa', true],
    [null, 'store-aaaaaaaa', false],
  ] as const)('%j / %s -> %s', (claims, storeId, expected) => {
    expect(hasStoreAccess(claims, storeId)).toBe(expected);
  });

  it('lists the granted store ids of both shapes', () => {
    expect(claimStoreIds(listClaims.stores)).toEqual(['store-aaaaaaaa', 'store-bbbbbbbb']);
    expect(claimStoreIds(objectClaims.stores)).toEqual(['store-aaaaaaaa', 'store-bbbbbbbb']);
    expect(claimStoreIds(undefined)).toEqual([]);
  });
});

describe('roles', () => {
  it.each([
    [listClaims, 'store-aaaaaaaa', ['OWNER']],
    [listClaims, 'store-zzzzzzzz', []],
    [objectClaims, 'store-aaaaaaaa', ['OWNER']],
    [objectClaims, 'store-bbbbbbbb', ['MANAGER']],
    [{ role: 'MANAGER', stores: { 'store-aaaaaaaa': true } }, 'store-aaaaaaaa', ['MANAGER']],
    [{ role: 'CHEF', stores: ['store-aaaaaaaa'] }, 'store-aaaaaaaa', []],
  ] as const)('rolesForStore %j %s', (claims, storeId, roles) => {
    expect(rolesForStore(claims, storeId)).toEqual(roles);
  });

  it('knows the four roles by their exact names', () => {
    expect(['OWNER', 'MANAGER', 'STAFF', 'KITCHEN'].every(isRole)).toBe(true);
    expect(isRole('owner')).toBe(false);
    expect(isRole('CHEF')).toBe(false);
  });
});

describe('the claims written from a user document', () => {
  it('names each store with its role, the highest role on top, and the primary store while the user has it', () => {
    const user = { storeIds: ['store-aaaaaaaa', 'store-bbbbbbbb'], storeRoles: { 'store-bbbbbbbb': 'MANAGER' as const }, primaryStoreId: 'store-bbbbbbbb' };
    expect(claimsOfUser(user)).toEqual({ role: 'OWNER', stores: { 'store-aaaaaaaa': 'OWNER', 'store-bbbbbbbb': 'MANAGER' }, primary: 'store-bbbbbbbb' });
    expect(claimsOfUser({ ...user, primaryStoreId: 'store-gone0000' })).not.toHaveProperty('primary');
    expect(claimsOfUser({ storeIds: ['store-cccccccc'], storeRoles: { 'store-cccccccc': 'STAFF' } }).role).toBe('STAFF');
  });

  it('makes a user with no store an owner to be, and a display a display', () => {
    expect(claimsOfUser({})).toEqual({ role: 'OWNER', stores: {} });
    expect(claimsOfUser({}, true)).toEqual({ role: 'KITCHEN', stores: {}, device: true });
  });

  it('reads the primary store from the claims only when it is a text', () => {
    expect(primaryClaim({ primary: 'store-aaaaaaaa' })).toBe('store-aaaaaaaa');
    expect(primaryClaim({ primary: 7 } as unknown as Claims)).toBeNull();
    expect(primaryClaim(null)).toBeNull();
  });
});
