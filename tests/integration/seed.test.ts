import { signInWithEmailAndPassword } from 'firebase/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDemoWorld } from '../../scripts/seed/demo-world';
import { writeDemoWorld } from '../../scripts/seed/write-world';
import { adminAuth, adminDb } from '../support/admin';
import { createClient } from '../support/client';

const NOW = new Date();
const world = buildDemoWorld(NOW);
const client = createClient();
afterAll(() => client.close());

describe('the demo seed, written to the emulators', () => {
  it('writes every document with the fields replication needs, and a usable demo sign-in', async () => {
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
