import { describe, expect, it } from 'vitest';
import type { Claims } from '../shared/entities';
import {
  claimStoreIds,
  hasStoreAccess,
  isRole,
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
