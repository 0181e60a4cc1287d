import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection, collectionGroup, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, setLogLevel, updateDoc, where,
} from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { EMULATORS, ROOT } from '../support/emulator-env';
import { TEAM_ROLES } from '../../src/domain/team/permissions';
import { mayRead, STORE_READS, type StoreCollection } from '../../src/domain/team/reads';

const STORE = 'rules-store-aaaa';
const OTHER_STORE = 'rules-store-bbbb';
// The store sub-collections the app replicates (see docs/areas/local-stack.md, data model).
const COLLECTIONS = (Object.keys(STORE_READS) as StoreCollection[]).filter((c) => c !== 'store');

let env: RulesTestEnvironment;

beforeAll(async () => {
  // Denied writes are the point of these tests; the SDK would log each one.
  setLogLevel('silent');
  env = await initializeTestEnvironment({
    // A project of its own, so these tests never touch the demo world.
    projectId: 'demo-rules-tests',
    firestore: {
      rules: readFileSync(join(ROOT, 'firestore.rules'), 'utf8'),
      host: EMULATORS.firestore.host,
      port: EMULATORS.firestore.port,
    },
  });
});
afterAll(() => env.cleanup());

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'users/owner-1'), { storeIds: [STORE], primaryStoreId: STORE });
    await setDoc(doc(db, `stores/${STORE}`), { storeName: 'Mine' });
    await setDoc(doc(db, `stores/${OTHER_STORE}`), { storeName: 'Theirs' });
    for (const c of COLLECTIONS) await setDoc(doc(db, `stores/${STORE}/${c}/doc-1`), { storeId: STORE });
    await setDoc(doc(db, `stores/${STORE}/commands/cmd-1`), { result: {} });
    await setDoc(doc(db, `stores/${STORE}/members/owner-1`), { role: 'OWNER', kind: 'person' });
    await setDoc(doc(db, `stores/${STORE}/members/staff-1`), { role: 'STAFF', kind: 'person' });
    await setDoc(doc(db, `stores/${STORE}/members/manager-1`), { role: 'MANAGER', kind: 'person' });
    await setDoc(doc(db, `stores/${STORE}/members/kitchen-1`), { role: 'KITCHEN', kind: 'device' });
    await setDoc(doc(db, `stores/${STORE}/orderCounters/doc-1`), { n: 1 });
    await setDoc(doc(db, `stores/${OTHER_STORE}/members/stranger-1`), { role: 'OWNER', kind: 'person' });
    await setDoc(doc(db, `stores/${STORE}/invitations/inv-1`), { email: 'a@example.test', role: 'STAFF', state: 'pending' });
  });
});

const member = () => env.authenticatedContext('owner-1', { stores: { [STORE]: 'OWNER' } }).firestore();
const stranger = () => env.authenticatedContext('stranger-1', { stores: { [OTHER_STORE]: 'OWNER' } }).firestore();
const staff = () => env.authenticatedContext('staff-1', { stores: { [STORE]: 'STAFF' } }).firestore();
/** Removed a moment ago: the member document is gone, the token (up to an hour old) still names the store. */
const removed = () => env.authenticatedContext('removed-1', { stores: { [STORE]: 'STAFF' } }).firestore();

describe('users', () => {
  it('a user reads their own user document only', async () => {
    await assertSucceeds(getDoc(doc(member(), 'users/owner-1')));
    await assertFails(getDoc(doc(stranger(), 'users/owner-1')));
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), 'users/owner-1')));
  });
  it('a user cannot write their user document (claims and stores come from Functions)', async () => {
    await assertFails(setDoc(doc(member(), 'users/owner-1'), { storeIds: [OTHER_STORE] }));
  });
});

describe('stores', () => {
  it('a member reads the store; a non-member and a signed-out user cannot', async () => {
    await assertSucceeds(getDoc(doc(member(), `stores/${STORE}`)));
    await assertFails(getDoc(doc(stranger(), `stores/${STORE}`)));
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), `stores/${STORE}`)));
  });
  it('nobody writes a store directly, not even its owner', async () => {
    await assertFails(updateDoc(doc(member(), `stores/${STORE}`), { storeName: 'Hacked' }));
    await assertFails(setDoc(doc(member(), 'stores/brand-new-store'), { storeName: 'New' }));
  });
});

describe.each(COLLECTIONS)('stores/{storeId}/%s', (c) => {
  it('a member reads and lists; a non-member cannot', async () => {
    await assertSucceeds(getDoc(doc(member(), `stores/${STORE}/${c}/doc-1`)));
    await assertSucceeds(getDocs(collection(member(), `stores/${STORE}/${c}`)));
    await assertFails(getDoc(doc(stranger(), `stores/${STORE}/${c}/doc-1`)));
    await assertFails(getDocs(collection(stranger(), `stores/${STORE}/${c}`)));
  });
  it('a client write is denied, even for a member', async () => {
    await assertFails(setDoc(doc(member(), `stores/${STORE}/${c}/doc-2`), { storeId: STORE }));
    await assertFails(updateDoc(doc(member(), `stores/${STORE}/${c}/doc-1`), { x: 1 }));
    await assertFails(deleteDoc(doc(member(), `stores/${STORE}/${c}/doc-1`)));
  });
});

describe('what each role reads (src/domain/team/reads.ts)', () => {
  const as = (role: (typeof TEAM_ROLES)[number]) => {
    const uid = { OWNER: 'owner-1', MANAGER: 'manager-1', STAFF: 'staff-1', KITCHEN: 'kitchen-1' }[role];
    return env.authenticatedContext(uid, { stores: { [STORE]: role } }).firestore();
  };
  const cases = TEAM_ROLES.flatMap((role) => (Object.keys(STORE_READS) as StoreCollection[]).map((c) => [role, c] as const));
  it.each(cases)('%s reading %s: as the table says', async (role, c) => {
    const db = as(role);
    const reads: Promise<unknown>[] = c === 'store' ? [getDoc(doc(db, `stores/${STORE}`))] : [getDoc(doc(db, `stores/${STORE}/${c}/doc-1`)), getDocs(collection(db, `stores/${STORE}/${c}`))];
    for (const read of reads) await (mayRead(role, c) ? assertSucceeds(read) : assertFails(read));
  });
  it("a store's other sub-collections (flood counters, anything not replicated) are closed even to its owner", async () => {
    await assertFails(getDoc(doc(as('OWNER'), `stores/${STORE}/orderCounters/doc-1`)));
    await assertFails(getDocs(collection(as('OWNER'), `stores/${STORE}/anythingElse`)));
  });
});

describe('orders', () => {
  it("the board's query reads a member's own orders only; another store's user and a signed-out customer read nothing", async () => {
    const board = (db: ReturnType<typeof member>) => getDocs(query(collection(db, `stores/${STORE}/orders`), orderBy('createdAt', 'desc')));
    await assertSucceeds(board(member()));
    await assertFails(board(stranger()));
    await assertFails(board(env.unauthenticatedContext().firestore()));
  });
  it('orders are written only by Functions: no status, price or new order from a client', async () => {
    await assertFails(updateDoc(doc(member(), `stores/${STORE}/orders/doc-1`), { status: 'completed' }));
    await assertFails(updateDoc(doc(stranger(), `stores/${STORE}/orders/doc-1`), { status: 'cancelled' }));
    await assertFails(updateDoc(doc(member(), `stores/${STORE}/orders/doc-1`), { totalAmount: 0 }));
    await assertFails(setDoc(doc(env.unauthenticatedContext().firestore(), `stores/${STORE}/orders/o-2`), { status: 'pending' }));
  });
  it("a customer cannot look table links up, nor touch placeOrderSecure's flood counters and limits", async () => {
    const anyone = env.unauthenticatedContext().firestore();
    await assertFails(getDocs(query(collectionGroup(anyone, 'tableLinks'), where('uuid', '==', 'doc-1'))));
    await assertFails(getDoc(doc(anyone, 'orderCounters/doc-1')));
    await assertFails(setDoc(doc(member(), 'orderCounters/doc-1'), { n: 0 }));
    await assertFails(setDoc(doc(member(), `orderLimits/${STORE}`), { perStore: 100_000 }));
    // Nor the daily allowances of translation and QR e-mail.
    await assertFails(setDoc(doc(member(), `usageCounters/translate_store_${STORE}_2026-01-01`), { n: 0 }));
  });
});

describe('membership (the member document, not the token)', () => {
  it('a removed member whose token still names the store reads nothing of it', async () => {
    await assertFails(getDoc(doc(removed(), `stores/${STORE}`)));
    await assertFails(getDocs(collection(removed(), `stores/${STORE}/orders`)));
  });
  it('a member reads their own member document; only the owner and managers read the team and its invitations', async () => {
    await assertSucceeds(getDoc(doc(staff(), `stores/${STORE}/members/staff-1`)));
    await assertFails(getDoc(doc(staff(), `stores/${STORE}/members/owner-1`)));
    await assertFails(getDocs(collection(staff(), `stores/${STORE}/members`)));
    await assertFails(getDocs(collection(staff(), `stores/${STORE}/invitations`)));
    await assertSucceeds(getDocs(collection(member(), `stores/${STORE}/members`)));
    await assertSucceeds(getDocs(collection(member(), `stores/${STORE}/invitations`)));
    await assertFails(getDocs(collection(stranger(), `stores/${STORE}/members`)));
  });
  it('nobody writes a member document or an invitation directly, not even the owner', async () => {
    await assertFails(setDoc(doc(member(), `stores/${STORE}/members/friend-1`), { role: 'MANAGER' }));
    await assertFails(updateDoc(doc(staff(), `stores/${STORE}/members/staff-1`), { role: 'OWNER' }));
    await assertFails(setDoc(doc(member(), `stores/${STORE}/invitations/inv-2`), { email: 'b@example.test', role: 'MANAGER' }));
  });
});

describe('command records', () => {
  it('are private to the Functions', async () => {
    await assertFails(getDoc(doc(member(), `stores/${STORE}/commands/cmd-1`)));
  });
});

describe('everything else', () => {
  it('is closed', async () => {
    await assertFails(setDoc(doc(member(), 'platformFeedback/f-1'), { subject: 'x' }));
    await assertFails(getDoc(doc(member(), 'platformFeedback/f-1')));
  });
  it('the mail queue (Trigger Email extension) is the Functions\' alone: no member reads, lists or writes a message', async () => {
    await assertFails(getDoc(doc(member(), `mail/${STORE}_g-1`)));
    await assertFails(getDocs(query(collection(member(), 'mail'), where('storeId', '==', STORE))));
    await assertFails(setDoc(doc(member(), 'mail/m-1'), { to: 'victim@example.com', message: { subject: 'x', html: 'x' } }));
  });
  it("translateStoreText's cache is the Functions' alone: no member reads, lists or seeds a translation", async () => {
    await assertFails(getDoc(doc(member(), 'translationCache/t-1')));
    await assertFails(getDocs(collection(member(), 'translationCache')));
    await assertFails(setDoc(doc(member(), 'translationCache/t-1'), { translatedText: 'poisoned' }));
  });
});
