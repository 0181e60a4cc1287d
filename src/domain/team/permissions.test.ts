import { describe, expect, it } from 'vitest';
import { assignableRoles, can, GRANTS, mayAssign, mayManage, isOwnerOrManager, type Permission } from './permissions';

const EVERY: Permission[] = ['orders', 'kitchen', 'messages', 'availability', 'menu', 'import', 'settings', 'tables', 'analytics', 'team'];

describe('the table of permissions', () => {
  it('gives the owner and a manager everything', () => {
    for (const permission of EVERY) {
      expect(can('OWNER', permission)).toBe(true);
      expect(can('MANAGER', permission)).toBe(true);
    }
  });

  it('gives staff the service (orders, kitchen, messages, 86) and nothing of the menu, settings, tables, import, figures or team', () => {
    expect(EVERY.filter((p) => can('STAFF', p))).toEqual(['orders', 'kitchen', 'messages', 'availability']);
  });

  it('gives a kitchen member the board only', () => {
    expect(EVERY.filter((p) => can('KITCHEN', p))).toEqual(['kitchen']);
  });

  it('gives nothing to someone without a role in the store', () => {
    expect(EVERY.filter((p) => can(undefined, p))).toEqual([]);
  });

  it('names no permission twice for a role', () => {
    for (const granted of Object.values(GRANTS)) expect(new Set(granted).size).toBe(granted.length);
  });
});

describe('who may give and change roles', () => {
  it('lets the owner give manager, staff and kitchen, never owner', () => {
    expect(assignableRoles('OWNER')).toEqual(['MANAGER', 'STAFF', 'KITCHEN']);
  });

  it('lets a manager give only the roles below their own', () => {
    expect(assignableRoles('MANAGER')).toEqual(['STAFF', 'KITCHEN']);
    expect(mayAssign('MANAGER', 'MANAGER')).toBe(false);
  });

  it('lets staff and kitchen give nothing', () => {
    expect(assignableRoles('STAFF')).toEqual([]);
    expect(assignableRoles('KITCHEN')).toEqual([]);
    expect(assignableRoles(undefined)).toEqual([]);
  });

  it('keeps the owner out of reach and a manager out of another manager’s reach', () => {
    expect(mayManage('OWNER', 'OWNER')).toBe(false);
    expect(mayManage('MANAGER', 'OWNER')).toBe(false);
    expect(mayManage('MANAGER', 'MANAGER')).toBe(false);
    expect(mayManage('OWNER', 'MANAGER')).toBe(true);
    expect(mayManage('MANAGER', 'KITCHEN')).toBe(true);
  });

  it('counts only owners and managers as managers (any order status, messages read)', () => {
    expect(['OWNER', 'MANAGER', 'STAFF', 'KITCHEN'].filter((r) => isOwnerOrManager(r as never))).toEqual(['OWNER', 'MANAGER']);
  });
});
