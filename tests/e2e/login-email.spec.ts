import { expect, test, type Page } from '@playwright/test';
import { DEMO, latestOobLink, openEmailView, signInWithEmail, signUpWithEmail, uniqueEmail } from './support/auth-emulator';

test('a new owner signs up, signs out, and signs in again with e-mail and password', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/login');
  await openEmailView(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await page.getByLabel('Password', { exact: true }).blur();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Kitchen-42-Open');
  await expect(page.getByText('Strong')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('Kitchen-42-Opex');
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByText('Please fix the errors below')).toBeVisible();

  await page.goto('/login');
  await signUpWithEmail(page, email, 'Kitchen-42-Open');
  // A new account has no store yet.
  await expect(page).toHaveURL(/\/store-selection$/);
  await expect(page.getByText('No stores yet')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signInWithEmail(page, email, 'Kitchen-42-Open');
  await expect(page).toHaveURL(/\/store-selection$/);
});

test('signing up with an address already in use shows the spec message', async ({ page }) => {
  await page.goto('/login');
  await signUpWithEmail(page, DEMO.email, 'whatever-123');
  await expect(page.getByRole('alert')).toHaveText('An account with this email already exists');
});

test('sign-in is refused while offline', async ({ page, context }) => {
  await page.goto('/login');
  await openEmailView(page);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Cannot sign in while offline. Please check your connection.');
  await context.setOffline(false);
});

test("'Remember me' off keeps the session to this tab; on, a new browser window is still signed in", async ({
  page,
  browser,
}) => {
  await page.goto('/login');
  await signInWithEmail(page, DEMO.email, DEMO.password, false);
  await expect(page.getByTestId('store-name')).toBeVisible();
  const forgotten = await browser.newContext({ storageState: await page.context().storageState({ indexedDB: true }) });
  const later = await forgotten.newPage();
  await later.goto('/');
  await expect(later).toHaveURL(/\/login$/);
  await forgotten.close();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await signInWithEmail(page, DEMO.email, DEMO.password, true);
  await expect(page.getByTestId('store-name')).toBeVisible();
  const remembered = await browser.newContext({ storageState: await page.context().storageState({ indexedDB: true }) });
  const again = await remembered.newPage();
  await again.goto('/');
  await expect(again.getByTestId('store-name')).toHaveText('Harbor Kitchen');
  await remembered.close();
});

/** Asks for a magic link from the e-mail view and waits for 'Check your email!'. */
async function requestMagicLink(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await openEmailView(page);
  await page.getByRole('button', { name: 'Use magic link instead (no password)' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email!' })).toBeVisible();
}

test('a magic link signs the user in and is removed from the address bar', async ({ page }) => {
  const email = uniqueEmail('magic');
  await requestMagicLink(page, email);
  await page.getByRole('button', { name: 'Send new link' }).click();
  await expect(page.getByText(`A new link was sent to ${email}.`)).toBeVisible();

  // The emulator's link redirects to the app's /login with the sign-in parameters.
  await page.goto(await latestOobLink(email, 'EMAIL_SIGNIN'));
  await expect(page).toHaveURL(/\/store-selection$/);
  await expect(page.getByText('No stores yet')).toBeVisible();
});

test('a magic link opened in another browser asks for the e-mail first', async ({ page, browser }) => {
  const email = uniqueEmail('magic-other');
  await requestMagicLink(page, email);

  const link = await latestOobLink(email, 'EMAIL_SIGNIN');
  const other = await browser.newContext();
  const tab = await other.newPage();
  await tab.goto(link);
  await expect(tab.getByText('Please confirm the email address the sign-in link was sent to.')).toBeVisible();
  await tab.getByLabel('Email').fill(email);
  await tab.getByRole('button', { name: 'Complete Sign In' }).click();
  await expect(tab).toHaveURL(/\/store-selection$/);
  await other.close();

  // A link works once: used again it is refused with the spec's words.
  const third = await browser.newContext();
  const again = await third.newPage();
  await again.goto(link);
  await again.getByLabel('Email').fill(email);
  await again.getByRole('button', { name: 'Complete Sign In' }).click();
  await expect(again.getByRole('alert')).toHaveText('Invalid or expired sign-in link. Please request a new one.');
  await expect(again).toHaveURL(/\/login$/);
  await third.close();
});

test('the reset view sends a reset e-mail and says to check the inbox', async ({ page }) => {
  await page.goto('/login');
  await openEmailView(page);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByRole('button', { name: 'Send Reset Email' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  expect(await latestOobLink(DEMO.email, 'PASSWORD_RESET')).toContain('oobCode=');
  await expect(page.getByRole('button', { name: 'Resend Email' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Another Email' }).click();
  await expect(page.getByLabel('Email')).toHaveValue('');
  await page.getByRole('button', { name: 'Send Reset Email' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Email Sign In' })).toBeVisible();
});
