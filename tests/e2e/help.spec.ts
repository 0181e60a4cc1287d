import { expect, test, type Page } from '@playwright/test';
import { adminDb } from '../support/admin';
import { goOffline, goOnline, signIn } from './support/app';
import { ownerWithCategories } from './support/world';

// Help: the FAQ search and quick links; Send Feedback reaches
// platformFeedback with its ticket id, also when written offline and sent later.

const ticket = async (ticketId: string) =>
  (await adminDb.collection('platformFeedback').where('ticketId', '==', ticketId).get()).docs.map((d) => d.data());

async function sendFeedback(page: Page, subject: string): Promise<string> {
  await page.getByRole('tab', { name: 'Send Feedback' }).click();
  await page.getByLabel('Type').selectOption('bug');
  await page.getByLabel('Related page').selectOption('orders');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Description').fill('The board beeps once more after Acknowledge.');
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  const thanks = page.getByTestId('feedback-thanks');
  await expect(thanks).toContainText('Your ticket number is');
  const ticketId = /ticket number is ([A-Z0-9]{9})\./.exec((await thanks.getByRole('status').textContent()) ?? '')?.[1];
  expect(ticketId).toBeDefined();
  return ticketId!;
}

test('the FAQ search, quick links, and feedback sent online and offline reach platformFeedback once', async ({ page, context }) => {
  test.setTimeout(120_000);
  const owner = await ownerWithCategories(['Mains']);
  await signIn(page, owner);
  await page.getByRole('navigation').getByRole('link', { name: 'Help & Support', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Help Center' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('faq-group')).toHaveCount(4);
  await page.getByLabel('Search help').fill('sold out');
  await expect(page.getByTestId('faq-group')).toHaveCount(1);
  await expect(page.getByText('A dish has run out. How do I stop customers ordering it?')).toBeVisible();
  await page.getByLabel('Search help').fill('zebra crossing');
  await expect(page.getByText('No answers match your search.')).toBeVisible();
  for (const [name, href] of [['Add menu items', '/menu/add-method'], ['Orders', '/orders'], ['Store info', '/store'], ['Preview', '/preview']]) {
    await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name })).toHaveAttribute('href', href!);
  }
  await expect(page.getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com');

  // Blank fields are refused on the device with the form's words.
  await page.getByRole('tab', { name: 'Send Feedback' }).click();
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await expect(page.getByText('Description is required')).toBeVisible();

  // Online: the record is written with the ticket the thank-you shows; the thank-you goes after 4 s.
  const online = await sendFeedback(page, 'Double beep');
  await expect.poll(() => ticket(online), { timeout: 20_000 }).toEqual([
    expect.objectContaining({ subject: 'Double beep', type: 'bug', priority: 'medium', currentPage: 'orders', status: 'new', storeId: owner.storeId, userEmail: owner.email }),
  ]);
  await expect(page.getByTestId('feedback-thanks')).toHaveCount(0, { timeout: 8_000 });

  // Offline: queued, the thank-you says so; after a reload and the connection back, written once.
  await goOffline(context);
  const offline = await sendFeedback(page, 'Written offline');
  await expect(page.getByTestId('feedback-thanks')).toContainText('saved on this device');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Help Center' })).toBeVisible();
  expect(await ticket(offline)).toEqual([]);
  await goOnline(context);
  await expect.poll(() => ticket(offline), { timeout: 30_000 }).toHaveLength(1);
  expect(await ticket(online)).toHaveLength(1);
});
