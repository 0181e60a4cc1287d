// The busy store of the bench (never `npm start`'s world): an owner with a
// password, a 35-dish menu, 300 orders a day over the device's window of
// orders with a dozen active now, and a rollup for every day of the year
// before the window and of the window. Written with the Admin SDK in batches
// of 500, several in flight, each order stamped when it last changed (no
// commit shares one stamp: SYNC-NOTES). A marker document written last says
// the world is whole; a later run on the same day reuses it.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { storeTimeZone } from '../../src/domain/shared/store-day.ts';
import { HARBOR_CONFIGS } from '../seed/demo-configs.ts';
import { HARBOR_MENU, NIGHT_MARKET_MENU } from '../seed/demo-menu.ts';
import { dayKey } from '../seed/demo-orders.ts';
import { buildMenu } from '../seed/demo-world.ts';
import { ensureDemoOwner, toFirestoreValue, toReplicatedDoc } from '../seed/write-world.ts';
import { busyDays, type BusyOrder, type BusyRollup } from './busy-orders.ts';
import { admin } from './world.ts';

/** Bump when what is written changes: a marker of another version is not reused. */
const WORLD_VERSION = 2;
const MARKER = 'benchWorlds/busy';
const OWNER = { uid: 'bench-busy-owner', email: 'busy-owner@bench.test', password: 'busy-pass-123', displayName: 'Busy Owner' };
const TABLES = 30;
const BATCH = 500;
const IN_FLIGHT = 4;

export interface BusyWorld {
  uid: string;
  email: string;
  password: string;
  storeId: string;
  orders: number;
  /** The orders on the kitchen board now. */
  active: string[];
  rollups: number;
  /** Found whole in the running emulators, not written by this run. */
  reused: boolean;
  /** How long writing it took (0 when reused). */
  seedMs: number;
}

type Write = [path: string, data: Record<string, unknown>];

/** Batches of BATCH writes, IN_FLIGHT at a time. */
async function writeAll(db: Firestore, writes: readonly Write[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < writes.length) {
      const chunk = writes.slice(next, (next += BATCH));
      const batch = db.batch();
      for (const [path, data] of chunk) batch.set(db.doc(path), data);
      await batch.commit();
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

const orderWrite = (storeId: string, order: BusyOrder): Write => {
  const { updatedAt, ...fields } = order;
  return [`stores/${storeId}/orders/${order.id}`, {
    ...(toFirestoreValue({ ...fields, storeId, sellerNotes: fields.sellerNotes ?? '' }) as Record<string, unknown>),
    updatedAt: Timestamp.fromDate(updatedAt), _deleted: false,
  }];
};

/**
 * The one place rollups are written: a document per store day, as the order
 * Functions keep them. Should rollups change shape (sharded documents), only
 * this changes.
 */
export async function writeDailyRollups(db: Firestore, storeId: string, rollups: readonly BusyRollup[]): Promise<void> {
  await writeAll(db, rollups.map(({ stats, updatedAt }): Write => [
    `stores/${storeId}/dailyStats/${stats.id}`, { ...stats, updatedAt: Timestamp.fromDate(updatedAt), _deleted: false },
  ]));
}

async function seed(db: Firestore, storeId: string, now: Date): Promise<Omit<BusyWorld, 'reused' | 'seedMs'>> {
  const { auth } = admin();
  const timeZone = storeTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  const opened = new Date(now.getTime() - 420 * 24 * 60 * 60 * 1000);
  await ensureDemoOwner(auth, OWNER, { role: 'OWNER', stores: { [storeId]: 'OWNER' } });
  const menu = buildMenu(storeId, [...HARBOR_MENU, ...NIGHT_MARKET_MENU], opened);
  const store = {
    id: storeId, ownerId: OWNER.uid, storeName: 'Busy Bench Kitchen', tableCount: TABLES, hasQRCodes: false,
    hasCompletedOnboarding: true, configs: structuredClone(HARBOR_CONFIGS), timeZone, createdAt: opened,
  };
  const user = { email: OWNER.email, storeIds: [storeId], primaryStoreId: storeId, createdAt: opened };
  // Small collections keep the seed's server stamps, one commit each (under the pull's page of 100).
  await writeAll(db, [[`users/${OWNER.uid}`, toReplicatedDoc(user)], [`stores/${storeId}`, toReplicatedDoc(store)]]);
  // The member document is what the rules and the Functions read (the claims only mirror it).
  await db.doc(`stores/${storeId}/members/${OWNER.uid}`).set({ role: 'OWNER', kind: 'person', email: OWNER.email, addedBy: OWNER.uid, createdAt: opened });
  for (const [name, docs] of [['categories', menu.categories], ['menuItems', menu.menuItems], ['menuItemCategories', menu.menuItemCategories]] as const) {
    await writeAll(db, docs.map((doc): Write => [`stores/${storeId}/${name}/${doc.id}`, toReplicatedDoc(doc)]));
  }
  const days = busyDays(now, { dishes: menu.orderable, tables: TABLES, staff: { uid: OWNER.uid, name: OWNER.displayName } }, timeZone);
  await writeAll(db, days.orders.map((order) => orderWrite(storeId, order)));
  await writeDailyRollups(db, storeId, days.rollups);
  return { uid: OWNER.uid, email: OWNER.email, password: OWNER.password, storeId, orders: days.orders.length, active: days.active, rollups: days.rollups.length };
}

/** The busy store of today: the one in the running emulators if whole, else written now. */
export async function busyWorld(now = new Date()): Promise<BusyWorld> {
  const { db } = admin();
  const day = dayKey(now);
  const marker = (await db.doc(MARKER).get()).data() as (Omit<BusyWorld, 'reused' | 'seedMs'> & { version: number; day: string }) | undefined;
  // Another day's world has moved on: its window no longer ends today and its active orders are yesterday's.
  if (marker?.version === WORLD_VERSION && marker.day === day && (await db.doc(`stores/${marker.storeId}`).get()).exists) {
    const { version: _version, day: _day, ...world } = marker;
    return { ...world, reused: true, seedMs: 0 };
  }
  const start = performance.now();
  const world = await seed(db, `bench-busy-${day}`, now);
  await db.doc(MARKER).set({ ...world, version: WORLD_VERSION, day });
  return { ...world, reused: false, seedMs: performance.now() - start };
}
