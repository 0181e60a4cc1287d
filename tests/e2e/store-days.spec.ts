import { expect, test, type Page } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { expectAccessible } from './support/axe';
import { signIn } from './support/app';
import { ownerWithCategories } from './support/world';

// The store's days, not the device's (doc 1 §9: 'local midnight' is
// the store's midnight). A store in Auckland run from a laptop in Los Angeles:
// Auckland's today began 21 hours before Los Angeles' did, so an order placed
// just after Auckland's midnight and one just before it fall on the same Los
// Angeles day but on two store days. The Order Summary and the orders screen
// must split them as the store does.

const STORE_ZONE = 'Pacific/Auckland';
test.use({ timezoneId: 'America/Los_Angeles' });

/** 'YYYY-MM-DD' and hour of an instant in a zone, read by Intl here, apart from the app's own calendar code. */
function wall(epochMs: number, timeZone: string): { date: string; hour: number; minute: number } {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(epochMs)).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), minute: Number(parts.minute) };
}

/** The instant of 00:00 in Auckland on `date`: New Zealand is 12 or 13 hours ahead of UTC. */
function aucklandMidnight(date: string): number {
  for (const offset of ['+13:00', '+12:00']) {
    const t = Date.parse(`${date}T00:00:00${offset}`);
    const w = wall(t, STORE_ZONE);
    if (w.date === date && w.hour === 0 && w.minute === 0) return t;
  }
  throw new Error(`no midnight found for ${date}`);
}

async function totalsOf(storeId: string, start: number, end: number) {
  const snap = await adminDb.collection(`stores/${storeId}/orders`)
    .where('createdAt', '>=', new Date(start)).where('createdAt', '<', new Date(end)).get();
  const revenue = snap.docs.reduce((sum, d) => sum + (d.get('totalAmount') as number), 0);
  return { orders: String(snap.size), revenue: `$${revenue.toFixed(2)}` };
}

async function expectTotals(page: Page, totals: { orders: string; revenue: string }) {
  await expect(page.getByTestId('metric-orders-value')).toHaveText(totals.orders);
  await expect(page.getByTestId('metric-revenue-value')).toHaveText(totals.revenue);
}

test("a store in Auckland seen from Los Angeles: 'Today' and 'Yesterday' are the store's days", async ({ page }) => {
  test.setTimeout(90_000);
  const owner = await ownerWithCategories(['Mains']);
  await adminDb.doc(`stores/${owner.storeId}`).update({ timeZone: STORE_ZONE });
  const now = Date.now();
  const today = wall(now, STORE_ZONE).date;
  const midnight = aucklandMidnight(today);
  const yesterdayMidnight = aucklandMidnight(wall(midnight - 12 * 3_600_000, STORE_ZONE).date);
  // Just after the store's midnight (never in the future), and just before it.
  const placed: [string, number, number][] = [
    ['nz-today', Math.max(midnight, Math.min(midnight + 30 * 60_000, now - 1_000)), 11.5],
    ['nz-yesterday', midnight - 30 * 60_000, 22.25],
  ];
  const batch = adminDb.batch();
  for (const [id, at, total] of placed) {
    batch.set(adminDb.doc(`stores/${owner.storeId}/orders/${id}`), {
      id, storeId: owner.storeId, status: 'pending', tableId: 'table_1', totalAmount: total, statusHistory: [],
      items: [{ menuItemId: 'item-x', name: 'Dish', quantity: 1, price: total, subtotal: total }],
      createdAt: new Date(at), updatedAt: FieldValue.serverTimestamp(), _deleted: false,
    });
  }
  await batch.commit();
  // Both orders fall on one Los Angeles day, the browser's.
  const browserDays = await page.evaluate((times) => times.map((t) => new Date(t).toDateString()), placed.map(([, at]) => at));
  expect(new Set(browserDays).size).toBe(1);

  await signIn(page, owner);
  await page.goto('/order-summary');
  const select = page.getByLabel('Period');
  await select.selectOption('today');
  await expectTotals(page, await totalsOf(owner.storeId, midnight, midnight + 24 * 3_600_000));
  await expectTotals(page, { orders: '1', revenue: '$11.50' });
  await select.selectOption('yesterday');
  await expectTotals(page, await totalsOf(owner.storeId, yesterdayMidnight, midnight));
  await expectTotals(page, { orders: '1', revenue: '$22.25' });

  // The orders screen counts the same days: 'Today' holds only the order placed after the store's midnight.
  await page.goto('/orders');
  await expect(page.getByLabel('Date')).toHaveValue('today');
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await expect(page.getByTestId('order-card')).toContainText('$11.50');
  await page.getByLabel('Date').selectOption('yesterday');
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await expect(page.getByTestId('order-card')).toContainText('$22.25');
});

/** A fixed-offset zone whose next midnight is a few minutes to an hour away, so the page's clock runs ahead of the real one by no more than that. */
function zoneWithMidnightSoon(now: number): { zone: string; untilMidnight: number } {
  let best: { zone: string; untilMidnight: number } | null = null;
  for (let hours = -12; hours <= 14; hours++) {
    // IANA's Etc zones name the offset with the opposite sign: Etc/GMT-5 is UTC+5.
    const zone = hours === 0 ? 'Etc/UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
    const w = wall(now, zone);
    const seconds = new Date(now).getUTCSeconds() * 1000 + new Date(now).getUTCMilliseconds();
    const untilMidnight = ((24 - w.hour) * 60 - w.minute) * 60_000 - seconds;
    if (untilMidnight > 3 * 60_000 && (!best || untilMidnight < best.untilMidnight)) best = { zone, untilMidnight };
  }
  return best!;
}

test("'Today' moves on at the store's midnight on a screen left open", async ({ page }) => {
  test.setTimeout(90_000);
  const owner = await ownerWithCategories(['Mains']);
  const now = Date.now();
  const { zone, untilMidnight } = zoneWithMidnightSoon(now);
  await adminDb.doc(`stores/${owner.storeId}`).update({ timeZone: zone });
  // Placed a minute ago: the store's today until its midnight, then its yesterday.
  await adminDb.doc(`stores/${owner.storeId}/orders/late-order`).set({
    id: 'late-order', storeId: owner.storeId, status: 'completed', tableId: 'table_1', totalAmount: 18.75, statusHistory: [],
    items: [{ menuItemId: 'item-x', name: 'Dish', quantity: 1, price: 18.75, subtotal: 18.75 }],
    createdAt: new Date(now - 60_000), updatedAt: FieldValue.serverTimestamp(), _deleted: false,
  });

  await page.clock.install({ time: new Date(now) });
  await signIn(page, owner);
  await page.goto('/order-summary');
  await page.getByLabel('Period').selectOption('today');
  await expectTotals(page, { orders: '1', revenue: '$18.75' });
  await expectAccessible(page, 'Order Summary, today');

  // The screen stays open past the store's midnight: no reload, no Refresh.
  await page.clock.fastForward(untilMidnight - (Date.now() - now) + 2_000);
  await expect(page.getByText('No Orders Found')).toBeVisible();
  await expect(page.getByLabel('Period')).toHaveValue('today');
  await page.getByLabel('Period').selectOption('yesterday');
  await expectTotals(page, { orders: '1', revenue: '$18.75' });
});
