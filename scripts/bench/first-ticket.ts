// Sign-in to the first ticket on an ordinary store: the demo owner's Harbor
// Kitchen as `npm start` seeds it (a dozen orders on the board), opened on a
// new device at /kitchen, beside a plain Firestore client that signs in and
// listens to the same active orders (issue 42, goal 1); and likewise the
// store's kitchen display, paired at /pair. The busy store's figure is in the
// busy part; this one has no emulator floor under it.
import { randomBytes } from 'node:crypto';
import { pairingCodeRef } from '../../functions/src/team/pairing-codes.ts';
import { ACTIVE_ORDER_STATUSES } from '../../src/domain/orders/orders.ts';
import { PAIRING_TTL_MS, pairingCodeFrom } from '../../src/domain/team/pairing.ts';
import { DEMO_DISPLAY, DEMO_OWNER, HARBOR_STORE_ID } from '../seed/demo-world.ts';
import { displayCodeData } from '../seed/write-world.ts';
import type { BusyWorld } from './busy-world.ts';
import { admin } from './world.ts';

/** The demo owner and their primary store, in the shape the board and peer runs take. */
export async function demoBoardWorld(): Promise<BusyWorld> {
  const orders = admin().db.collection(`stores/${HARBOR_STORE_ID}/orders`);
  const active = await orders.where('status', 'in', [...ACTIVE_ORDER_STATUSES]).get();
  const all = await orders.count().get();
  return {
    uid: DEMO_OWNER.uid,
    email: DEMO_OWNER.email,
    password: DEMO_OWNER.password,
    storeId: HARBOR_STORE_ID,
    orders: all.data().count,
    active: active.docs.filter((doc) => doc.get('_deleted') !== true).map((doc) => doc.id),
    rollups: 0,
    reused: true,
    seedMs: 0,
  };
}

/** The goal: the board's first ticket within this many times the plain client's first snapshot. */
export const FIRST_TICKET_GOAL_RATIO = 1.5;

/** A new code that pairs a tablet as the demo store's kitchen display, as the seed's does. A code works once: one per run. */
export async function demoDisplayCode(): Promise<string> {
  const code = pairingCodeFrom(randomBytes(16));
  await pairingCodeRef(admin().db, code).create(displayCodeData(DEMO_DISPLAY, DEMO_OWNER.uid, Date.now() + PAIRING_TTL_MS));
  return code;
}
