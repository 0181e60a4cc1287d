import { expect, test, type Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { goOffline, goOnline, signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { customerAt } from './support/customer';
import { menuRow } from './support/menu-app';
import { addMenuItems, ownerWithCategories } from './support/world';

// '86' (sold out) in one tap, from the kitchen board and from the menu list,
// through the menu's bulk update command: placeOrderSecure
// refuses the dish at once with its words, the menu shows it unavailable, and
// the way back puts it on sale again. Offline, the tap queues like any change.

const available = async (storeId: string, menuItemId: string) =>
  (await adminDb.doc(`stores/${storeId}/menuItems/${menuItemId}`).get()).get('isAvailable') as boolean;
const allDay = (page: Page) => page.getByTestId('kitchen-all-day');
const soldOut = (page: Page) => page.getByTestId('kitchen-sold-out');
const SOUP_REFUSED = 'Tomato Soup is not available right now. Please remove it and try again.';

test("a dish 86'd on the board is refused to customers at once and shows unavailable on the menu, until put back on", async ({ page, context }) => {
  test.setTimeout(180_000);
  const owner = await ownerWithCategories([]);
  const [soup, tea] = await addMenuItems(owner.storeId, ['Tomato Soup', 'Green Tea']);
  const customer = await customerAt(owner.storeId, 'table_5');
  await customer.order([{ menuItemId: soup!, quantity: 2 }, { menuItemId: tea!, quantity: 1 }]);
  await signIn(page, owner);
  await page.goto('/kitchen');

  // The order is cooked: its dishes join the all-day count, each with its '86'.
  await page.getByTestId('kitchen-ticket').filter({ hasText: 'Table 5' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(allDay(page).getByRole('listitem')).toHaveText(['2× Tomato Soup86', '1× Green Tea86']);
  await expect(soldOut(page)).toHaveCount(0);

  // Offline, the tap shows at once and waits in the outbox; it lands when the connection is back.
  await goOffline(context);
  await allDay(page).getByRole('button', { name: '86 Tomato Soup: mark it sold out' }).click();
  await expect(page.getByRole('status').filter({ hasText: "Tomato Soup is 86'd" })).toBeVisible();
  await expect(soldOut(page).getByRole('listitem')).toHaveText(['Tomato SoupBack on']);
  await expect(allDay(page).getByRole('button', { name: /^86 Tomato Soup/ })).toHaveCount(0);
  expect(await available(owner.storeId, soup!)).toBe(true);
  await expectAccessible(page, "kitchen with an 86'd dish");
  await goOnline(context);
  await expect.poll(() => available(owner.storeId, soup!), { timeout: 60_000 }).toBe(false);

  // The customer's next order with the soup is refused with the spec's words; tea alone still goes through.
  await expect(customer.order([{ menuItemId: soup!, quantity: 1 }])).rejects.toThrow(SOUP_REFUSED);
  await customer.order([{ menuItemId: tea!, quantity: 1 }]);

  // The menu list shows it unavailable; one tap there puts it back on sale.
  await page.getByRole('link', { name: 'Menu', exact: true }).click();
  await expect(menuRow(page, 'Tomato Soup')).toContainText('Unavailable');
  await expect(menuRow(page, 'Green Tea').locator('.badge.available')).toHaveText('Available');
  await expectAccessible(page, 'menu with a sold-out dish');
  await page.getByRole('button', { name: 'Available again (Tomato Soup)' }).click();
  await expect(menuRow(page, 'Tomato Soup').locator('.badge.available')).toHaveText('Available');
  await expect.poll(() => available(owner.storeId, soup!), { timeout: 30_000 }).toBe(true);
  await customer.order([{ menuItemId: soup!, quantity: 1 }]);

  // And the other way round: sold out from the menu list, back on from the board's 86'd list.
  await page.getByRole('button', { name: 'Mark sold out (Green Tea)' }).click();
  await expect(menuRow(page, 'Green Tea')).toContainText('Unavailable');
  await expect.poll(() => available(owner.storeId, tea!), { timeout: 30_000 }).toBe(false);
  await expect(customer.order([{ menuItemId: tea!, quantity: 1 }])).rejects.toThrow('Green Tea is not available right now.');
  await page.getByRole('navigation').getByRole('link', { name: 'Kitchen', exact: true }).click();
  await expect(soldOut(page).getByRole('listitem')).toHaveText(['Green TeaBack on']);
  await soldOut(page).getByRole('button', { name: 'Back on Green Tea' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Green Tea is back on the menu.' })).toBeVisible();
  await expect(soldOut(page)).toHaveCount(0);
  await expect.poll(() => available(owner.storeId, tea!), { timeout: 30_000 }).toBe(true);
  await customer.close();
});
