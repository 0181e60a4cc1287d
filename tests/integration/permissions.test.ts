import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../src/domain/shared/entities';
import { MESSAGES } from '../../src/domain/shared/messages';
import { callablePermission, COMMAND_CALLABLES } from '../../src/domain/sync/commands';
import { can } from '../../src/domain/team/permissions';
import { createClient, refusal, type TestClient } from '../support/client';
import { signInAsMember, signInAsNewStoreOwner, type Member } from '../support/store-member';

// Every callable that delivers a command, called by a member of each role:
// refused by the role gate exactly when the table of permissions says so. The
// data is deliberately incomplete, so an allowed call goes on to be refused by
// the command's own validation (or, for the example order, is done), never by the gate.

const ROLES: Role[] = ['MANAGER', 'STAFF', 'KITCHEN'];
const CALLABLES = [...new Set(Object.values(COMMAND_CALLABLES))].sort();
const gateWords = (role: Role) => MESSAGES.team.forbidden.replace('{role}', MESSAGES.team.roleNames[role]);

let owner: Member;
const ownerClient = createClient();
const members = new Map<Role, TestClient>();

beforeAll(async () => {
  owner = await signInAsNewStoreOwner(ownerClient, 'gate-owner');
  for (const role of ROLES) {
    const client = createClient();
    await signInAsMember(client, owner.storeId, role);
    members.set(role, client);
  }
});
afterAll(async () => {
  await Promise.all([ownerClient, ...members.values()].map((c) => c.close()));
});

describe.each(ROLES)('a %s', (role) => {
  it.each(CALLABLES)('is let through or refused by the gate of %s as the table says', async (callable) => {
    const data = { storeId: owner.storeId, commandId: randomUUID() };
    const allowed = can(role, callablePermission(callable, data)!);
    const error = await members.get(role)!.call(callable, data).then(() => undefined, (e: { code: string; message: string }) => e);
    if (allowed) expect(error?.message).not.toBe(gateWords(role));
    else expect([error?.code, error?.message]).toEqual(['permission-denied', gateWords(role)]);
  });
});

describe('staff and the menu', () => {
  it('may 86 a dish but not change its price, through the same callable', async () => {
    const staff = members.get('STAFF')!;
    const base = { storeId: owner.storeId, menuItemId: 'no-such-item' };
    const price = await refusal(staff.call('updateMenuItemSecure', { ...base, commandId: randomUUID(), updates: { price: 1 } }));
    expect(price.message).toBe(gateWords('STAFF'));
    const eightySix = await refusal(staff.call('updateMenuItemSecure', { ...base, commandId: randomUUID(), updates: { isAvailable: false } }));
    expect(eightySix.message).not.toBe(gateWords('STAFF'));
    expect(eightySix.code).toBe('not-found');
  });
});
