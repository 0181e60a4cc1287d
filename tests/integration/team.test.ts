import { signInWithCustomToken, signInWithEmailAndPassword } from 'firebase/auth';
import { collection, doc, getDoc, getDocs } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../support/admin';
import { createClient, refusal, type TestClient } from '../support/client';
import { writeMember } from '../support/members';
import { ownerPerTest } from '../support/store-member';
import { seedOrder } from '../support/orders';
import { signInWithPhone, somePhone, type PhoneAccount } from '../support/phone-sign-in';

// The team through the real web SDK: invitations, acceptance, roles checked by
// the Functions and the rules from the member document.
const owner = ownerPerTest();
const ORIGIN = 'http://localhost:5173';

interface Invited { invitationId: string; link: string; email: string; role: string }
const clients: TestClient[] = [];

/** A person with their own account, signed in on a client of their own. */
async function person(label: string, email = `${label}-${randomUUID().slice(0, 8)}@example.test`, emailVerified = true) {
  const client = createClient();
  clients.push(client);
  const user = await adminAuth.createUser({ email, password: 'test-pass-123', emailVerified });
  await signInWithEmailAndPassword(client.auth, email, 'test-pass-123');
  return { client, uid: user.uid, email };
}

const invite = (email: string, role: string, by: TestClient = owner.client) =>
  by.call<Invited>('inviteMemberSecure', { storeId: owner.me.storeId, email, role, origin: ORIGIN });

/** What the e-mail's link carries: store, invitation and the secret after '#'. */
function linkParts(link: string) {
  const url = new URL(link);
  const [, , storeId, invitationId] = url.pathname.split('/');
  return { storeId, invitationId, secret: url.hash.slice(1) };
}

const accept = (link: string, client: TestClient) => client.call<{ storeId: string; role: string }>('acceptInvitationSecure', linkParts(link));

/** The code of a refused read ('allowed' when it was not refused). */
const denied = (read: Promise<unknown>) => read.then(() => 'allowed', (error: { code?: string }) => error.code);

async function closeAll() {
  await Promise.all(clients.splice(0).map((c) => c.close()));
}

describe('an invitation', () => {
  it('is mailed to the address with a link to this portal, and the invitee who accepts works as staff', async () => {
    const ana = await person('ana');
    const sent = await invite(` ${ana.email.toUpperCase()} `, 'STAFF');
    expect(sent).toMatchObject({ email: ana.email, role: 'STAFF' });
    expect(sent.link.startsWith(`${ORIGIN}/join/${owner.me.storeId}/${sent.invitationId}#`)).toBe(true);
    const stored = await adminDb.doc(`stores/${owner.me.storeId}/invitations/${sent.invitationId}`).get();
    // The TTL policy deletes it 30 days after it expires.
    expect((stored.get('expireAt') as Timestamp).toMillis() - (stored.get('expiresAt') as Timestamp).toMillis()).toBe(30 * 86_400_000);
    const mail = (await adminDb.doc(`mail/invite_${owner.me.storeId}_${sent.invitationId}`).get()).data();
    expect(mail).toMatchObject({ to: ana.email, message: { subject: `Invitation to Test ${owner.me.storeId} on Seller Portal` } });
    expect(mail?.message.text).toContain(sent.link);

    // Before accepting, the store is closed to her.
    expect(await denied(getDoc(doc(ana.client.firestore, 'stores', owner.me.storeId)))).toBe('permission-denied');
    expect(await accept(sent.link, ana.client)).toEqual({ storeId: owner.me.storeId, role: 'STAFF' });
    const token = await ana.client.auth.currentUser!.getIdTokenResult(true);
    expect(token.claims.stores).toEqual({ [owner.me.storeId]: 'STAFF' });

    // Staff: the orders yes (read, move forward), the settings and the team no, with words that say why.
    const orderId = await seedOrder(owner.me.storeId, { status: 'pending' });
    expect((await getDocs(collection(ana.client.firestore, 'stores', owner.me.storeId, 'orders'))).size).toBe(1);
    await ana.client.call('updateOrderStatusSecure', { storeId: owner.me.storeId, commandId: randomUUID(), orderId, newStatus: 'confirmed' });
    const settings = await refusal(ana.client.call('updateStoreSettingsSecure', { storeId: owner.me.storeId, commandId: randomUUID(), settings: { storeName: 'Mine' } }));
    expect(settings.code).toBe('permission-denied');
    const team = await refusal(invite('someone@example.test', 'KITCHEN', ana.client));
    expect([team.code, team.message]).toEqual(['permission-denied', 'Your role (Staff) cannot do this. Ask the store owner or a manager.']);
    expect(await denied(getDocs(collection(ana.client.firestore, 'stores', owner.me.storeId, 'invitations')))).toBe('permission-denied');
    await closeAll();
  });

  it('opens nothing without its secret, for another address, twice, or after seven days', async () => {
    const ana = await person('ana');
    const bob = await person('bob');
    const sent = await invite(ana.email, 'KITCHEN');
    const parts = linkParts(sent.link);

    const forged = await refusal(ana.client.call('acceptInvitationSecure', { ...parts, secret: 'guess' }));
    expect([forged.code, forged.message]).toEqual(['not-found', 'This invitation does not exist. Check the link in your email.']);
    const forwarded = await refusal(accept(sent.link, bob.client));
    // The invited address is not given away to whoever holds the link.
    expect(forwarded.message).toBe('This invitation was sent to another email address. Sign in with the address it was sent to.');

    await accept(sent.link, ana.client);
    // A retry after a lost answer is answered again, and changes nothing.
    expect(await accept(sent.link, ana.client)).toEqual({ storeId: owner.me.storeId, role: 'KITCHEN' });
    const members = await adminDb.collection(`stores/${owner.me.storeId}/members`).get();
    expect(members.docs.map((m) => m.get('role')).sort()).toEqual(['KITCHEN', 'OWNER']);

    const late = await invite(bob.email, 'STAFF');
    await adminDb.doc(`stores/${owner.me.storeId}/invitations/${late.invitationId}`).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const expired = await refusal(accept(late.link, bob.client));
    expect(expired.message).toBe('This invitation has expired. Ask the store for a new one.');
    await closeAll();
  });

  it('is accepted by an address only once it is confirmed', async () => {
    const ana = await person('ana', undefined, false);
    const sent = await invite(ana.email, 'STAFF');
    expect(await ana.client.call('describeInvitationSecure', linkParts(sent.link))).toMatchObject({ role: 'STAFF', verify: true });
    const unconfirmed = await refusal(accept(sent.link, ana.client));
    expect([unconfirmed.code, unconfirmed.message]).toEqual(['failed-precondition', 'Confirm your email address to accept this invitation.']);
    expect((await adminDb.doc(`stores/${owner.me.storeId}/members/${ana.uid}`).get()).exists).toBe(false);
    // The link opened (the Auth service marks the address), the token renewed: now it is a person's.
    await adminAuth.updateUser(ana.uid, { emailVerified: true });
    await ana.client.auth.currentUser!.getIdToken(true);
    expect(await accept(sent.link, ana.client)).toEqual({ storeId: owner.me.storeId, role: 'STAFF' });
    await closeAll();
  });

  it("is accepted by a phone-only account once the owner or a manager approves, and declined, withdrawn", async () => {
    const guest = await signInWithPhone(somePhone());
    const sent = await invite(`cook-${randomUUID().slice(0, 8)}@example.test`, 'STAFF');
    const take = (link: string, who: PhoneAccount) => who.call<Record<string, unknown>>('acceptInvitationSecure', linkParts(link));
    // No address to show it is the invited person: the acceptance waits, and no membership is made yet.
    expect(await take(sent.link, guest)).toEqual({ storeId: owner.me.storeId, role: 'STAFF', awaiting: true });
    expect(await guest.call('describeInvitationSecure', linkParts(sent.link))).toMatchObject({ awaiting: true });
    expect((await adminDb.doc(`stores/${owner.me.storeId}/members/${guest.uid}`).get()).exists).toBe(false);
    expect((await guest.claims()).stores ?? {}).toEqual({});
    const waiting = (await adminDb.doc(`stores/${owner.me.storeId}/invitations/${sent.invitationId}`).get()).data();
    expect(waiting).toMatchObject({ state: 'pending', awaitingBy: guest.uid, awaitingPhone: guest.phone });
    // Someone else holding the link gets nothing now.
    const other = await signInWithPhone(somePhone());
    expect((await refusal(take(sent.link, other))).message).toBe('This invitation has already been used.');

    // A staff member may not let anyone in; the owner does.
    const staff = await person('staff');
    await writeMember(owner.me.storeId, staff.uid, 'STAFF', staff.email);
    expect((await refusal(staff.client.call('approveMemberSecure', { storeId: owner.me.storeId, invitationId: sent.invitationId, approve: true }))).code).toBe('permission-denied');
    expect(await owner.client.call('approveMemberSecure', { storeId: owner.me.storeId, invitationId: sent.invitationId, approve: true })).toEqual({ invitationId: sent.invitationId, approved: true });
    expect((await adminDb.doc(`stores/${owner.me.storeId}/members/${guest.uid}`).get()).data()).toMatchObject({ role: 'STAFF', kind: 'person', phone: guest.phone });
    expect((await guest.claims()).stores).toEqual({ [owner.me.storeId]: 'STAFF' });
    expect(await guest.call('describeInvitationSecure', linkParts(sent.link))).toMatchObject({ accepted: true });

    // Declined: the invitation is withdrawn and its link says so.
    const again = await invite(`cook-${randomUUID().slice(0, 8)}@example.test`, 'KITCHEN');
    await take(again.link, other);
    expect(await owner.client.call('approveMemberSecure', { storeId: owner.me.storeId, invitationId: again.invitationId, approve: false })).toMatchObject({ approved: false });
    expect((await refusal(take(again.link, other))).message).toBe('This invitation was withdrawn by the store.');
    await closeAll();
  });

  it('is never accepted by a kitchen display, which cannot make a store either', async () => {
    const tablet = createClient();
    clients.push(tablet);
    const { code } = await owner.client.call<{ code: string }>('createPairingCodeSecure', { storeId: owner.me.storeId });
    const { token } = await tablet.call<{ token: string }>('pairDeviceSecure', { code });
    await signInWithCustomToken(tablet.auth, token);
    const sent = await invite(`cook-${randomUUID().slice(0, 8)}@example.test`, 'STAFF');
    const joined = await refusal(accept(sent.link, tablet));
    expect([joined.code, joined.message]).toEqual(['failed-precondition', 'A kitchen display joins a store by pairing, not by invitation.']);
    const store = await refusal(tablet.call('createStoreForCurrentUser', { storeName: 'Tablet Diner', storeId: randomUUID() }));
    expect([store.code, store.message]).toEqual(['permission-denied', 'A kitchen display cannot create a store.']);
    await closeAll();
  });

  it('is refused for a second pending one to the same address, and a withdrawn one says so', async () => {
    const ana = await person('ana');
    const first = await invite(ana.email, 'STAFF');
    const again = await refusal(invite(ana.email, 'KITCHEN'));
    expect([again.code, again.message]).toEqual(['already-exists', 'This email already has a pending invitation']);
    await owner.client.call('revokeInvitationSecure', { storeId: owner.me.storeId, invitationId: first.invitationId });
    const withdrawn = await refusal(accept(first.link, ana.client));
    expect(withdrawn.message).toBe('This invitation was withdrawn by the store.');
    await closeAll();
  });

  it('takes one address and a role below the inviter’s, in the form’s words', async () => {
    const list = await refusal(invite('a@example.test, b@example.test', 'STAFF'));
    expect([list.code, list.message]).toEqual(['invalid-argument', 'Enter a single valid email address']);
    const owner2 = await refusal(invite('a@example.test', 'OWNER'));
    expect(owner2.message).toBe('You cannot give a role equal to or above your own');

    const manager = await person('manager');
    await writeMember(owner.me.storeId, manager.uid, 'MANAGER', manager.email);
    const peer = await refusal(invite('c@example.test', 'MANAGER', manager.client));
    expect(peer.message).toBe('You cannot give a role equal to or above your own');
    expect(await invite('c@example.test', 'STAFF', manager.client)).toMatchObject({ role: 'STAFF' });
    await closeAll();
  });

  it('counts pending invitations toward the 50 members', async () => {
    const batch = adminDb.batch();
    for (let i = 0; i < 49; i++) {
      batch.set(adminDb.doc(`stores/${owner.me.storeId}/invitations/pending-${i}`), {
        email: `p${i}@example.test`, role: 'STAFF', state: 'pending', expiresAt: Timestamp.fromMillis(Date.now() + 3_600_000),
      });
    }
    await batch.commit();
    const full = await refusal(invite('one-more@example.test', 'STAFF'));
    expect([full.code, full.message]).toEqual(['failed-precondition', 'A store can have at most 50 members']);
  });
});

describe('invitation e-mails', () => {
  const mails = async (email: string) => (await adminDb.collection('mail').where('to', '==', email).get()).size;
  const invitationsTo = async (email: string) => (await adminDb.collection(`stores/${owner.me.storeId}/invitations`).where('email', '==', email).get()).size;
  const revoke = (invitationId: string) => owner.client.call('revokeInvitationSecure', { storeId: owner.me.storeId, invitationId });

  it('go to one address twice a day at most, withdrawn ones counted, and the third is refused with when, writing nothing', async () => {
    const email = `twice-${randomUUID().slice(0, 8)}@example.test`;
    await revoke((await invite(email, 'STAFF')).invitationId);
    await revoke((await invite(email, 'KITCHEN')).invitationId);
    const third = await refusal(invite(email, 'STAFF'));
    expect(third.code).toBe('failed-precondition');
    expect(third.message).toMatch(/^This address was sent 2 invitations today, the most a day\. Another can be sent in (less than an hour|\d+ hours?)\.$/);
    expect(third.message).not.toContain(email);
    expect([await mails(email), await invitationsTo(email)]).toEqual([2, 2]);
  });

  it('go from one store 20 times a day at most', async () => {
    const run = randomUUID().slice(0, 8);
    for (let i = 0; i < 20; i++) await invite(`store-${run}-${i}@example.test`, 'STAFF');
    const next = `store-${run}-20@example.test`;
    const refused = await refusal(invite(next, 'STAFF'));
    expect(refused.message).toMatch(/^This store has sent 20 invitation emails today, the most a day\. More can be sent in /);
    expect([await mails(next), await invitationsTo(next)]).toEqual([0, 0]);
  });

  it('go from one account 40 times a day at most, across its stores', async () => {
    // 40 sent today by this owner from other stores (the account's counter, as the Function keeps it).
    const day = new Date().toISOString().slice(0, 10);
    await adminDb.doc(`usageCounters/invite_account_${owner.me.uid}_${day}`).set({ n: 40 });
    const refused = await refusal(invite(`account-${randomUUID().slice(0, 8)}@example.test`, 'STAFF'));
    expect(refused.message).toMatch(/^You have sent 40 invitation emails today, the most a day\. More can be sent in /);
  });
});

describe("an inviter's invitations", () => {
  it('are withdrawn when the inviter is removed, and their link says so', async () => {
    const manager = await person('manager');
    await writeMember(owner.me.storeId, manager.uid, 'MANAGER', manager.email);
    const ana = await person('ana');
    const sent = await invite(ana.email, 'STAFF', manager.client);
    await owner.client.call('removeMemberSecure', { storeId: owner.me.storeId, uid: manager.uid });
    expect((await adminDb.doc(`stores/${owner.me.storeId}/invitations/${sent.invitationId}`).get()).get('state')).toBe('revoked');
    expect((await refusal(accept(sent.link, ana.client))).message).toBe('This invitation was withdrawn by the store.');
    await closeAll();
  });

  it('are withdrawn when the inviter may no longer give their role, and kept while they may', async () => {
    const manager = await person('manager');
    await writeMember(owner.me.storeId, manager.uid, 'MANAGER', manager.email);
    const [staff, cook] = [`staff-${randomUUID().slice(0, 8)}@example.test`, `cook-${randomUUID().slice(0, 8)}@example.test`];
    const toStaff = await invite(staff, 'STAFF', manager.client);
    const toCook = await invite(cook, 'KITCHEN', manager.client);
    await owner.client.call('changeMemberRoleSecure', { storeId: owner.me.storeId, uid: manager.uid, role: 'STAFF' });
    const state = async (id: string) => (await adminDb.doc(`stores/${owner.me.storeId}/invitations/${id}`).get()).get('state');
    expect([await state(toStaff.invitationId), await state(toCook.invitationId)]).toEqual(['revoked', 'revoked']);
    await closeAll();
  });

  it('open nothing once the inviter may no longer give the role, even if they were never withdrawn', async () => {
    const manager = await person('manager');
    await writeMember(owner.me.storeId, manager.uid, 'MANAGER', manager.email);
    const ana = await person('ana');
    const sent = await invite(ana.email, 'STAFF', manager.client);
    // Demoted before withdrawal existed: the member document changed, the invitation stayed pending.
    await adminDb.doc(`stores/${owner.me.storeId}/members/${manager.uid}`).update({ role: 'STAFF' });
    const refused = await refusal(accept(sent.link, ana.client));
    expect([refused.code, refused.message]).toEqual(['failed-precondition', 'The person who sent this invitation can no longer give this role. Ask the store for a new one.']);
    expect((await adminDb.doc(`stores/${owner.me.storeId}/members/${ana.uid}`).get()).exists).toBe(false);
    await closeAll();
  });
});

describe('a member', () => {
  it('removed, is refused at once by the Functions and the rules, though their token still names the store', async () => {
    const ana = await person('ana');
    await accept((await invite(ana.email, 'STAFF')).link, ana.client);
    const token = await ana.client.auth.currentUser!.getIdTokenResult(true);
    expect(token.claims.stores).toEqual({ [owner.me.storeId]: 'STAFF' });

    await owner.client.call('removeMemberSecure', { storeId: owner.me.storeId, uid: ana.uid });
    // The same ID token, not refreshed: it still carries the claim.
    expect((await ana.client.auth.currentUser!.getIdTokenResult()).claims.stores).toEqual({ [owner.me.storeId]: 'STAFF' });
    expect(await denied(getDocs(collection(ana.client.firestore, 'stores', owner.me.storeId, 'orders')))).toBe('permission-denied');
    const call = await refusal(ana.client.call('updateOrderStatusSecure', { storeId: owner.me.storeId, commandId: randomUUID(), orderId: 'x', newStatus: 'confirmed' }));
    expect(call.code).toBe('permission-denied');
    expect((await ana.client.auth.currentUser!.getIdTokenResult(true)).claims.stores).toEqual({});
    await closeAll();
  });

  it('changes role only below the one who changes it, and the owner stays', async () => {
    const manager = await person('manager');
    const cook = await person('cook');
    await writeMember(owner.me.storeId, manager.uid, 'MANAGER', manager.email);
    await writeMember(owner.me.storeId, cook.uid, 'KITCHEN', cook.email);

    expect(await manager.client.call('changeMemberRoleSecure', { storeId: owner.me.storeId, uid: cook.uid, role: 'STAFF' })).toEqual({ uid: cook.uid, role: 'STAFF' });
    expect((await adminDb.doc(`stores/${owner.me.storeId}/members/${cook.uid}`).get()).get('role')).toBe('STAFF');
    const up = await refusal(manager.client.call('changeMemberRoleSecure', { storeId: owner.me.storeId, uid: cook.uid, role: 'MANAGER' }));
    expect(up.message).toBe('You cannot give a role equal to or above your own');
    const theOwner = await refusal(manager.client.call('removeMemberSecure', { storeId: owner.me.storeId, uid: owner.me.uid }));
    expect(theOwner.message).toBe("The store's owner cannot be removed or changed");
    const self = await refusal(owner.client.call('changeMemberRoleSecure', { storeId: owner.me.storeId, uid: owner.me.uid, role: 'MANAGER' }));
    expect(self.message).toBe("The store's owner cannot be removed or changed");
    await closeAll();
  });
});
