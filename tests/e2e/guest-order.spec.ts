import { expect, test, type Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { GUEST_URL } from '../support/emulator-env';
import { setOrdering } from '../support/orders';
import { signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { decodeSheet, downloadSheet, hasPdftoppm, PDFTOPPM_MISSING, readingOrder } from './support/sheet-codes';
import { addMenuItems, ownerWithCategories } from './support/world';
import { publishedTable } from './support/guest';
import { openStoreWithTables } from './support/tables';
import { ordering } from '../../src/domain/shared/catalogue/ordering';

// A guest at a table, from the printed QR sheet to the kitchen and back: the
// sheet's PDF is rendered and its codes read as a phone would, one is opened
// in a phone-sized browser, a dish ordered; the ticket shows once on the
// kitchen board, moves to ready, and the guest's page says so.

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const ticket = (page: Page) => page.getByTestId('kitchen-ticket').filter({ hasText: 'Table 2' });

test('the QR code of table 2 opens its menu; the order reaches the board once, and the guest sees it ready', async ({ page, browser }) => {
  test.skip(!hasPdftoppm, PDFTOPPM_MISSING);
  test.setTimeout(180_000);
  const owner = await ownerWithCategories([]);
  await addMenuItems(owner.storeId, ['Tomato Soup', 'Green Tea']);
  await setOrdering(owner.storeId, {
    enableOrderFunction: true,
    orderConfig: { allowCustomerCancelBeforeConfirmed: true, enableTax: true, taxRate: 10 },
    featureFlags: { enableRealTimeOrderStatus: true },
  });
  await signIn(page, owner);
  await openStoreWithTables(page, 2);
  const codes = readingOrder(decodeSheet(await downloadSheet(page))[0]!).map((c) => c.data);
  expect(codes).toHaveLength(2);
  expect(codes[1]).toMatch(new RegExp(`^${GUEST_URL}/t/[0-9a-f-]{36}$`));

  // The guest's phone: no account, only the code.
  const phone = await browser.newContext(PHONE);
  const guest = await phone.newPage();
  await guest.goto(codes[1]!);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(`E2E ${owner.storeId.slice('e2e-store-'.length)}`);
  await expect(guest.getByTestId('table-label')).toHaveText('Table 2');
  await expect(guest.getByTestId('dish')).toHaveCount(2);
  await expectAccessible(guest, 'the guest menu');
  await guest.getByRole('button', { name: 'Add Tomato Soup' }).click();
  await guest.getByRole('button', { name: 'Add Tomato Soup' }).click();
  await guest.getByTestId('basket-bar').click();
  const basket = guest.getByRole('dialog', { name: 'Your basket' });
  await basket.getByRole('textbox', { name: 'Notes for the restaurant (optional)' }).fill('No croutons');
  await expectAccessible(guest, 'the guest basket');
  // A double tap sends once.
  await basket.getByTestId('send-order').dblclick();
  await expect(guest.getByTestId('order-status')).toHaveText(/^Received/);
  // The server's totals: 2 × 4.50 and 10 % tax.
  await expect(guest.getByTestId('order-total')).toContainText('$9.90');
  await expectAccessible(guest, 'the guest order');

  // The kitchen: one ticket, moved forward to ready.
  await page.goto('/kitchen');
  await expect(ticket(page)).toHaveCount(1);
  await expect(ticket(page)).toContainText('No croutons');
  for (const step of ['Confirm', 'Start', 'Ready']) {
    await ticket(page).getByRole('button', { name: step }).click();
    if (step === 'Confirm') await expect(guest.getByTestId('order-status')).toHaveText('Confirmed', { timeout: 15_000 });
  }
  await expect(guest.getByTestId('order-status')).toHaveText('Ready', { timeout: 15_000 });
  await expect(guest.getByTestId('cancel-order')).toHaveCount(0);
  const orders = await adminDb.collection(`stores/${owner.storeId}/orders`).where('tableId', '==', 'table_2').get();
  expect(orders.size).toBe(1);

  // A rating and a message, on the store's messages.
  await guest.getByRole('radio', { name: '5 stars' }).check();
  await guest.getByRole('textbox', { name: 'Message (optional)' }).fill('Lovely soup, thank you');
  await guest.getByTestId('send-message').click();
  await expect(guest.getByTestId('message-sent')).toBeVisible();
  await page.goto('/messages');
  await expect(page.getByText('Lovely soup, thank you')).toBeVisible();
  await expect(page.getByText(ordering.guestAt(2))).toBeVisible();
  await phone.close();
});

test('a guest cancels before the staff confirm; an 86 leaves the menu within seconds; a replaced code says so', async ({ browser }) => {
  const owner = await ownerWithCategories([]);
  const [soup, tea] = await addMenuItems(owner.storeId, ['Tomato Soup', 'Green Tea']);
  await setOrdering(owner.storeId, { enableOrderFunction: true, orderConfig: { allowCustomerCancelBeforeConfirmed: true }, featureFlags: { enableRealTimeOrderStatus: true } });
  const { linkId: link, url } = await publishedTable(owner.storeId, 5, 2);
  const phone = await browser.newContext(PHONE);
  const guest = await phone.newPage();
  await guest.goto(url);
  await expect(guest.getByTestId('dish')).toHaveCount(2);

  // The kitchen 86s the tea: the guest's menu drops it without a reload.
  await adminDb.doc(`stores/${owner.storeId}/menuItems/${tea}`).update({ isAvailable: false });
  await expect(guest.getByTestId('dish')).toHaveCount(1, { timeout: 20_000 });
  await expect(guest.getByRole('button', { name: 'Add Green Tea' })).toHaveCount(0);

  await guest.getByRole('button', { name: 'Add Tomato Soup' }).click();
  await guest.getByTestId('basket-bar').click();
  await guest.getByTestId('send-order').click();
  await expect(guest.getByTestId('order-status')).toHaveText(/^Received/);
  await guest.getByTestId('cancel-order').click();
  await guest.getByTestId('confirm-cancel').click();
  await expect(guest.getByTestId('order-status')).toHaveText('Cancelled');
  const orders = await adminDb.collection(`stores/${owner.storeId}/orders`).get();
  expect(orders.docs.map((d) => [d.get('status'), d.get('items')[0].menuItemId])).toEqual([['cancelled', soup]]);

  // The owner replaces the table's code: the old one says so in words.
  await adminDb.doc(`stores/${owner.storeId}/tableLinks/${link}`).update({ isActive: false, retired: true, _deleted: true });
  await expect(async () => {
    await guest.goto(url);
    await expect(guest.getByTestId('link-closed')).toHaveText(ordering.linkRetired, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expectAccessible(guest, 'a replaced code');
  await phone.close();
});

test('an answer lost on the way back: the page tries again with the same id, and the kitchen gets one order', async ({ browser }) => {
  const owner = await ownerWithCategories([]);
  await addMenuItems(owner.storeId, ['Tomato Soup']);
  await setOrdering(owner.storeId, { enableOrderFunction: true });
  const { url } = await publishedTable(owner.storeId, 6, 1);
  const phone = await browser.newContext(PHONE);
  const guest = await phone.newPage();
  // The first send reaches the server and is placed, but its answer never comes back (the phone left the Wi-Fi).
  const sent: string[] = [];
  await guest.route('**/placeOrderSecure', async (route) => {
    sent.push((JSON.parse(route.request().postData() ?? '{}') as { data: { commandId: string } }).data.commandId);
    if (sent.length === 1) {
      await route.fetch();
      return route.abort('internetdisconnected');
    }
    return route.continue();
  });
  await guest.goto(url);
  await guest.getByRole('button', { name: 'Add Tomato Soup' }).click();
  await guest.getByTestId('basket-bar').click();
  await guest.getByTestId('send-order').click();
  await expect(guest.getByTestId('order-status')).toHaveText(/^Received/, { timeout: 20_000 });
  expect(sent.length).toBe(2);
  expect(sent[1]).toBe(sent[0]);
  const orders = await adminDb.collection(`stores/${owner.storeId}/orders`).get();
  expect(orders.size).toBe(1);
  await phone.close();
});
