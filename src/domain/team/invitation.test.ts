import { describe, expect, it } from 'vitest';
import { acceptorMustVerify, acceptorNeedsApproval, acceptRefusal, INVITATION_TTL_MS, invitationMailRefusal, MAX_MEMBERS, untilNextDay, validateInvitation, type InvitationRecord } from './invitation';

const room = { members: 1, pending: 0 };
const person = (email: string) => ({ uid: 'ana', email, emailVerified: true, device: false });

describe('an invitation', () => {
  it('takes one address, trimmed and case folded, and a role below the inviter’s', () => {
    expect(validateInvitation({ email: '  Ana@Example.COM ', role: 'STAFF' }, 'OWNER', room)).toEqual({ ok: true, email: 'ana@example.com', role: 'STAFF' });
  });

  it.each([
    ['a@b.co, c@d.co', 'a list'],
    ['a@b.co;c@d.co', 'a list with semicolons'],
    ['Ana <a@b.co>', 'a display name'],
    ['a@b.co\r\nBcc: x@y.co', 'a header line'],
    ['ana.example.com', 'no @'],
    ['a@b', 'no domain dot'],
    ['a@@b.co', 'two @'],
    ['a@b..co', 'two dots'],
  ])('refuses %j (%s) with the same words everywhere', (email) => {
    expect(validateInvitation({ email, role: 'STAFF' }, 'OWNER', room)).toEqual({ ok: false, errors: { email: 'Enter a single valid email address' } });
  });

  it('says what is missing', () => {
    expect(validateInvitation({ email: ' ', role: '' }, 'OWNER', room)).toEqual({ ok: false, errors: { email: 'Email is required', role: 'Choose a role' } });
  });

  it('refuses a role at or above the inviter’s', () => {
    expect(validateInvitation({ email: 'a@b.co', role: 'MANAGER' }, 'MANAGER', room)).toEqual({
      ok: false,
      errors: { role: 'You cannot give a role equal to or above your own' },
    });
    expect(validateInvitation({ email: 'a@b.co', role: 'OWNER' }, 'OWNER', room).ok).toBe(false);
    expect(validateInvitation({ email: 'a@b.co', role: 'KITCHEN' }, 'STAFF', room).ok).toBe(false);
  });

  it('counts pending invitations toward the cap of 50 members', () => {
    expect(validateInvitation({ email: 'a@b.co', role: 'STAFF' }, 'OWNER', { members: MAX_MEMBERS - 1, pending: 0 }).ok).toBe(true);
    expect(validateInvitation({ email: 'a@b.co', role: 'STAFF' }, 'OWNER', { members: 40, pending: 10 })).toEqual({
      ok: false,
      errors: { form: 'A store can have at most 50 members' },
    });
  });

  it('accepts plain addresses', () => {
    for (const email of ['ana@example.com', 'a.b+tag@mail.example.co.uk', 'x_y@sub.example.io']) {
      expect(validateInvitation({ email, role: 'STAFF' }, 'OWNER', room)).toEqual({ ok: true, email, role: 'STAFF' });
    }
  });
});

describe('accepting an invitation', () => {
  const now = Date.UTC(2026, 10, 25, 12);
  const pending: InvitationRecord = { email: 'ana@example.com', role: 'STAFF', state: 'pending', expiresAt: now + INVITATION_TTL_MS };

  it('is allowed for the invited address (any case) or an account without one (a phone sign-in)', () => {
    expect(acceptRefusal(pending, person('Ana@Example.com'), now)).toBeUndefined();
    expect(acceptRefusal(pending, { uid: 'p', emailVerified: false, device: false }, now)).toBeUndefined();
  });

  it('is refused with the reason the invitee can act on', () => {
    expect(acceptRefusal(undefined, person('ana@example.com'), now)).toBe('This invitation does not exist. Check the link in your email.');
    expect(acceptRefusal({ ...pending, state: 'accepted' }, person('ana@example.com'), now)).toBe('This invitation has already been used.');
    expect(acceptRefusal({ ...pending, state: 'revoked' }, person('ana@example.com'), now)).toBe('This invitation was withdrawn by the store.');
    expect(acceptRefusal({ ...pending, expiresAt: now }, person('ana@example.com'), now)).toBe('This invitation has expired. Ask the store for a new one.');
    // The invited address is never named: the link may be in a stranger's hands.
    expect(acceptRefusal(pending, person('bob@example.com'), now)).toBe('This invitation was sent to another email address. Sign in with the address it was sent to.');
    expect(acceptRefusal(pending, { ...person('ana@example.com'), device: true }, now)).toBe('A kitchen display joins a store by pairing, not by invitation.');
    expect(acceptRefusal(pending, { uid: 'd', device: true, emailVerified: false }, now)).toBe('A kitchen display joins a store by pairing, not by invitation.');
  });

  it('asks an address to be verified before it is taken for a person', () => {
    expect(acceptorMustVerify({ uid: 'ana', email: 'ana@example.com', emailVerified: false, device: false })).toBe(true);
    expect(acceptorMustVerify(person('ana@example.com'))).toBe(false);
    expect(acceptorMustVerify({ uid: 'p', emailVerified: false, device: false })).toBe(false);
  });

  it("lets a phone-only account take it only with the store's approval, and no one else once it waits", () => {
    const phone = { uid: 'phone-1', emailVerified: false, device: false };
    expect(acceptorNeedsApproval(phone)).toBe(true);
    expect(acceptorNeedsApproval(person('ana@example.com'))).toBe(false);
    const waiting = { ...pending, awaitingBy: 'phone-1' };
    expect(acceptRefusal(waiting, phone, now)).toBeUndefined();
    expect(acceptRefusal(waiting, { ...phone, uid: 'phone-2' }, now)).toBe('This invitation has already been used.');
    expect(acceptRefusal(waiting, person('ana@example.com'), now)).toBe('This invitation has already been used.');
  });
});

describe('invitation e-mails a day', () => {
  const at = (iso: string) => Date.parse(iso);
  it('go until a bound is reached, then say when more can go', () => {
    const now = at('2026-11-27T19:30:00Z');
    expect(invitationMailRefusal({ store: 19, account: 39, address: 1 }, now)).toBeUndefined();
    expect(invitationMailRefusal({ store: 20, account: 0, address: 0 }, now)).toBe(
      'This store has sent 20 invitation emails today, the most a day. More can be sent in 5 hours.',
    );
    expect(invitationMailRefusal({ store: 0, account: 40, address: 0 }, now)).toBe(
      'You have sent 40 invitation emails today, the most a day. More can be sent in 5 hours.',
    );
    expect(invitationMailRefusal({ store: 0, account: 0, address: 2 }, now)).toBe(
      'This address was sent 2 invitations today, the most a day. Another can be sent in 5 hours.',
    );
  });

  it('count the wait to the next UTC day, rounded up', () => {
    expect(untilNextDay(at('2026-11-27T00:00:00Z'))).toBe('in 24 hours');
    expect(untilNextDay(at('2026-11-27T22:59:59Z'))).toBe('in 2 hours');
    expect(untilNextDay(at('2026-11-27T23:00:00Z'))).toBe('in 1 hour');
    expect(untilNextDay(at('2026-11-27T23:30:00Z'))).toBe('in less than an hour');
  });
});
