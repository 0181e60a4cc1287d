import { describe, expect, it } from 'vitest';
import type { Claims } from '../shared/entities';
import {
  canMarkMessageRead,
  claimStoreIds,
  hasStoreAccess,
  isManager,
  isRole,
  rolesForStore,
  rolesFromClaims,
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

  it('collects every role mentioned', () => {
    expect(rolesFromClaims(objectClaims)).toEqual(['OWNER', 'MANAGER']);
    expect(rolesFromClaims({ role: 'MANAGER' })).toEqual(['MANAGER']);
    expect(rolesFromClaims(undefined)).toEqual([]);
    expect(isRole('OWNER')).toBe(true);
    expect(isRole('owner')).toBe(false);
  });

  it('isManager is true for MANAGER or OWNER', () => {
    expect(isManager({ role: 'OWNER' })).toBe(true);
    expect(isManager({ role: 'MANAGER' })).toBe(true);
    expect(isManager({ role: 'STAFF' })).toBe(false);
    expect(isManager(objectClaims, 'store-bbbbbbbb')).toBe(true);
    expect(isManager(objectClaims, 'store-cccccccc')).toBe(false);
  });

  it('only owners and managers of the store may mark messages read', () => {
    expect(canMarkMessageRead(objectClaims, 'store-bbbbbbbb')).toBe(true);
    expect(canMarkMessageRead(objectClaims, 'store-cccccccc')).toBe(false);
    expect(canMarkMessageRead({ role: 'STAFF', stores: ['store-aaaaaaaa'] }, 'store-aaaaaaaa')).toBe(false);
  });
});
