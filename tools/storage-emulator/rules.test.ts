import { describe, expect, it } from 'vitest';
import type { Role } from '../../src/domain/shared/entities.ts';
import { describeCase, ruleCases, type CaseCaller } from './rule-cases.ts';
import { callerFrom, mayDelete, mayList, mayRead, mayWrite, storeIdOf, type Caller, type MemberRoles } from './rules.ts';

/** An Auth-emulator-style ID token: unsigned, payload only. */
function token(payload: object): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `Firebase ${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

/** The member documents the rules read, as the Firestore emulator would answer them. */
const DOCS: Record<string, Record<string, Role>> = {
  s1: { 'u-owner': 'OWNER', 'u-manager': 'MANAGER', 'u-staff': 'STAFF', 'u-kitchen': 'KITCHEN' },
  s2: { 'u-outsider': 'OWNER' },
};
const members: MemberRoles = async (storeId, uid) => DOCS[storeId]?.[uid];
const as = (uid: string, stores: object = { s1: 'OWNER' }) => callerFrom(token({ sub: uid, user_id: uid, stores }));

describe('callerFrom', () => {
  it('reads the claims of an unsigned emulator token', () => {
    expect(callerFrom(token({ sub: 'u1', stores: { s1: 'OWNER' } }))).toEqual({ kind: 'signed-in', claims: { sub: 'u1', stores: { s1: 'OWNER' } } });
  });
  it.each([
    ['no header', undefined, 'signed-out'],
    ['another scheme', 'Bearer abc', 'invalid'],
    ['not a JWT', 'Firebase abc', 'invalid'],
    ['a payload that is not JSON', 'Firebase a.bm90IGpzb24.', 'invalid'],
    ['a payload that is not an object', `Firebase a.${Buffer.from('[1]').toString('base64url')}.`, 'invalid'],
    ['an SDK mock token, expired in 1970 (as the official emulator, exp is ignored)', token({ sub: 'u', exp: 3600 }), 'signed-in'],
  ])('%s → %s', (_label, header, kind) => {
    expect(callerFrom(header).kind).toBe(kind);
  });
});

describe('storage.rules, one case a line (rule-cases.ts)', () => {
  const callers: Record<CaseCaller, Caller> = {
    owner: as('u-owner'),
    manager: as('u-manager', { s1: 'MANAGER' }),
    staff: as('u-staff', { s1: 'STAFF' }),
    kitchen: as('u-kitchen', { s1: 'KITCHEN' }),
    // Removed since their token was made: its claims still name the store.
    removed: as('u-removed'),
    outsider: as('u-outsider', { s2: 'OWNER' }),
    'signed-out': { kind: 'signed-out' },
  };
  it.each(ruleCases('s1').map((c) => [describeCase(c), c] as const))('%s', async (_name, c) => {
    const caller = callers[c.caller];
    const decision =
      c.op === 'write' ? mayWrite(caller, c.path, { size: c.size, contentType: c.contentType }, members, c.over ?? false)
      : c.op === 'read' ? mayRead(caller, c.path, members)
      : c.op === 'delete' ? mayDelete(caller, c.path, members)
      : mayList(caller, c.path, members);
    expect(await decision).toBe(c.allowed);
  });
});

describe('membership, as the member documents say it', () => {
  const file = { size: 10, contentType: 'image/png' };
  const cases: Array<[string, Caller, string, boolean]> = [
    ['an owner, in the store', as('u-owner'), 'stores/s1/menu/i1.jpg', true],
    ['an owner, deeper in the store', as('u-owner'), 'stores/s1/processing-photos/a/b.png', false],
    ['an owner, in another store its claims name', as('u-owner', { s1: 'OWNER', s2: 'OWNER' }), 'stores/s2/menu/i1.jpg', false],
    ['an owner, the store folder itself', as('u-owner'), 'stores/s1', false],
    ['a member document without the claims', as('u-owner', {}), 'stores/s1/menu/i1.jpg', true],
    ['a token without a uid', callerFrom(token({ stores: { s1: 'OWNER' } })), 'stores/s1/menu/i1.jpg', false],
    ['an inherited key as the store', as('u-owner'), 'stores/constructor/menu/x.jpg', false],
  ];
  it.each(cases)('%s reads: %s', async (_label, caller, path, allowed) => {
    expect(await mayRead(caller, path, members)).toBe(allowed);
    // Writing the same place needs the same membership (and an acceptable file).
    expect(await mayWrite(caller, path, file, members)).toBe(allowed && /^stores\/s1\/menu\/[^/]+$/.test(path));
  });

  it('an import file is written once: no overwrite, whoever writes; a menu image may be replaced', async () => {
    expect(await mayWrite(as('u-owner'), 'stores/s1/processing-photos/menu-photo-1.png', file, members, false)).toBe(true);
    expect(await mayWrite(as('u-owner'), 'stores/s1/processing-photos/menu-photo-1.png', file, members, true)).toBe(false);
    expect(await mayWrite(as('u-owner'), 'stores/s1/menu/i1.png', file, members, true)).toBe(true);
  });

  it('finds the store id of a path', () => {
    expect(storeIdOf('stores/abc/menu/x.jpg')).toBe('abc');
    expect(storeIdOf('other/abc/x.jpg')).toBeUndefined();
  });

  it('lets the folder readers list it, and no one the store root', async () => {
    expect(await mayList(as('u-owner'), 'stores/s1/menu/', members)).toBe(true);
    expect(await mayList(as('u-staff', { s1: 'STAFF' }), 'stores/s1/processing-photos/', members)).toBe(false);
    expect(await mayList(as('u-owner'), 'stores/s1/', members)).toBe(false);
    expect(await mayList(as('u-owner'), '', members)).toBe(false);
  });
});
