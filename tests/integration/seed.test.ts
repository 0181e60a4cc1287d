import { signInWithCustomToken, signInWithEmailAndPassword } from 'firebase/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDemoWorld, DEMO_DISPLAY } from '../../scripts/seed/demo-world';
import { MESSAGES } from '../../src/domain/shared/messages';
import { showPairingCode } from '../../src/domain/team/pairing';
import { writeDemoWorld } from '../../scripts/seed/write-world';
import { adminAuth, adminDb } from '../support/admin';
import { createClient, refusal } from '../support/client';

const NOW = new Date();
const world = buildDemoWorld(NOW);
const client = createClient();
afterAll(() => client.close());

describe('the demo seed, written to the emulators', () => {
  it('writes every document with the fields replication needs, a usable demo sign-in, and each store published for the guest page', async () => {
    const summary = await writeDemoWorld(world, { db: adminDb, auth: adminAuth });
    expect(summary.written.menuItems).toBe(35);
    expect(summary.written.categories).toBe(8);

    const orders = await adminDb.collection('stores/demo-harbor-kitchen/orders').get();
    expect(orders.size).toBe(summary.written.orders);
    for (const order of orders.docs) {
      expect(order.get('_deleted')).toBe(false);
      expect(order.get('updatedAt')).toBeInstanceOf(Timestamp);
    }
    const statuses = new Set(orders.docs.map((d) => d.get('status') as string));
    expect([...statuses].sort()).toEqual(
      ['cancelled', 'completed', 'confirmed', 'out_for_delivery', 'pending', 'preparing', 'ready'],
    );

    const credential = await signInWithEmailAndPassword(client.auth, 'owner@demo.test', 'demo-pass-123');
    const token = await credential.user.getIdTokenResult();
    expect(token.claims.stores).toEqual({ 'demo-harbor-kitchen': 'OWNER', 'demo-night-market': 'OWNER' });
    // Which of the two a new device opens first, without reading the user document.
    expect(token.claims.primary).toBe('demo-harbor-kitchen');

    // Each store published for the guest page: its available dishes, its languages and every table's code.
    const harbor = world.stores.find((s) => s.store.id === 'demo-harbor-kitchen')!;
    const menu = (await adminDb.doc('publicMenus/demo-harbor-kitchen').get()).data()!;
    const available = harbor.menuItems.filter((m) => m.isAvailable).map((m) => m.id).sort();
    expect((menu.items as Array<{ id: string }>).map((i) => i.id).sort()).toEqual(available);
    expect(menu.languages.map((l: { code: string }) => l.code)).toEqual(['en', 'zh']);
    expect(menu.ordering).toMatchObject({ enabled: true, cancelBeforeConfirmed: true, liveStatus: true });
    for (const link of harbor.tableLinks) {
      const published = (await adminDb.doc(`publicLinks/${link.uuid}`).get()).data();
      expect(published).toEqual({ storeId: 'demo-harbor-kitchen', tableNumber: Number(link.tableId.slice('table_'.length)), state: link.isActive ? 'active' : 'inactive' });
    }
  });

  it('gives Harbor Kitchen a team: each role signs in to that store only, as their member document says', async () => {
    await writeDemoWorld(world, { db: adminDb, auth: adminAuth });
    const team = createClient();
    for (const [email, role] of [['manager@demo.test', 'MANAGER'], ['staff@demo.test', 'STAFF'], ['kitchen@demo.test', 'KITCHEN']] as const) {
      const credential = await signInWithEmailAndPassword(team.auth, email, 'demo-pass-123');
      expect((await credential.user.getIdTokenResult()).claims.stores).toEqual({ 'demo-harbor-kitchen': role });
      expect((await adminDb.doc(`stores/demo-harbor-kitchen/members/${credential.user.uid}`).get()).get('role')).toBe(role);
      expect((await adminDb.doc(`stores/demo-night-market/members/${credential.user.uid}`).get()).exists).toBe(false);
    }
    await team.close();
  });

  it('pairs a kitchen display: a tablet typing the printed code signs in as that display, once per seeding', async () => {
    await writeDemoWorld(world, { db: adminDb, auth: adminAuth });
    const tablet = createClient();
    const code = showPairingCode(DEMO_DISPLAY.pairingCode);
    const { token, storeId } = await tablet.call<{ token: string; storeId: string }>('pairDeviceSecure', { code });
    const { user } = await signInWithCustomToken(tablet.auth, token);
    expect([user.uid, storeId]).toEqual(['demo-display-0001', 'demo-harbor-kitchen']);
    expect((await user.getIdTokenResult()).claims.stores).toEqual({ 'demo-harbor-kitchen': 'KITCHEN' });
    const member = (await adminDb.doc(`stores/demo-harbor-kitchen/members/${user.uid}`).get()).data();
    expect(member).toMatchObject({ role: 'KITCHEN', kind: 'device', displayName: 'Kitchen display 1' });
    expect(member?.email).toBeUndefined();
    // No second display was made, and the code is spent until the next seeding.
    expect((await adminDb.collection('stores/demo-harbor-kitchen/members').where('kind', '==', 'device').get()).size).toBe(1);
    expect((await refusal(tablet.call('pairDeviceSecure', { code }))).message).toBe(MESSAGES.team.pairingUsed);
    await writeDemoWorld(world, { db: adminDb, auth: adminAuth });
    await expect(tablet.call('pairDeviceSecure', { code })).resolves.toMatchObject({ storeId: 'demo-harbor-kitchen' });
    await tablet.close();
  });

  it('is idempotent, and retires a stray document as a replicated tombstone', async () => {
    await adminDb.doc('stores/demo-harbor-kitchen/orders/stray-order').set({ status: 'pending', _deleted: false });
    const again = await writeDemoWorld(world, { db: adminDb, auth: adminAuth });
    expect(again.authUser).toBe('updated');
    expect(again.pruned.orders).toBe(1);
    const stray = await adminDb.doc('stores/demo-harbor-kitchen/orders/stray-order').get();
    expect(stray.get('_deleted')).toBe(true);

    const third = await writeDemoWorld(world, { db: adminDb, auth: adminAuth });
    expect(third.pruned.orders).toBe(0);
    expect(third.written).toEqual(again.written);
  });
});
