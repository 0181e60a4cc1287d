import { randomBytes, randomUUID } from 'node:crypto';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminDb } from '../support/admin';
import { createClient, refusal, type TestClient } from '../support/client';
import { someAddress } from '../support/customer-call';
import { EMULATORS, PROJECT_ID } from '../support/emulator-env';
import { GUEST_CALL_ALLOWANCE } from '../../src/domain/guest/guest-requests';
import { seedMenuItem, seedTableLink, setOrdering } from '../support/orders';
import { signInAsMember, signInAsNewStoreOwner, type Member } from '../support/store-member';
import { ordering } from '../../src/domain/shared/catalogue/ordering';
import type { PublicMenu } from '../../src/domain/guest/public-menu';

// The guest page behind a table's QR code: the public documents the Functions
// keep (publicLinks, publicMenus, publicOrders), what a guest with no account
// may read of them, and the guest's own calls after ordering.
let seller: TestClient;
let guest: TestClient;
let me: Member;
let link: string;
let soup: string;
let tea: string;
beforeEach(async () => {
  seller = createClient();
  me = await signInAsNewStoreOwner(seller);
  guest = createClient(); // never signed in
  await setOrdering(me.storeId, {
    enableOrderFunction: true,
    orderConfig: { enableTax: true, taxRate: 10, enableDefaultGratuity: true, defaultGratuityRate: 15, presetGratuityRates: [10, 15, 20] },
  });
  link = await seedTableLink(me.storeId, 'table_4', { tableNumber: 4 });
  soup = await seedMenuItem(me.storeId, 'Tomato Soup', 6, { orderIndex: 1, lastChangedBy: { uid: me.uid, name: 'Owner' } });
  tea = await seedMenuItem(me.storeId, 'Green Tea', 3, { orderIndex: 2 });
});
afterEach(async () => {
  await seller.close();
  await guest.close();
});

const DENIED = { code: 'permission-denied' };
const within = { timeout: 15_000, interval: 200 };
const publicMenu = async () => (await adminDb.doc(`publicMenus/${me.storeId}`).get()).data() as PublicMenu | undefined;

type Placed = { orderId: string; token: string; storeId: string; totalAmount: number };
const place = (data: Record<string, unknown> = {}, commandId: string = randomUUID()) =>
  guest.call<Placed>('placeOrderSecure', { tableLinkId: link, commandId, items: [{ menuItemId: soup, quantity: 2 }], ...data });
const publicOrder = async (token: string) => (await getDoc(doc(guest.firestore, `stores/${me.storeId}/publicOrders/${token}`))).data();
const confirm = (orderId: string, newStatus = 'confirmed') =>
  seller.call('updateOrderStatusSecure', { storeId: me.storeId, commandId: randomUUID(), orderId, newStatus });

describe('the public documents', () => {
  it("a table's link is published for the guest page: its store, table and state, and a rotation retires it", async () => {
    await vi.waitFor(async () => {
      expect((await getDoc(doc(guest.firestore, `publicLinks/${link}`))).data()).toEqual({ storeId: me.storeId, tableNumber: 4, state: 'active' });
    }, within);
    await adminDb.doc(`stores/${me.storeId}/tableLinks/${link}`).update({ isActive: false, retired: true, _deleted: true });
    await vi.waitFor(async () => expect((await getDoc(doc(guest.firestore, `publicLinks/${link}`))).get('state')).toBe('retired'), within);
  });

  it('the menu is published with what a guest may see only, in the store order, and an 86 leaves it within seconds', async () => {
    await vi.waitFor(async () => expect((await publicMenu())?.items.map((i) => i.name)).toEqual(['Tomato Soup', 'Green Tea']), within);
    const menu = (await getDoc(doc(guest.firestore, `publicMenus/${me.storeId}`))).data() as PublicMenu;
    expect(menu.ordering).toEqual({ enabled: true, cancelBeforeConfirmed: false, liveStatus: false, taxRate: 10, gratuity: { choices: [15, 20], preselected: 15 } });
    expect(JSON.stringify(menu)).not.toMatch(/lastChangedBy|ownerId|createdAt|updatedAt/);
    expect(JSON.stringify(menu)).not.toContain(me.uid);
    await seller.call('updateMenuItemSecure', { storeId: me.storeId, commandId: randomUUID(), menuItemId: tea, updates: { isAvailable: false } });
    await vi.waitFor(async () => expect((await publicMenu())?.items.map((i) => i.name)).toEqual(['Tomato Soup']), within);
  });

  it('a guest reads a public document by its id, but lists none of them, nor any store data', async () => {
    await vi.waitFor(async () => expect(await publicMenu()).toBeDefined(), within);
    const placed = await place();
    expect((await publicOrder(placed.token))?.status).toBe('pending');
    await expect(getDocs(collection(guest.firestore, 'publicMenus'))).rejects.toMatchObject(DENIED);
    await expect(getDocs(collection(guest.firestore, 'publicLinks'))).rejects.toMatchObject(DENIED);
    await expect(getDocs(collection(guest.firestore, `stores/${me.storeId}/publicOrders`))).rejects.toMatchObject(DENIED);
    await expect(getDocs(query(collection(guest.firestore, `stores/${me.storeId}/publicOrders`), where('orderId', '==', placed.orderId)))).rejects.toMatchObject(DENIED);
    await expect(getDoc(doc(guest.firestore, `stores/${me.storeId}/orders/${placed.orderId}`))).rejects.toMatchObject(DENIED);
    // Nor does a member list the guests' tokens.
    await expect(getDocs(collection(seller.firestore, `stores/${me.storeId}/publicOrders`))).rejects.toMatchObject(DENIED);
  });
});

describe("a guest's order", () => {
  it('answers a token; the public view follows every change, with the totals and never the notes of the store', async () => {
    const placed = await place({ gratuityRate: 20, customerNotes: 'No onions' });
    expect(placed.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // 12.00 + 10 % tax + the chosen 20 %
    expect(placed.totalAmount).toBe(15.6);
    expect(await publicOrder(placed.token)).toMatchObject({
      orderId: placed.orderId, tableNumber: 4, status: 'pending', subtotal: 12, taxAmount: 1.2, gratuityRate: 20, gratuityAmount: 2.4, totalAmount: 15.6,
      customerNotes: 'No onions', items: [{ name: 'Tomato Soup', quantity: 2, price: 6, subtotal: 12 }],
    });
    await confirm(placed.orderId);
    await seller.call('updateOrderStatusSecure', { storeId: me.storeId, commandId: randomUUID(), orderId: placed.orderId, newStatus: 'preparing', sellerNotes: 'Regular, likes it hot' });
    const view = await publicOrder(placed.token);
    expect(view?.status).toBe('preparing');
    expect(JSON.stringify(view)).not.toMatch(/Regular|sellerNotes|statusHistory|guestToken|placedFrom/);
  });

  it('the same command id after a lost answer is one order with the same token', async () => {
    const commandId = randomUUID();
    const [a, b] = await Promise.all([place({}, commandId), place({}, commandId)]);
    expect(b.token).toBe(a.token);
    expect(b.orderId).toBe(a.orderId);
  });

  it('a gratuity the store does not offer is refused in words; none chosen is the default', async () => {
    expect((await refusal(place({ gratuityRate: 5 }))).message).toBe(ordering.gratuityNotOffered);
    expect((await refusal(place({ gratuityRate: '20' }))).message).toBe(ordering.gratuityNotOffered);
    expect((await publicOrder((await place()).token))?.gratuityRate).toBe(15);
  });
});

describe('cancelGuestOrderSecure', () => {
  const cancel = (token: string, commandId = randomUUID()) => guest.call<{ status: string }>('cancelGuestOrderSecure', { storeId: me.storeId, token, commandId });

  it('is refused while the store does not allow it, and once the staff confirmed', async () => {
    const first = await place();
    expect((await refusal(cancel(first.token))).message).toBe(ordering.cancelNotOffered);
    await setOrdering(me.storeId, { orderConfig: { allowCustomerCancelBeforeConfirmed: true } });
    const second = await place();
    await confirm(second.orderId);
    expect((await refusal(cancel(second.token))).message).toBe(ordering.cancelTooLate);
    expect((await publicOrder(second.token))?.status).toBe('confirmed');
  });

  it('cancels a pending order once, naming the customer in its history', async () => {
    await setOrdering(me.storeId, { orderConfig: { allowCustomerCancelBeforeConfirmed: true } });
    const placed = await place();
    const commandId = randomUUID();
    const [a, b] = await Promise.all([cancel(placed.token, commandId), cancel(placed.token, commandId)]);
    expect(a).toEqual({ status: 'cancelled' });
    expect(b).toEqual(a);
    const order = (await adminDb.doc(`stores/${me.storeId}/orders/${placed.orderId}`).get()).data()!;
    expect(order.status).toBe('cancelled');
    expect(order.statusHistory).toEqual([
      expect.objectContaining({ to: 'pending', by: 'customer' }),
      expect.objectContaining({ from: 'pending', to: 'cancelled', by: 'customer', reason: ordering.cancelledByGuest }),
    ]);
    expect((await publicOrder(placed.token))?.status).toBe('cancelled');
  });

  it('a guessed or malformed token finds nothing', async () => {
    expect((await refusal(cancel('A'.repeat(32)))).message).toBe(ordering.guestOrderNotFound);
    expect((await refusal(cancel('../orders/x'))).message).toBe(ordering.guestOrderNotFound);
  });
});

describe('sendGuestMessageSecure', () => {
  const send = (token: string, data: Record<string, unknown>, commandId = randomUUID()) =>
    guest.call<{ messageId: string }>('sendGuestMessageSecure', { storeId: me.storeId, token, commandId, ...data });

  it("puts the guest's rating and message on the store's messages, once per order", async () => {
    const placed = await place();
    const { messageId } = await send(placed.token, { rating: 5, message: '  Lovely soup!  ' });
    const stored = (await adminDb.doc(`stores/${me.storeId}/customerMessages/${messageId}`).get()).data()!;
    expect(stored).toMatchObject({ message: 'Lovely soup!', rating: 5, status: 'new', orderId: placed.orderId, tableId: 'table_4', sellerId: me.uid, _deleted: false });
    expect(stored.customerInfo).toEqual({ name: ordering.guestAt(4) });
    // The staff read it like any message.
    expect((await getDoc(doc(seller.firestore, `stores/${me.storeId}/customerMessages/${messageId}`))).get('rating')).toBe(5);
    expect((await publicOrder(placed.token))?.messageSent).toBe(true);
    expect((await refusal(send(placed.token, { rating: 4 }))).message).toBe(ordering.messageAlreadySent);
  });

  it('asks for a 1-5 rating and a message within its length, and finds no order by a guessed token', async () => {
    const placed = await place();
    expect((await refusal(send(placed.token, { rating: 0 }))).message).toBe(ordering.ratingRequired);
    expect((await refusal(send(placed.token, { rating: 4.5 }))).message).toBe(ordering.ratingRequired);
    expect((await refusal(send(placed.token, { rating: 3, message: 'x'.repeat(501) }))).message).toBe(ordering.messageTooLong(500));
    expect((await refusal(send('B'.repeat(32), { rating: 3 }))).message).toBe(ordering.guestOrderNotFound);
    expect((await send(placed.token, { rating: 3 })).messageId).toEqual(expect.any(String));
  });

  it("a member of another store cannot reach this store's guests", async () => {
    const other = createClient();
    const stranger = await signInAsNewStoreOwner(other, 'stranger');
    const placed = await place();
    const bad = await refusal(other.call('sendGuestMessageSecure', { storeId: stranger.storeId, token: placed.token, commandId: randomUUID(), rating: 1 }));
    expect(bad.message).toBe(ordering.guestOrderNotFound);
    await other.close();
  });
});

// Kept for the kitchen's role: a staff member can still read the store's orders; the guest's view changes with them.
it('a staff member moving the order moves the guest view', async () => {
  const staff = createClient();
  await signInAsMember(staff, me.storeId, 'STAFF');
  const placed = await place();
  await staff.call('updateOrderStatusSecure', { storeId: me.storeId, commandId: randomUUID(), orderId: placed.orderId, newStatus: 'confirmed' });
  expect((await publicOrder(placed.token))?.status).toBe('confirmed');
  await staff.close();
});

describe("the guest's calls after an order, from a script guessing tokens", () => {
  it('one connection spends its allowance, then is told to wait, while another connection is still answered', async () => {
    const url = `http://${EMULATORS.functions.host}:${EMULATORS.functions.port}/${PROJECT_ID}/us-central1/cancelGuestOrderSecure`;
    const guess = async (address: string) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ data: { storeId: me.storeId, token: randomBytes(24).toString('base64url'), commandId: randomUUID() } }),
      });
      return ((await response.json()) as { error: { status: string; message: string } }).error;
    };
    const script = someAddress();
    const started = Date.now();
    const answers = [];
    for (let i = 0; i < GUEST_CALL_ALLOWANCE.capacity; i++) answers.push(await guess(script));
    expect(new Set(answers.map((a) => a.message))).toEqual(new Set([ordering.guestOrderNotFound]));
    // The bucket refills as the calls go (10 a minute): on a loaded machine the forty
    // took seconds, so the calls refilled meanwhile are answered too, and no more.
    const refilled = () => Math.ceil(((Date.now() - started) / 3_600_000) * GUEST_CALL_ALLOWANCE.perHour);
    let refused = await guess(script);
    for (let extra = 0; refused.status !== 'RESOURCE_EXHAUSTED' && extra < refilled(); extra++) {
      expect(refused.message).toBe(ordering.guestOrderNotFound);
      refused = await guess(script);
    }
    expect(refused.status).toBe('RESOURCE_EXHAUSTED');
    expect(refused.message).toMatch(/^Rate limit exceeded\. Please wait \d+ seconds/);
    expect((await guess(`203.0.113.${1 + Math.floor(Math.random() * 254)}`)).message).toBe(ordering.guestOrderNotFound);
  }, 60_000);
});
