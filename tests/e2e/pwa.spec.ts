import { chromium, expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../../playwright.config';
import { addCategory, goOffline, goOnline, rows, signIn } from './support/app';
import { categoryNames, ownerWithCategories } from './support/world';

// Test contexts are incognito, where nothing is installable: this one uses a real profile.
test('the app is installable by Chromium’s criteria', async ({ baseURL }) => {
  const profile = mkdtempSync(join(tmpdir(), 'installable-'));
  const context = await chromium.launchPersistentContext(profile, {
    // The full browser: installability is Chrome's own check, which the headless shell may not make.
    executablePath: FULL_CHROMIUM,
    args: CHROMIUM_ARGS,
    headless: true,
    baseURL,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    await assertInstallable(page, context);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function assertInstallable(page: import('@playwright/test').Page, context: import('@playwright/test').BrowserContext) {
  await page.goto('/login');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href;
    return href ? ((await (await fetch(href)).json()) as { name: string; display: string; shortcuts: { name: string }[] }) : null;
  });
  expect(manifest).toMatchObject({ name: 'Store App', display: 'standalone' });
  expect(manifest?.shortcuts.map((s) => s.name)).toEqual(['Orders', 'Menu']);
}

test('images are cached at runtime for offline use', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await page.evaluate(async () => {
    const img = new Image();
    img.src = '/icons/icon-192.png?runtime-cache-probe';
    await img.decode();
  });
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('images-v1')).keys()).map((r) => new URL(r.url).search)))
    .toContain('?runtime-cache-probe');
});

test('signing out clears the user’s replica and outbox from the device', async ({ page }) => {
  const owner = await ownerWithCategories(['Soups']);
  await signIn(page, owner);
  await page.goto('/categories');
  await expect(rows(page)).toHaveText(['Soups']);
  const ours = () =>
    page.evaluate(async (uid) => (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.includes(uid)), owner.uid);
  expect((await ours()).length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(ours).toEqual([]);
});

test('signing out with unsent changes asks first, and keeping them delivers them later', async ({ page, context }) => {
  const owner = await ownerWithCategories(['Soups']);
  await signIn(page, owner);
  await page.goto('/categories');
  await expect(rows(page)).toHaveText(['Soups']);
  await goOffline(context);
  await addCategory(page, 'Salads');
  await expect(page.getByTestId('sync-pending')).toHaveText('1 pending');

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect.poll(() => asked).toEqual([
    '1 change is not saved to the server yet. Signing out now discards them. Sign out anyway?',
  ]);
  await expect(page).toHaveURL(/\/categories$/);

  await goOnline(context);
  await expect(page.getByTestId('sync-pending')).toHaveText('0 pending');
  await expect.poll(() => categoryNames(owner.storeId)).toEqual(['Soups', 'Salads']);
});
