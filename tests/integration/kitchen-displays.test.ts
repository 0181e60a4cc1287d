import { signInWithCustomToken } from 'firebase/auth';
import { collection, getDocs } from 'firebase/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pairingCodeFrom } from '../../src/domain/team/pairing';
import { adminAuth, adminDb } from '../support/admin';
import { createClient, refusal } from '../support/client';
import { ownerPerTest } from '../support/store-member';

// A kitchen display paired with a code from the owner's screen, through the real SDKs.
const owner = ownerPerTest();

const newCode = () => owner.client.call<{ code: string; expiresAt: number }>('createPairingCodeSecure', { storeId: owner.me.storeId });

describe('a kitchen display', () => {
  it('pairs with the code, signed in as itself with the KITCHEN role of that store: the board yes, the settings no', async () => {
    const { code, expiresAt } = await newCode();
    expect(expiresAt - Date.now()).toBeGreaterThan(9 * 60_000);
    // The TTL policy deletes the code a day after it expires.
    const stored = await adminDb.doc(`pairingCodes/${createHash('sha256').update(code).digest('hex')}`).get();
    expect((stored.get('expireAt') as Timestamp).toMillis()).toBe(expiresAt + 86_400_000);
    const tablet = createClient();
    const { token, storeId } = await tablet.call<{ token: string; storeId: string }>('pairDeviceSecure', { code: `${code.slice(0, 4)}-${code.slice(4).toLowerCase()}` });
    expect(storeId).toBe(owner.me.storeId);
    const { user } = await signInWithCustomToken(tablet.auth, token);
    expect((await user.getIdTokenResult(true)).claims.stores).toEqual({ [storeId]: 'KITCHEN' });
    // The custom token carries no claims of its own: the account's are the ones that count, refreshed or not.
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).claims).toBeUndefined();
    expect((await adminAuth.getUser(user.uid)).customClaims).toEqual({ role: 'KITCHEN', stores: { [storeId]: 'KITCHEN' }, device: true });
    const member = (await adminDb.doc(`stores/${storeId}/members/${user.uid}`).get()).data();
    expect(member).toMatchObject({ role: 'KITCHEN', kind: 'device', displayName: 'Kitchen display 1', addedBy: owner.me.uid });

    expect((await getDocs(collection(tablet.firestore, 'stores', storeId, 'orders'))).size).toBe(0);
    const settings = await refusal(tablet.call('updateStoreSettingsSecure', { storeId, commandId: randomUUID(), settings: { storeName: 'Tablet' } }));
    expect([settings.code, settings.message]).toEqual(['permission-denied', 'Your role (Kitchen) cannot do this. Ask the store owner or a manager.']);

    // Unpaired by the owner: the tablet's next read is refused, and so is its next token refresh.
    await owner.client.call('removeMemberSecure', { storeId, uid: user.uid });
    const denied = await getDocs(collection(tablet.firestore, 'stores', storeId, 'orders')).then(() => 'allowed', (e: { code: string }) => e.code);
    expect(denied).toBe('permission-denied');
    const refresh = await user.getIdToken(true).then(() => 'refreshed', (e: { code: string }) => e.code);
    expect(refresh).toBe('auth/user-disabled');
    expect((await adminAuth.getUser(user.uid)).disabled).toBe(true);
    await tablet.close();
  });

  it('refuses a code used, expired, or never made, with words that say what to do', async () => {
    const tablet = createClient();
    const { code } = await newCode();
    await tablet.call('pairDeviceSecure', { code });
    expect((await refusal(tablet.call('pairDeviceSecure', { code }))).message).toBe('This pairing code was already used. Show a new code on the owner screen.');

    const late = await newCode();
    await adminDb.doc(`pairingCodes/${createHash('sha256').update(late.code).digest('hex')}`).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1) });
    expect((await refusal(tablet.call('pairDeviceSecure', { code: late.code }))).message).toBe('This pairing code has expired. Show a new code on the owner screen.');
    expect((await refusal(tablet.call('pairDeviceSecure', { code: 'ABCD-EFGH' }))).message).toBe('This pairing code is not valid.');
    await tablet.close();
  });

  it('refuses a code made for a display that has been unpaired since', async () => {
    const tablet = createClient();
    const { code } = await newCode();
    const { token } = await tablet.call<{ token: string }>('pairDeviceSecure', { code });
    const { user } = await signInWithCustomToken(tablet.auth, token);
    const again = pairingCodeFrom(randomBytes(16));
    await adminDb.doc(`pairingCodes/${createHash('sha256').update(again).digest('hex')}`).set({
      storeId: owner.me.storeId, createdBy: owner.me.uid, forDevice: user.uid, state: 'open', expiresAt: Timestamp.fromMillis(Date.now() + 60_000),
    });
    await owner.client.call('removeMemberSecure', { storeId: owner.me.storeId, uid: user.uid });
    const reset = createClient();
    expect((await refusal(reset.call('pairDeviceSecure', { code: again }))).message).toBe('This pairing code is not valid.');
    await Promise.all([tablet.close(), reset.close()]);
  });

  it('stops at 10 to a store', async () => {
    const batch = adminDb.batch();
    for (let i = 0; i < 10; i++) batch.set(adminDb.doc(`stores/${owner.me.storeId}/members/device-${i}`), { role: 'KITCHEN', kind: 'device' });
    await batch.commit();
    const refused = await refusal(newCode());
    expect([refused.code, refused.message]).toEqual(['failed-precondition', 'A store can have at most 10 kitchen displays']);
  });
});
