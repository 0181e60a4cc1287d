import { expect, test } from '@playwright/test';
import { latestSmsCode } from './support/auth-emulator';
import { serveGapiStandIn } from './support/gapi-stand-in';

test('phone sign-in with the SMS code the emulator sent', async ({ page }) => {
  const digits = `555${String(Date.now()).slice(-7)}`;
  // A controllable clock (it still runs on its own) lets the test skip the 60-second resend wait.
  await page.clock.install();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Phone' }).click();
  await expect(page.getByRole('heading', { name: 'Phone Sign In' })).toBeVisible();
  await page.getByLabel('Country code').selectOption('+1');
  await page.getByLabel('Phone Number').fill('555123');
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid 10-digit phone number');

  await page.getByLabel('Phone Number').fill(digits);
  await expect(page.getByLabel('Phone Number')).toHaveValue(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText(/^Resend code in \d+ seconds$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend code' })).toHaveCount(0);
  await page.clock.runFor(61_000);
  await expect(page.getByRole('button', { name: 'Resend code' })).toBeVisible();

  await page.getByLabel('Verification Code').fill('12');
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a 6-digit verification code');
  await page.getByLabel('Verification Code').fill(await latestSmsCode(`+1${digits}`));
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page).toHaveURL(/\/store-selection$/);
});

test('the method selector offers phone, Google and e-mail; Apple and Microsoft are coming soon', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Seller Portal' })).toBeVisible();
  await expect(page.getByText('Sign in to manage your menu and orders')).toBeVisible();
  for (const name of ['Continue with Phone', 'Continue with Google', 'Continue with Email']) {
    await expect(page.getByRole('button', { name })).toBeEnabled();
  }
  await expect(page.getByRole('button', { name: 'Apple (coming soon)' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Microsoft (coming soon)' })).toBeDisabled();
});

test("Google popup sign-in through the Auth emulator's account page; closing the popup is silent", async ({ page, context }) => {
  await serveGapiStandIn(context);
  await page.goto('/login');

  const closing = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await (await closing).close();
  // The SDK notices a closed popup only after its own polling delay.
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled({ timeout: 25_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);

  const opening = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await opening;
  await popup.getByText('Add new account').click();
  await popup.getByText('Auto-generate user information').click();
  await popup.getByRole('button', { name: /Sign in with google/i }).click();
  await expect(page).toHaveURL(/\/store-selection$/);
});
