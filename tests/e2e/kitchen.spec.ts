import { expect, test, type Page } from '@playwright/test';
import { EMULATORS } from '../support/emulator-env';
import { goOffline, goOnline, signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { customerAt } from './support/customer';
import { addMenuItems, addOrders, ownerWithCategories, storedOrder } from './support/world';

// The kitchen board against Firestore: columns, one tap
// forward with its history, Recall, a customer's order placed through
// placeOrderSecure arriving live with the beep and the title flash until
// acknowledged, and the offline banner.

declare global {
  interface Window {
    __audio: { contexts: AudioContext[]; oscillators: number };
  }
}

const column = (page: Page, name: 'new' | 'inProgress' | 'ready') => page.getByTestId(`kitchen-column-${name}`);
const ticket = (page: Page, table: string) => page.getByTestId('kitchen-ticket').filter({ hasText: table });
const history = async (storeId: string, id: string) =>
  ((await storedOrder(storeId, id)).statusHistory as { from: string; to: string }[]).map((h) => `${h.from}>${h.to}`);
const audio = (page: Page) =>
  page.evaluate(() => ({ states: window.__audio.contexts.map((c) => c.state), oscillators: window.__audio.oscillators }));

test('the board sorts tickets, moves them forward in one tap, recalls, and alerts for a new order until acknowledged', async ({ page }) => {
  test.setTimeout(150_000);
  // Watch what the page asks of Web Audio: the contexts it makes and the oscillators of each beep.
  await page.addInitScript(() => {
    window.__audio = { contexts: [], oscillators: 0 };
    const Native = AudioContext;
    window.AudioContext = class extends Native {
      constructor(options?: AudioContextOptions) {
        super(options);
        window.__audio.contexts.push(this);
      }
    };
    const create = BaseAudioContext.prototype.createOscillator;
    BaseAudioContext.prototype.createOscillator = function (this: BaseAudioContext) {
      window.__audio.oscillators += 1;
      return create.call(this);
    };
  });
  const owner = await ownerWithCategories([]);
  await addOrders(owner.storeId, [
    { id: 'k-new', status: 'pending', minutesAgo: 1 },
    { id: 'k-amber', status: 'confirmed', minutesAgo: 6 },
    { id: 'k-red', status: 'preparing', minutesAgo: 12 },
    { id: 'k-ready', status: 'ready', minutesAgo: 3 },
    { id: 'k-done', status: 'completed', minutesAgo: 20 },
  ]);
  const [soup] = await addMenuItems(owner.storeId, ['Tomato Soup']);
  const customer = await customerAt(owner.storeId, 'table_9');
  await signIn(page, owner);
  await page.getByRole('navigation').getByRole('link', { name: 'Kitchen', exact: true }).click();
  await expect(page).toHaveURL(/\/kitchen$/);

  await expect(page.getByTestId('kitchen-ticket')).toHaveCount(4); // the completed order is off the board
  await expect(column(page, 'new').getByTestId('kitchen-ticket')).toHaveText([/Table 1/]);
  await expect(column(page, 'inProgress').getByTestId('kitchen-ticket')).toHaveText([/Table 3/, /Table 2/]); // oldest first
  await expect(column(page, 'ready').getByTestId('kitchen-ticket')).toHaveText([/Table 4/]);
  await expect(ticket(page, 'Table 3')).toHaveClass(/age-red/);
  await expect(ticket(page, 'Table 2')).toHaveClass(/age-amber/);
  await expect(ticket(page, 'Table 1')).toHaveClass(/age-normal/);
  // Ages tick on their own, each second, text and label alike.
  const age = ticket(page, 'Table 2').getByTestId('ticket-age');
  await expect(age).toHaveText(/^06:\d\d$/);
  const shown = await age.textContent();
  await expect(age).not.toHaveText(shown ?? '');
  expect(await age.evaluate((span) => span.getAttribute('aria-label') === `Waiting ${span.textContent}`)).toBe(true);
  await expect(page.getByTestId('kitchen-all-day').getByRole('listitem')).toHaveText(['2× Dish 2', '2× Dish 3']);
  await expect(page.getByTestId('kitchen-alert')).toHaveCount(0); // the first load is not news
  await expectAccessible(page, 'kitchen');

  await page.getByRole('button', { name: 'Tap to enable sound' }).click();
  await expect(page.getByRole('button', { name: 'Tap to enable sound' })).toHaveCount(0);
  await expect.poll(async () => (await audio(page)).states).toEqual(['running']); // started from the tap

  // One tap forward each; Firestore has the change with its history entry.
  await ticket(page, 'Table 1').getByRole('button', { name: 'Confirm' }).click();
  await expect(column(page, 'inProgress').getByTestId('kitchen-ticket').filter({ hasText: 'Table 1' })).toHaveCount(1);
  await ticket(page, 'Table 3').getByRole('button', { name: 'Ready' }).click();
  await expect(column(page, 'ready').getByTestId('kitchen-ticket').filter({ hasText: 'Table 3' })).toHaveCount(1);
  await expect.poll(() => history(owner.storeId, 'k-new')).toEqual(['pending>confirmed']);
  await expect.poll(() => history(owner.storeId, 'k-red')).toEqual(['preparing>ready']);
  await expect(page.getByTestId('kitchen-all-day').getByRole('listitem')).toHaveText(['2× Dish 1', '2× Dish 2']);

  // Recall undoes the newest move first, through the set action.
  await page.getByRole('button', { name: 'Recall (2)' }).click();
  await expect(column(page, 'inProgress').getByTestId('kitchen-ticket').filter({ hasText: 'Table 3' })).toHaveCount(1);
  await expect.poll(async () => (await storedOrder(owner.storeId, 'k-red')).status).toBe('preparing');
  await page.getByRole('button', { name: 'Recall (1)' }).click();
  await expect(column(page, 'new').getByTestId('kitchen-ticket').filter({ hasText: 'Table 1' })).toHaveCount(1);
  await expect.poll(async () => (await storedOrder(owner.storeId, 'k-new')).status).toBe('pending');
  expect(await history(owner.storeId, 'k-new')).toEqual(['pending>confirmed', 'confirmed>pending']);
  await expect(page.getByRole('button', { name: 'Recall', exact: true })).toBeDisabled();

  // A customer at table 9 orders as the customer app does (placeOrderSecure on the Functions emulator):
  // the ticket shows without a reload and the board beeps.
  const before = (await audio(page)).oscillators;
  const placed = await customer.order([{ menuItemId: soup!, quantity: 2 }], 'No croutons');
  await customer.close();
  expect((await storedOrder(owner.storeId, placed.orderId)).tableId).toBe('table_9');
  const arrived = column(page, 'new').getByTestId('kitchen-ticket').filter({ hasText: 'Table 9' });
  await expect(arrived).toHaveAttribute('data-new', 'true');
  await expect(arrived).toContainText('2× Tomato Soup');
  await expect(arrived).toContainText('No croutons');
  await expect(page.getByTestId('kitchen-alert')).toContainText('1 new order');
  await expect.poll(async () => (await audio(page)).oscillators).toBeGreaterThan(before + 2); // it repeats
  await expect.poll(() => page.title()).toContain('1 new order');
  await expectAccessible(page, 'kitchen');

  await page.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(page.getByTestId('kitchen-alert')).toHaveCount(0);
  await expect(page.getByTestId('kitchen-ticket').filter({ hasText: 'Table 9' })).toHaveAttribute('data-new', 'false');
  const stopped = (await audio(page)).oscillators;
  // Absence takes a wait: longer than one beep interval (2.5 s) and one title flash.
  await page.waitForTimeout(3_000);
  expect((await audio(page)).oscillators).toBe(stopped);
  expect(await page.title()).not.toContain('new order');
});

test('the board says so when the device is offline, with the time of the last contact', async ({ page, context }) => {
  test.setTimeout(90_000);
  const owner = await ownerWithCategories([]);
  await addOrders(owner.storeId, [{ id: 'k-1', status: 'pending' }]);
  await signIn(page, owner);
  await page.goto('/kitchen');
  await expect(page.getByTestId('kitchen-ticket')).toHaveCount(1);
  await expect(page.getByTestId('kitchen-connection')).toHaveCount(0);

  await goOffline(context);
  const banner = page.getByTestId('kitchen-connection');
  await expect(banner).toContainText('This device is offline: new orders will not appear until it reconnects.');
  await expect(banner).toContainText('Last contact with the server at');
  await expectAccessible(page, 'kitchen');
  await goOnline(context);
  await expect(banner).toHaveCount(0, { timeout: 30_000 });
});

test('the board says so when Firestore stops answering while the device still thinks it is online', async ({ page, context }) => {
  test.setTimeout(120_000);
  const owner = await ownerWithCategories([]);
  await addOrders(owner.storeId, [{ id: 'k-1', status: 'pending' }]);
  await signIn(page, owner);
  await page.goto('/kitchen');
  await expect(page.getByTestId('kitchen-ticket')).toHaveCount(1);
  // Every request to the emulators fails, but the browser's online flag stays true.
  const hosts = Object.values(EMULATORS).map((e) => `${e.host}:${e.port}`);
  await context.route((url) => hosts.includes(url.host), (route) => route.abort('connectionrefused'));
  const banner = page.getByTestId('kitchen-connection');
  // Within the probe's round (15 s, then 8 s to time out) and the SDK's own retries. The
  // channel opened before the block can keep answering the listener for a while (a route
  // stops new requests only), and a probe sent just before the block can land after it:
  // the banner may come and go before it stays, so its whole text is awaited at once.
  await expect(banner).toContainText(/No live connection to the server: new orders may not appear\. Last contact at /, { timeout: 60_000 });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await expect(banner).toHaveCount(0, { timeout: 60_000 });
});
