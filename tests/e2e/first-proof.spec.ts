import { expect, test } from '@playwright/test';
import { openEmailView } from './support/auth-emulator';

// The first end-to-end proof: the seeded demo owner signs in through the Auth
// emulator and sees the demo store's name, read from the Firestore emulator.
test('the demo owner signs in and sees the demo store', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Seller Portal' })).toBeVisible();

  await openEmailView(page);
  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-pass-123');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('store-name')).toHaveText('Harbor Kitchen');
  await expect(page.getByText('Store App')).toBeVisible();
});

test('a wrong password keeps the user on the sign-in page with an error', async ({ page }) => {
  await page.goto('/login');
  await openEmailView(page);
  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // The Auth emulator reports wrong-password or invalid-credential depending on its settings.
  await expect(page.getByRole('alert')).toHaveText(/^(Incorrect password|Invalid email or password)$/);
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
});

test("the seeded categories load on a first visit without a false 'No categories yet'", async ({ page }) => {
  // Records every moment the empty state is on screen, from the first paint on.
  await page.addInitScript(() => {
    const w = window as unknown as { sawEmpty: boolean };
    w.sawEmpty = false;
    new MutationObserver(() => {
      if (document.body?.innerText.includes('No categories yet')) w.sawEmpty = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/login');
  await openEmailView(page);
  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo-pass-123');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // The dashboard drawn, as a user sees it before going on: a reload the same millisecond as sign-in can land before the
  // browser has committed the signed-in user (firebase/auth resolves its IndexedDB write before the transaction commits).
  await expect(page.getByTestId('store-name')).toHaveText('Harbor Kitchen');
  await page.goto('/categories');
  await expect(page.getByTestId('category-name')).toHaveText(['Starters', 'Soups', 'Noodles & Rice', 'Mains', 'Desserts', 'Drinks']);
  expect(await page.evaluate(() => (window as unknown as { sawEmpty: boolean }).sawEmpty)).toBe(false);
});
