import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { EMULATORS } from '../support/emulator-env';
import { addCategory, deleteCategory, moveUp, renameCategory, rows, signIn } from './support/app';
import { fillItem, menuNames, menuRow, saveItem } from './support/menu-app';
import { ownerWithMenu, storedMenuNames } from './support/menu-world';
import { outboxOf, type RawEntry } from './support/outbox';
import { categoryNames, commandCount, type Owner } from './support/world';

// The fault matrix, the offline engine's hardest proof. 200 changes to categories and menu items
// (adds, edits, reorders, deletes), made offline in 3 tabs, some through the
// screens and the bulk through the app's own engine (tests/harness/fault-matrix.ts),
// across 5 reloads; the network is cut in the middle of delivery, and the tab
// that is sending is closed while it sends. Afterwards every command is recorded
// exactly once, every outbox is empty and every tab shows what Firestore holds.

// No trace: recording four pages through 200 deliveries costs more time than the budget
// allows on a loaded machine; the laps logged below say where a failing run was.
test.use({ trace: 'off' });

const TOTAL = 200;
const BOUNDS = { categories: { min: 3, max: 16 }, items: { min: 15, max: 90 } }; // the UI adds 2 of each kind at most: 18 ≤ 20, 92 ≤ 100

/**
 * The network, cut for pages and the service worker alike: setOffline does not
 * reach the worker's own traffic, so requests to the emulators are aborted too.
 * The handler is kept so that going online removes exactly it.
 */
function network(context: BrowserContext) {
  const hosts = Object.values(EMULATORS).map((e) => `${e.host}:${e.port}`);
  const matches = (url: URL) => hosts.includes(url.host);
  const abort = (route: import('@playwright/test').Route) => route.abort('internetdisconnected');
  return {
    async cut() {
      await context.route(matches, abort);
      await context.setOffline(true);
    },
    async restore() {
      await context.unroute(matches, abort);
      await context.setOffline(false);
    },
  };
}

async function openHarness(page: Page, owner: Owner): Promise<void> {
  await page.goto(`/tests/harness/fault-matrix.html#storeId=${owner.storeId}`);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  await page.evaluate(() => window.faultHarness!.ready());
}

function queueChanges(page: Page, count: number, seed: number, label: string): Promise<{ id: string; type: string }[]> {
  return page.evaluate(([n, s, l, b]) => window.faultHarness!.queueChanges(n, s, l, b), [count, seed, label, BOUNDS] as const);
}

/**
 * Who holds the outbox's locks now: the sender's (`outbox-sender-{uid}`, a
 * tab's sender or the service worker's) and RxDB's leader election for the
 * store's replica. Each tab takes a probe lock of its own once, so the lock
 * manager's client ids tell the tabs apart; a holder that is no tab is the worker.
 */
async function lockHolders(pages: Page[], owner: Owner): Promise<{ sender?: Page | 'worker'; leader?: Page }> {
  await Promise.all(
    pages.map((p, i) =>
      p.isClosed() ? undefined : p.evaluate((name) => {
        const probed = window as unknown as { probed?: boolean };
        if (!probed.probed) void navigator.locks.request(name, () => new Promise(() => undefined));
        probed.probed = true;
      }, `probe-${i}`),
    ),
  );
  const held = await pages.find((p) => !p.isClosed())!.evaluate(async () => (await navigator.locks.query()).held ?? []);
  const tabOf = (clientId: string | undefined) => {
    const probe = held.find((l) => l.clientId === clientId && l.name?.startsWith('probe-'));
    return probe ? pages[Number(probe.name!.slice('probe-'.length))] : undefined;
  };
  const sender = held.find((l) => l.name === `outbox-sender-${owner.uid}`)?.clientId;
  const leader = held.find((l) => l.name?.startsWith('pubkey-bc||') && l.name.endsWith(`replica-${owner.uid}-${owner.storeId}`))?.clientId;
  return { sender: sender === undefined ? undefined : (tabOf(sender) ?? 'worker'), leader: tabOf(leader) };
}

/**
 * For a failed run: which tab leads (and so purges), and for each entry still
 * in the outbox what Firestore holds for its target against its commit time,
 * which tells "the replica never showed it" from "the server never stamped it".
 */
async function whyStillThere(tabs: Page[], owner: Owner): Promise<string> {
  // Every page ever probed, at the index it was probed with (a closed one is skipped).
  const { leader, sender } = await lockHolders(tabs, owner).catch(() => ({ leader: undefined, sender: undefined }));
  const entries = (await outboxOf(tabs.find((p) => !p.isClosed())!, owner.uid)) as (RawEntry & { committedAt?: number; command: { payload?: Record<string, string> } })[];
  const lines = await Promise.all(entries.map(async (e) => {
    const id = e.command.payload?.categoryId ?? e.command.payload?.menuItemId;
    const collection = e.command.payload?.categoryId ? 'categories' : 'menuItems';
    const doc = id ? await adminDb.doc(`stores/${owner.storeId}/${collection}/${id}`).get() : undefined;
    const stamp = doc?.get('updatedAt') as { toMillis(): number } | undefined;
    return `${e.command.type} ${id ?? ''}: ${e.status}, committedAt ${e.committedAt}, Firestore updatedAt ${stamp?.toMillis()} deleted ${doc?.get('_deleted')}`;
  }));
  return [`leader: tab ${leader ? tabs.indexOf(leader) : 'none'}, sender: ${sender === 'worker' ? 'worker' : sender ? `tab ${tabs.indexOf(sender)}` : 'none'}`, ...lines].join('\n');
}

async function commandIds(storeId: string): Promise<string[]> {
  return (await adminDb.collection(`stores/${storeId}/commands`).select().get()).docs.map((d) => d.id);
}

test('fault matrix: 200 changes, 3 tabs, 5 reloads, a cut mid-delivery, the sending tab closed: each lands once', async ({ context, page: a }) => {
  test.setTimeout(180_000);
  const started = Date.now();
  const lap = (what: string) => console.log(`  [fault-matrix] ${what} at ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const net = network(context);
  // Who delivers: the tabs' senders, or the service worker's Background Sync.
  const posts = { page: 0, worker: 0 };
  context.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(`:${EMULATORS.functions.port}/`)) posts[r.serviceWorker() ? 'worker' : 'page']++;
  });
  const owner = await ownerWithMenu({ count: 30, categories: ['Starters', 'Mains', 'Desserts', 'Drinks', 'Sides', 'Specials'] });
  const queued = new Set<string>();
  /** Every command in any outbox now: while offline nothing leaves, so this misses none of the screens' commands. */
  const record = async (page: Page) => (await outboxOf(page, owner.uid)).forEach((e) => queued.add(e.id));

  await signIn(a, owner);
  await a.goto('/categories');
  await expect(a.getByTestId('sync-last')).toContainText('Last synced');
  const b = await context.newPage();
  const c = await context.newPage();
  await openHarness(b, owner);
  await openHarness(c, owner);
  lap('signed in, three tabs open');

  // 1. Offline: the bulk in tabs B and C, two reloads.
  await net.cut();
  (await queueChanges(b, 70, 1, 'b')).forEach((q) => queued.add(q.id));
  (await queueChanges(c, 50, 2, 'c')).forEach((q) => queued.add(q.id));
  await b.reload(); // reload 1, offline
  await openHarness(b, owner);
  await a.reload(); // reload 2, offline
  await expect(a.getByTestId('sync-pending')).toHaveText('120 pending');
  await record(a);
  expect(queued.size).toBe(120);
  expect(await commandCount(owner.storeId)).toBe(0);
  lap('120 changes queued offline');

  // 2. Online: once some have been delivered, the network drops with others still queued.
  await net.restore();
  await expect.poll(() => commandCount(owner.storeId), { intervals: [100], timeout: 60_000 }).toBeGreaterThanOrEqual(30);
  await net.cut();
  lap(`network cut after ${await commandCount(owner.storeId)} delivered (posts: ${JSON.stringify(posts)})`);
  expect((await outboxOf(a, owner.uid)).filter((e) => e.status === 'queued').length).toBeGreaterThan(0);
  // Offline again: changes through the screens in tab A (the harness renamed and deleted rows meanwhile: pick what is there).
  await a.goto('/categories');
  await expect(rows(a).first()).toBeVisible();
  const shown = await rows(a).allTextContents();
  await addCategory(a, 'UI Soups');
  await renameCategory(a, shown[0]!, 'UI Renamed');
  await moveUp(a, 'UI Soups');
  await deleteCategory(a, shown.at(-1)!);
  await a.goto('/menu/add');
  await fillItem(a, { name: 'UI Platter', description: 'For two', price: '24.5' });
  await saveItem(a);
  await expect(a.getByText("Menu item 'UI Platter' added!")).toBeVisible();
  const edited = (await menuNames(a).allTextContents())[0]!;
  await menuNames(a).first().click();
  await fillItem(a, { price: '12.25' });
  await saveItem(a);
  await expect(menuRow(a, edited).getByTestId('menu-item-price')).toHaveText('$12.25');
  await a.goto('/categories');
  await addCategory(a, 'UI Late');
  lap('7 changes through the screens');
  await record(a);
  (await queueChanges(c, TOTAL - queued.size, 3, 'c2')).forEach((q) => queued.add(q.id));
  await record(a);
  expect(queued.size).toBe(TOTAL);
  // Reload 3, offline: the leading tab (its sender's circuit breaker, opened by the failures
  // offline, would otherwise hold delivery back for up to 30 s after the network returns).
  const { leader } = await lockHolders([a, b, c], owner);
  expect(leader).toBeDefined();
  await leader!.reload();
  if (leader !== a) await openHarness(leader!, owner);
  lap('200 changes queued');

  // 3. Online again: the tab that is sending is closed mid-delivery; two reloads while it drains.
  const before = await commandCount(owner.storeId);
  await net.restore();
  await expect.poll(() => commandCount(owner.storeId), { intervals: [100], timeout: 60_000 }).toBeGreaterThanOrEqual(before + 10);
  // The tab that sends now; if Background Sync woke the service worker to send, the leading tab.
  let holders: Awaited<ReturnType<typeof lockHolders>> = {};
  await expect
    .poll(async () => (holders = await lockHolders([a, b, c], owner)).sender !== undefined, {
      intervals: [50], timeout: 20_000, message: `a sender holds the outbox lock (posts: ${JSON.stringify(posts)})`,
    })
    .toBe(true);
  const sender = holders.sender === 'worker' ? holders.leader : holders.sender;
  expect(sender).toBeDefined();
  const atClose = await commandCount(owner.storeId);
  await sender!.close();
  lap(`closed the ${holders.sender === 'worker' ? 'leading tab (the worker was sending)' : 'sending tab'} at ${atClose} of ${TOTAL} (posts: ${JSON.stringify(posts)})`);
  expect(atClose).toBeLessThan(TOTAL);
  const open = [a, b, c].filter((p) => p !== sender);
  const d = await context.newPage();
  await d.goto('/categories');
  await open[0]!.reload(); // reload 4, online, while delivering
  await open[1]!.reload(); // reload 5
  const tabs = [...open, d];

  await expect.poll(() => commandCount(owner.storeId), { timeout: 90_000 }).toBe(TOTAL);
  lap('every command recorded');
  expect((await commandIds(owner.storeId)).sort()).toEqual([...queued].sort());

  const names = await categoryNames(owner.storeId);
  const menu = await storedMenuNames(owner.storeId);
  expect(names.length).toBeLessThanOrEqual(20);
  expect(menu.length).toBeLessThanOrEqual(100);
  // One tab at a time: three pages rendering at once on two loaded cores starve each other.
  for (const tab of tabs) {
    await expect.poll(() => outboxOf(tab, owner.uid), { timeout: 30_000 }).toEqual([]).catch(async (error: Error) => {
      throw new Error(`${await whyStillThere([a, b, c, d], owner)}\n${error.message}`);
    });
    await tab.goto('/categories');
    await expect(rows(tab)).toHaveText(names);
    await tab.goto('/menu');
    await expect(menuNames(tab)).toHaveText(menu);
  }
  lap(`outboxes empty, every tab shows Firestore (posts: ${JSON.stringify(posts)})`);
});
