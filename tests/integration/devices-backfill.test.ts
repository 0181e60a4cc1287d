import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { backfillDevices } from '../../scripts/lib/devices-backfill';
import { adminAuth, adminDb } from '../support/admin';
import { writeMember } from '../support/members';

// Displays paired and unpaired before unpairing ended their accounts: an
// account that signs in by custom token only, with the KITCHEN claims it was
// paired with; unpairing deleted its member document and emptied its stores.
describe('the devices backfill', () => {
  it('disables the displays unpaired before, keeps the paired ones, and marks both as displays', async () => {
    const store = `display-store-${randomUUID().slice(0, 8)}`;
    const [gone, paired, person] = ['gone', 'paired', 'person'].map((n) => `kitchen-${n}-${randomUUID().slice(0, 8)}`) as [string, string, string];
    await adminAuth.createUser({ uid: gone, displayName: 'Pair a Kitchen Display' });
    await adminAuth.setCustomUserClaims(gone, { role: 'KITCHEN', stores: {} });
    await adminAuth.createUser({ uid: paired });
    await adminAuth.setCustomUserClaims(paired, { role: 'KITCHEN', stores: { [store]: 'KITCHEN' } });
    await adminDb.doc(`stores/${store}/members/${paired}`).set({ role: 'KITCHEN', kind: 'device' });
    // A person with the KITCHEN role signs in with an address: no display, whatever the role.
    await adminAuth.createUser({ uid: person, email: `${person}@example.test`, password: 'test-pass-123' });
    await adminAuth.setCustomUserClaims(person, { role: 'KITCHEN', stores: { [store]: 'KITCHEN' } });
    await writeMember(store, person, 'KITCHEN');

    const first = await backfillDevices(adminAuth, adminDb);
    expect(first.disabled).toBeGreaterThanOrEqual(1);
    expect(first.marked).toBeGreaterThanOrEqual(2);
    const [goneNow, pairedNow, personNow] = await Promise.all([gone, paired, person].map((uid) => adminAuth.getUser(uid)));
    expect([goneNow!.disabled, pairedNow!.disabled, personNow!.disabled]).toEqual([true, false, false]);
    expect(goneNow!.customClaims).toMatchObject({ device: true, stores: {} });
    expect(pairedNow!.customClaims).toEqual({ role: 'KITCHEN', stores: { [store]: 'KITCHEN' }, device: true });
    expect(personNow!.customClaims?.device).toBeUndefined();

    // Again: nothing of these three changes.
    await backfillDevices(adminAuth, adminDb);
    expect((await adminAuth.getUser(paired)).disabled).toBe(false);
    expect((await adminAuth.getUser(gone)).customClaims).toEqual(goneNow!.customClaims);
  });
});
