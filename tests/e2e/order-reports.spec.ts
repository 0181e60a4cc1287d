import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '../support/admin';
import { goOffline, goOnline, signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { ownerWithCategories } from './support/world';

// The reports beyond the spec on the Order Summary: each card
// shows what this test computes on its own from an admin query of the orders
// (no app code), the CSV downloads hold the same rows with a formula-looking
// dish name made inert, the filters of doc 1 §7.2 narrow every card, and it
// all renders offline from the replica.

const DAY = 86_400_000;
const MIN = 60_000;
const EVIL = '=HYPERLINK("http://evil.test","x")';

function startOfToday(): number {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** 11:00 local `days` ago; today a minute ago when it is not yet 11:00 (never before midnight). */
function at(days: number, hour = 11): number {
  const t = startOfToday() - days * DAY + hour * 3_600_000;
  return days === 0 ? Math.max(startOfToday() + MIN, Math.min(t, Date.now() - 2 * MIN)) : t;
}

type Line = { menuItemId: string; name: string; price: number; quantity: number };
const burger = (quantity: number): Line => ({ menuItemId: 'm-burger', name: 'Burger', price: 12.5, quantity });
const tea = (quantity: number): Line => ({ menuItemId: 'm-tea', name: 'Tea', price: 3, quantity });
const evil = (quantity: number): Line => ({ menuItemId: 'm-evil', name: EVIL, price: 7, quantity });

/** [id, days ago, status, lines, prep minutes (confirmed → ready) or cancel reason] */
const ORDERS: [string, number, string, Line[], number | string | null][] = [
  ['r-today', 0, 'completed', [burger(2), tea(1)], 10],
  ['r-yest-1', 1, 'ready', [evil(1)], 20],
  ['r-yest-2', 1, 'cancelled', [burger(1)], 'Out of stock'],
  ['r-3d-1', 3, 'cancelled', [tea(2)], 'Customer left'],
  ['r-3d-2', 3, 'pending', [tea(4)], null],
  ['r-10d', 10, 'completed', [burger(1)], 30],
];

async function seed(storeId: string) {
  const batch = adminDb.batch();
  for (const [id, days, status, items, extra] of ORDERS) {
    const placed = at(days);
    const stamp = (t: number) => Timestamp.fromMillis(t);
    const history: Record<string, unknown>[] = [{ from: null, to: 'pending', at: stamp(placed), by: 'customer' }];
    if (typeof extra === 'number') {
      history.push({ from: 'pending', to: 'confirmed', at: stamp(placed + MIN), by: 's' });
      history.push({ from: 'confirmed', to: 'ready', at: stamp(placed + MIN + extra * MIN), by: 's' });
    } else if (typeof extra === 'string') {
      history.push({ from: 'pending', to: 'cancelled', at: stamp(placed + MIN), by: 's', reason: extra });
    }
    const totalAmount = items.reduce((sum, l) => sum + l.price * l.quantity, 0);
    batch.set(adminDb.doc(`stores/${storeId}/orders/${id}`), {
      id, storeId, status, tableId: 'table_1', totalAmount, statusHistory: history,
      ...(typeof extra === 'string' ? { sellerNotes: extra } : { sellerNotes: '' }),
      items: items.map((l) => ({ ...l, subtotal: l.price * l.quantity })),
      createdAt: new Date(placed), updatedAt: FieldValue.serverTimestamp(), _deleted: false,
    });
  }
  for (const [itemId, categoryId] of [['m-burger', 'cat-0'], ['m-tea', 'cat-1']] as const) {
    batch.set(adminDb.doc(`stores/${storeId}/menuItemCategories/${itemId}_${categoryId}`), {
      id: `${itemId}_${categoryId}`, storeId, menuItemId: itemId, categoryId, updatedAt: FieldValue.serverTimestamp(), _deleted: false,
    });
  }
  await batch.commit();
}

const money = (cents: number) => `$${(cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const pct = (part: number, whole: number) => `${whole ? ((part / whole) * 100).toFixed(1) : '0.0'}%`;
const duration = (ms: number) => { const s = Math.round(ms / 1000); return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`; };
const isoDay = (t: number) => { const d = new Date(t); return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`; };

/** Everything the cards should show for [start, end], straight from Firestore. */
async function expected(storeId: string, start: number, end: number, keep: (o: FirebaseFirestore.DocumentData) => boolean = () => true) {
  const snap = await adminDb.collection(`stores/${storeId}/orders`).where('createdAt', '>=', new Date(start)).where('createdAt', '<=', new Date(end)).get();
  const orders = snap.docs.map((d) => d.data()).filter((o) => o._deleted !== true && keep(o));
  const links = (await adminDb.collection(`stores/${storeId}/menuItemCategories`).get()).docs.map((d) => d.data());
  const names = new Map((await adminDb.collection(`stores/${storeId}/categories`).get()).docs.map((d) => [d.id, d.data().name as string]));
  const items = new Map<string, { name: string; quantity: number; cents: number }>();
  const heat = new Map<string, number>();
  let prepMs = 0;
  let prepared = 0;
  const reasons = new Map<string, number>();
  for (const o of orders) {
    const placed = (o.createdAt as Timestamp).toDate();
    heat.set(`${placed.getDay()}-${placed.getHours()}`, (heat.get(`${placed.getDay()}-${placed.getHours()}`) ?? 0) + 1);
    const history = o.statusHistory as { to: string; at: Timestamp; reason?: string }[];
    const confirmed = history.find((h) => h.to === 'confirmed');
    const ready = history.find((h) => h.to === 'ready');
    if (confirmed && ready && ['ready', 'out_for_delivery', 'completed'].includes(o.status)) {
      prepared += 1;
      prepMs += ready.at.toMillis() - confirmed.at.toMillis();
    }
    if (o.status === 'cancelled') {
      const reason = history.filter((h) => h.to === 'cancelled').pop()?.reason ?? '';
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      continue;
    }
    for (const l of o.items as Line[]) {
      const row = items.get(l.menuItemId) ?? { name: l.name, quantity: 0, cents: 0 };
      row.quantity += l.quantity;
      row.cents += Math.round(l.price * l.quantity * 100);
      items.set(l.menuItemId, row);
    }
  }
  const sales = [...items.values()].reduce((s, r) => s + r.cents, 0);
  const categories = new Map<string, number>();
  for (const [id, row] of items) {
    const cats = links.filter((l) => l.menuItemId === id).map((l) => names.get(l.categoryId as string) as string);
    for (const cat of cats.length ? cats : ['Uncategorized']) categories.set(cat, (categories.get(cat) ?? 0) + row.cents);
  }
  const cancelled = orders.filter((o) => o.status === 'cancelled').length;
  return {
    orders,
    heat,
    byRevenue: [...items.values()].sort((a, b) => b.cents - a.cents).map((r) => [r.name, String(r.quantity), money(r.cents), pct(r.cents, sales)]),
    categories: [...categories].sort((a, b) => b[1] - a[1]).map(([name, cents]) => [name, money(cents), pct(cents, sales)]),
    prep: prepared ? duration(prepMs / prepared) : null,
    rate: pct(cancelled, orders.length),
    reasons: [...reasons].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([r, n]) => [r, String(n)]),
  };
}

async function rows(page: Page, testId: string, cells: number[]) {
  return page.getByTestId(testId).locator('tbody tr').evaluateAll(
    (trs, picks) => trs.map((tr) => picks.map((i) => (tr.children[i]?.textContent ?? '').trim())),
    cells,
  );
}

async function expectCards(page: Page, figures: Awaited<ReturnType<typeof expected>>) {
  await expect(page.getByTestId('reports')).toBeVisible();
  await expect.poll(() => rows(page, 'top-by-revenue', [0, 1, 2, 3])).toEqual(figures.byRevenue.slice(0, 5));
  await expect.poll(() => rows(page, 'category-mix', [0, 2, 3])).toEqual(figures.categories);
  if (figures.prep) await expect(page.getByTestId('prep-average')).toHaveText(figures.prep);
  await expect(page.getByTestId('cancel-rate')).toHaveText(figures.rate);
  if (figures.reasons.length) await expect.poll(() => rows(page, 'cancel-reasons', [0, 1])).toEqual(figures.reasons);
  const heat = await page.getByTestId('heatmap-table').locator('td[data-cell]').evaluateAll((tds) =>
    tds.map((td) => [td.getAttribute('data-cell'), td.textContent] as const).filter(([, v]) => v !== '0'));
  expect(new Map(heat.map(([k, v]) => [k, Number(v)]))).toEqual(figures.heat);
}

test('each report card shows what Firestore holds; CSV exports are inert; filters narrow every card; offline too', async ({ page, context }) => {
  test.setTimeout(150_000);
  const owner = await ownerWithCategories(['Mains', 'Drinks']);
  await seed(owner.storeId);
  await signIn(page, owner);
  await page.goto('/order-summary');
  const today = startOfToday();
  const endOfToday = today + DAY - 1;

  // Last 7 Days (the default).
  const week = await expected(owner.storeId, today - 6 * DAY, endOfToday);
  await expectCards(page, week);
  await expect(page.getByTestId('top-by-revenue')).toContainText(EVIL);
  await expect(page.getByTestId('reports')).toHaveAttribute('data-ran-in', 'worker');
  // The prep trend compares with the 7 days before, where the 30-minute order sits.
  await expect(page.getByTestId('prep-trend')).toContainText('faster than the previous period');
  await expectAccessible(page, 'order summary reports');

  // The heat-map's toggle shows revenue in the same cells.
  await page.getByRole('button', { name: 'Revenue', exact: true }).click();
  await expect(page.getByTestId('heatmap-table').locator('caption')).toContainText('Revenue by hour');
  const [revenueDay, revenueHour] = [new Date(at(0)).getDay(), new Date(at(0)).getHours()];
  await expect(page.getByTestId('heatmap-table').locator(`td[data-cell="${revenueDay}-${revenueHour}"]`)).toHaveText(money(2800));
  await page.getByRole('button', { name: 'Orders', exact: true }).click();

  // CSV: the daily rows of every day of the range, and the item mix with the dish name inert.
  const [daily] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download daily rows (CSV)' }).click()]);
  const dailyText = (await readFile(await daily.path())).toString('utf8').replace(/^\uFEFF/, '');
  const dailyLines = dailyText.trimEnd().split('\r\n');
  expect(dailyLines[0]).toBe('Date,Orders,Cancelled,Revenue,Average prep (minutes)');
  expect(dailyLines).toHaveLength(8);
  const yesterday = week.orders.filter((o) => isoDay((o.createdAt as Timestamp).toMillis()) === isoDay(today - DAY));
  const yesterdayRevenue = yesterday.filter((o) => o.status !== 'cancelled').reduce((s, o) => s + (o.totalAmount as number), 0);
  expect(dailyLines).toContain(`${isoDay(today - DAY)},${yesterday.length},1,${yesterdayRevenue.toFixed(2)},20.0`);
  const [items] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download item mix (CSV)' }).click()]);
  const itemsText = (await readFile(await items.path())).toString('utf8').replace(/^\uFEFF/, '');
  expect(itemsText.split('\r\n')[0]).toBe('Item,Quantity,Revenue,Share of sales (%)');
  expect(itemsText).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")",1,7.00,`);
  expect(itemsText).not.toMatch(/(^|\r\n)=/);

  // Filters (doc 1 §7.2): cancelled only narrows the spec's cards and the reports alike.
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('cancelled');
  const cancelledOnly = await expected(owner.storeId, today - 6 * DAY, endOfToday, (o) => o.status === 'cancelled');
  await expect(page.getByTestId('metric-orders-value')).toHaveText(String(cancelledOnly.orders.length));
  await expect(page.getByTestId('cancel-rate')).toHaveText('100.0%');
  await expect(page.getByTestId('report-items')).toContainText('No items sold in this period.');
  // An amount range: $10.00 to $25.00 inclusive.
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('all');
  await page.getByLabel('Minimum amount ($)').fill('10');
  await page.getByLabel('Maximum amount ($)').fill('5');
  await expect(page.getByText('The maximum must not be below the minimum')).toBeVisible();
  await page.getByLabel('Maximum amount ($)').fill('25');
  const mid = await expected(owner.storeId, today - 6 * DAY, endOfToday, (o) => (o.totalAmount as number) >= 10 && (o.totalAmount as number) <= 25);
  await expect(page.getByTestId('metric-orders-value')).toHaveText(String(mid.orders.length));
  await expectCards(page, mid);
  await page.getByRole('button', { name: 'Clear filters' }).click();

  // Last 30 Days: the 10-day-old order joins.
  await page.getByLabel('Period').selectOption('month');
  await expectCards(page, await expected(owner.storeId, today - 29 * DAY, endOfToday));

  // Offline, from the replica: a reload shows the same cards.
  await goOffline(context);
  await page.reload();
  await expectCards(page, week);
  await goOnline(context);
});

test('the report cards at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const owner = await ownerWithCategories(['Mains', 'Drinks']);
  await seed(owner.storeId);
  await signIn(page, owner);
  await page.goto('/order-summary');
  await expect(page.getByTestId('report-heatmap')).toBeVisible();
  await expect(page.getByTestId('report-export')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page, 'order summary reports at 360 px');
});
