import { expect, test } from '@playwright/test';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { CallError } from '../../src/data/firebase/callable';
import { createClient } from '../support/client';
import { signUpWithEmail, uniqueEmail } from './support/auth-emulator';

test('a new owner creates stores up to the cap of 10; the 11th is refused by the form and the Function', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('stores');
  const password = 'Stores-pass-1';
  await page.goto('/login');
  await signUpWithEmail(page, email, password);
  await expect(page.getByText('No stores yet')).toBeVisible();
  await expect(page.getByText('Get started by creating your first store')).toBeVisible();

  // The first store, through the form: it appears with its role badge without signing out.
  await page.getByRole('button', { name: 'Create Your First Store' }).click();
  await expect(page.getByRole('heading', { name: 'Create Your Store' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Store' })).toBeDisabled();
  await page.getByLabel('Store Name').fill('  Corner Bakery  ');
  await page.getByLabel('Address').fill('1 Main St');
  await page.getByRole('button', { name: 'Create Store' }).click();
  // A first store is not onboarded: the new owner goes straight into the setup wizard.
  await expect(page).toHaveURL(/\/setup-wizard$/);
  await page.getByRole('button', { name: 'Skip setup (complete later)' }).click();
  await expect(page.getByTestId('store-name')).toHaveText('Corner Bakery');

  // On the store list it shows with its address, as primary, with its role badge, without signing out.
  await page.goto('/store-selection');
  const first = page.getByRole('button', { name: /Corner Bakery/ });
  await expect(first).toContainText('1 Main St');
  await expect(first).toContainText('Primary');
  await expect(first.getByTestId('role-badge')).toHaveText('OWNER');

  // Stores 2 to 9 straight through the Function, as another device of the same owner would.
  const client = createClient();
  try {
    await signInWithEmailAndPassword(client.auth, email, password);
    for (let n = 2; n <= 9; n++) await client.call('createStoreForCurrentUser', { storeName: `Branch ${n}` });

    await page.goto('/store-selection');
    // A store not yet onboarded leads to the setup wizard when chosen.
    // 'Selecting...' may last a single frame (the choice is local once the token lists the
    // store): the page records whether it was ever shown, rather than racing its polling.
    await page.evaluate(() => {
      const seen = { selecting: false };
      (window as unknown as { selectingSeen: typeof seen }).selectingSeen = seen;
      new MutationObserver(() => {
        if (document.body.textContent?.includes('Selecting...')) seen.selecting = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: /Branch 9/ }).click();
    await expect(page).toHaveURL(/\/setup-wizard$/);
    expect(await page.evaluate(() => (window as unknown as { selectingSeen: { selecting: boolean } }).selectingSeen.selecting)).toBe(true);

    await page.goto('/store-selection');
    await expect(page.getByRole('button', { name: /Branch 9/ })).toBeVisible();
    await page.getByRole('button', { name: 'Create New Store' }).click();
    await expect(page.getByText('You can create 1 more store(s).')).toBeVisible();
    await page.getByLabel('Store Name').fill('Branch 10');
    await page.getByRole('button', { name: 'Create Store' }).click();
    await expect(page.getByRole('button', { name: /Branch 10/ }).getByTestId('role-badge')).toHaveText('OWNER');
    await expect(page.getByRole('list', { name: 'Your stores' }).getByRole('listitem')).toHaveCount(10);

    await page.getByRole('button', { name: 'Create New Store' }).click();
    await expect(page.getByRole('button', { name: 'Store Limit Reached' })).toBeDisabled();

    const refused = await client.call('createStoreForCurrentUser', { storeName: 'Branch 11' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(CallError);
    expect((refused as CallError).message).toBe('You have reached the maximum limit of 10 stores per owner.');
  } finally {
    await client.close();
  }
});
