import { describe, expect, it } from 'vitest';
import { describeCase, ruleCases, type CaseCaller } from './rule-cases.ts';
import { callerFrom, mayDelete, mayList, mayRead, mayWrite, storeIdOf, type Caller } from './rules.ts';

/** An Auth-emulator-style ID token: unsigned, payload only. */
function token(payload: object): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `Firebase ${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`;
}

const member = callerFrom(token({ sub: 'u1', stores: { s1: 'OWNER' } }));

describe('callerFrom', () => {
  it('reads the claims of an unsigned emulator token', () => {
    expect(member).toEqual({ kind: 'signed-in', claims: { sub: 'u1', stores: { s1: 'OWNER' } } });
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
    member,
    outsider: callerFrom(token({ sub: 'u2', stores: { s2: 'OWNER' } })),
    'signed-out': { kind: 'signed-out' },
  };
  it.each(ruleCases('s1').map((c) => [describeCase(c), c] as const))('%s', (_name, c) => {
    const caller = callers[c.caller];
    const decision =
      c.op === 'write' ? mayWrite(caller, c.path, { size: c.size, contentType: c.contentType }, c.over ?? false)
      : c.op === 'read' ? mayRead(caller, c.path)
      : c.op === 'delete' ? mayDelete(caller, c.path)
      : mayList(caller, c.path);
    expect(decision).toBe(c.allowed);
  });
});

describe('membership, as the claims say it', () => {
  const cases: Array<[string, Caller, string, boolean]> = [
    ['a member, in the store', member, 'stores/s1/menu/i1.jpg', true],
    ['a member, deeper in the store', member, 'stores/s1/processing-photos/a/b.png', true],
    ['a member, in another store', member, 'stores/s2/menu/i1.jpg', false],
    ['a member, the store folder itself', member, 'stores/s1', false],
    ['a user without the stores claim', callerFrom(token({ sub: 'u2' })), 'stores/s1/menu/i1.jpg', false],
    ['a null role', callerFrom(token({ stores: { s1: null } })), 'stores/s1/menu/i1.jpg', false],
    ['stores as a list (not the claims shape rules test)', callerFrom(token({ stores: ['s1'] })), 'stores/s1/menu/i1.jpg', false],
    ['an inherited key', callerFrom(token({ stores: {} })), 'stores/constructor/menu/x.jpg', false],
  ];
  it.each(cases)('%s reads: %s', (_label, caller, path, allowed) => {
    expect(mayRead(caller, path)).toBe(allowed);
    // Writing the same place needs the same membership (and an acceptable file).
    expect(mayWrite(caller, path, { size: 10, contentType: 'image/png' })).toBe(allowed && /^stores\/s1\/menu\/[^/]+$/.test(path));
  });

  it('an import file is written once: no overwrite, whoever writes; a menu image may be replaced', () => {
    const file = { size: 10, contentType: 'image/png' };
    expect(mayWrite(member, 'stores/s1/processing-photos/menu-photo-1.png', file, false)).toBe(true);
    expect(mayWrite(member, 'stores/s1/processing-photos/menu-photo-1.png', file, true)).toBe(false);
    expect(mayWrite(member, 'stores/s1/menu/i1.png', file, true)).toBe(true);
  });

  it('finds the store id of a path', () => {
    expect(storeIdOf('stores/abc/menu/x.jpg')).toBe('abc');
    expect(storeIdOf('other/abc/x.jpg')).toBeUndefined();
  });

  it('lets members list their store folders only', () => {
    expect(mayList(member, 'stores/s1/menu/')).toBe(true);
    expect(mayList(member, 'stores/s2/')).toBe(false);
    expect(mayList(member, '')).toBe(false);
  });
});
