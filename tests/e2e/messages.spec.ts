import { expect, test, type Page } from '@playwright/test';
import { goOffline, goOnline, signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { addMessages, commandsOf, staffMember, storedMessage } from './support/store-world';
import { ownerWithCategories, type Owner } from './support/world';

// Customer messages (doc 2 §2, §4, §5, §8) against the built app and the emulators.

const cards = (page: Page) => page.locator('.message-card');
const cardOf = (page: Page, text: string) => cards(page).filter({ hasText: text });
const count = (page: Page) => page.getByTestId('new-message-count');
const navCount = (page: Page) => page.getByRole('navigation').getByRole('link', { name: /Messages/ }).locator('.nav-count');

async function ownerWithMessages(): Promise<Owner> {
  const owner = await ownerWithCategories([]);
  await addMessages(owner.storeId, [
    { id: 'm-old', message: 'Loved the soup', status: 'read', rating: 5, name: 'Ana', minutesAgo: 300 },
    { id: 'm-new', message: 'Table was sticky', rating: 2, name: 'Ben', tableId: 'table_3', minutesAgo: 5 },
    { id: 'm-undated', message: 'Great service', minutesAgo: null },
  ]);
  return owner;
}

async function openMessages(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^Messages/ }).click();
  await expect(cards(page)).toHaveCount(3);
}

test('list newest first, filters, the count, mark as read, respond; stars and unknown dates', async ({ page }) => {
  const owner = await ownerWithMessages();
  await signIn(page, owner);
  await openMessages(page);
  await expect(cards(page).locator('.message-text')).toHaveText(['Table was sticky', 'Loved the soup', 'Great service']);
  await expect(count(page)).toHaveText('2 new');
  await expect(navCount(page)).toHaveText('2');
  await expect(cardOf(page, 'Great service')).toContainText('Unknown date');
  await expect(cardOf(page, 'Table was sticky').getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
  // 'Mark as Read' only on new messages.
  await expect(cardOf(page, 'Loved the soup').getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);
  await expectAccessible(page, '/messages');

  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(cards(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Read', exact: true }).click();
  await expect(cards(page).locator('.message-text')).toHaveText(['Loved the soup']);
  await page.getByRole('button', { name: 'All', exact: true }).click();

  await cardOf(page, 'Table was sticky').getByRole('button', { name: 'Mark as Read' }).click();
  await expect(count(page)).toHaveText('1 new');
  await expect(navCount(page)).toHaveText('1');
  await expect.poll(() => storedMessage(owner.storeId, 'm-new')).toMatchObject({ status: 'read' });
  expect((await storedMessage(owner.storeId, 'm-new')).readAt).toBeTruthy();

  const undated = cardOf(page, 'Great service');
  await undated.getByRole('button', { name: 'Respond' }).click();
  await undated.getByRole('button', { name: 'Send Response' }).click();
  await expect(undated.getByText('Please enter a response.')).toBeVisible();
  await undated.getByLabel('Your response').fill('Thank you, come again!');
  await undated.getByRole('button', { name: 'Send Response' }).click();
  await expect(undated).toContainText('Your response: Thank you, come again!');
  await expect(undated.locator('.message-status')).toHaveText('Responded');
  await expect(count(page)).toHaveText('0 new');
  await expect(navCount(page)).toHaveCount(0);
  await expect.poll(() => storedMessage(owner.storeId, 'm-undated')).toMatchObject({ status: 'responded', response: 'Thank you, come again!' });
});

test('a member who is neither owner nor manager is refused with the spec words, and nothing changes', async ({ page }) => {
  const owner = await ownerWithMessages();
  const staff = await staffMember(owner);
  // Staff start on the orders: the dashboard's figures are not theirs.
  await signIn(page, staff, /\/orders$/);
  await openMessages(page);
  await cardOf(page, 'Table was sticky').getByRole('button', { name: 'Mark as Read' }).click();
  await expect(cardOf(page, 'Table was sticky').getByRole('alert')).toHaveText('Only managers and owners can mark messages as read');
  await expect(count(page)).toHaveText('2 new');
  expect((await storedMessage(owner.storeId, 'm-new')).status).toBe('new');
  expect(await commandsOf(owner.storeId, 'markMessageReadSecure')).toBe(0);
});

test('offline: mark as read and respond show at once, survive a reload, and land once', async ({ page, context }) => {
  const owner = await ownerWithMessages();
  await signIn(page, owner);
  await openMessages(page);
  await expect(page.getByTestId('sync-last')).toContainText('Last synced');

  await goOffline(context);
  await cardOf(page, 'Table was sticky').getByRole('button', { name: 'Mark as Read' }).click();
  const undated = cardOf(page, 'Great service');
  await undated.getByRole('button', { name: 'Respond' }).click();
  await undated.getByLabel('Your response').fill('Offline thanks');
  await undated.getByRole('button', { name: 'Send Response' }).click();
  await expect(count(page)).toHaveText('0 new');
  await page.reload();
  await expect(count(page)).toHaveText('0 new');
  await expect(cardOf(page, 'Great service')).toContainText('Your response: Offline thanks');

  await goOnline(context);
  await expect(page.getByTestId('sync-pending')).toHaveText('0 pending', { timeout: 60_000 });
  await expect.poll(() => storedMessage(owner.storeId, 'm-undated'), { timeout: 30_000 }).toMatchObject({ status: 'responded', response: 'Offline thanks' });
  expect((await storedMessage(owner.storeId, 'm-new')).status).toBe('read');
  expect(await commandsOf(owner.storeId, 'markMessageReadSecure')).toBe(1);
  expect(await commandsOf(owner.storeId, 'respondToMessageSecure')).toBe(1);
});
