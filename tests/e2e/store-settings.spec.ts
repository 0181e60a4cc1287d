import { expect, test, type Page } from '@playwright/test';
import { goOffline, goOnline, signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { commandsOf, storeDoc } from './support/store-world';
import { ownerWithCategories } from './support/world';

// The store profile and settings screens (doc 2 §2, §5) against the built app and the emulators.

const card = (page: Page, title: string) => page.locator('section').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const value = (page: Page, label: string) => page.locator('.store-value').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
const row = (page: Page, label: string) => page.locator('.settings-row').filter({ has: page.getByText(label, { exact: true }) });

test('profile: every validation message, each cleared by editing its field; saved from the header; shown on /store and in Firestore', async ({ page }) => {
  const owner = await ownerWithCategories([]);
  await signIn(page, owner);
  await page.goto('/store');
  await expect(card(page, 'Business Information')).toBeVisible();
  await expect(value(page, 'Address')).toHaveText('(Not Set)');
  await expect(value(page, 'Phone')).toHaveText('(Not Set)');
  await expect(value(page, 'Google Maps Link')).toHaveText('(Not Set)');
  // The zone its days are counted in; a store made before zones were recorded counts in UTC until the backfill.
  await expect(value(page, 'Time zone')).toHaveText('UTC');
  await expect(page.getByText('1 store available')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Stores' })).toHaveAttribute('href', '/store-selection');
  await expect(card(page, 'Table QR Codes')).toBeVisible();
  await expectAccessible(page, '/store');

  await page.getByRole('link', { name: 'Edit Store' }).click();
  await expect(page).toHaveURL(/\/store\/update$/);
  await expect(page.getByRole('link', { name: /Back to Store Info/ })).toBeVisible();
  await page.getByLabel('Store Name').fill('  ');
  await page.getByLabel('Phone').fill('call me');
  await page.getByLabel('Google Maps Link').fill('maps.google.com');
  await page.getByLabel('Yelp Link').fill('yelp');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Store name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(page.getByText('Please enter a valid URL')).toHaveCount(2);
  await expectAccessible(page, '/store/update with errors');
  await page.getByLabel('Store Name').fill('Blue Door Cafe');
  await expect(page.getByText('Store name is required')).toHaveCount(0);
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await page.getByLabel('Phone').fill('+1 (555) 123-4567');
  await page.getByLabel('Address').fill('12 Harbour Road');
  await page.getByLabel('Google Maps Link').fill('https://maps.google.com/?q=blue+door');
  await page.getByLabel('Yelp Link').fill('https://a-very-long-subdomain-name-for-testing.yelp.example.com/biz/blue-door');
  await expect(page.getByText('Please enter a valid URL')).toHaveCount(0);
  // The header's save icon submits the form.
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(/\/store$/);
  await expect(value(page, 'Store Name')).toHaveText('Blue Door Cafe');
  await expect(value(page, 'Address')).toHaveText('12 Harbour Road');
  await expect(value(page, 'Phone')).toHaveText('+1 (555) 123-4567');
  await expect(value(page, 'Google Maps Link')).toHaveText('maps.google.com');
  // A host over 40 characters: 37 and '...'.
  await expect(value(page, 'Yelp Link')).toHaveText('a-very-long-subdomain-name-for-testin...');
  await expect.poll(() => storeDoc(owner.storeId)).toMatchObject({
    storeName: 'Blue Door Cafe', address: '12 Harbour Road', phone: '+1 (555) 123-4567',
    googleLink: 'https://maps.google.com/?q=blue+door',
    yelpLink: 'https://a-very-long-subdomain-name-for-testing.yelp.example.com/biz/blue-door',
  });

  // Cancel leaves without a change.
  await page.getByRole('link', { name: 'Edit Store' }).click();
  await page.getByLabel('Address').fill('Somewhere else');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(value(page, 'Address')).toHaveText('12 Harbour Road');
  expect(await commandsOf(owner.storeId, 'updateStoreSettingsSecure')).toBe(1);
});

test("switches nothing acts on yet say they are under development; those that act do not", async ({ page }) => {
  const owner = await ownerWithCategories([]);
  await signIn(page, owner);
  await page.goto('/settings/update');
  await page.getByRole('switch', { name: 'Online Ordering System' }).check();
  const UNDER = 'Under development: saved, but it has no effect yet.';
  for (const name of ['Order Notifications', 'Menu Search', 'Promotions', 'Reviews', 'Social Sharing', 'Loyalty Program',
    'Push Notifications', 'Dark Mode', 'Accessibility Mode']) {
    await expect(page.getByRole('switch', { name }), name).toHaveAccessibleDescription(UNDER);
  }
  // The guest page acts on customer cancellation and real-time status (issue 40).
  await expect(page.getByRole('switch', { name: 'Customer Cancellation' }))
    .toHaveAccessibleDescription('Customers may cancel before the order is confirmed');
  // Online ordering, tax and gratuity change what customers can order and pay; the languages change the menu.
  for (const name of ['Online Ordering System', 'Tax', 'Default Gratuity', 'Multi-language Menu', 'Real-time Order Status']) {
    await expect(page.getByRole('switch', { name }), name).toHaveAccessibleDescription('');
  }
  await expectAccessible(page, '/settings/update, under development');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.locator('.feature-tile').filter({ hasText: 'Promotions' })).toContainText('Under development');
  await expect(page.locator('.feature-tile').filter({ hasText: 'Multi-language Menu' })).not.toContainText('Under development');
  await expect(page.locator('.feature-tile').filter({ hasText: 'Real-time Order Status' })).not.toContainText('Under development');
});

test('settings: badges and the ten features; switches reveal their inputs; rates refused out of range; saved and shown', async ({ page }) => {
  const owner = await ownerWithCategories([]);
  await signIn(page, owner);
  await page.goto('/settings');
  await expect(row(page, 'Online Ordering System')).toContainText('Disabled');
  await expect(row(page, 'Tax')).toHaveCount(0);
  await expect(page.locator('.feature-tile')).toHaveCount(10);
  await expectAccessible(page, '/settings');

  await page.getByRole('link', { name: 'Edit Settings' }).click();
  await expect(page.getByRole('switch', { name: 'Tax' })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Online Ordering System' }).check();
  await expect(page.getByLabel('Tax Rate (%)')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Tax' }).check();
  await page.getByRole('switch', { name: 'Default Gratuity' }).check();
  await expect(page.getByLabel('Tax Rate (%)')).toHaveAttribute('step', '0.01');
  await page.getByLabel('Tax Rate (%)').fill('150');
  await page.getByLabel('Default Gratuity Rate (%)').fill('-5');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Tax rate must be between 0% and 100%')).toBeVisible();
  await expect(page.getByText('Gratuity rate must be between 0% and 100%')).toBeVisible();
  await expectAccessible(page, '/settings/update with errors');
  await page.getByLabel('Tax Rate (%)').fill('8.25');
  await expect(page.getByText('Tax rate must be between 0% and 100%')).toHaveCount(0);
  await page.getByLabel('Default Gratuity Rate (%)').fill('18');
  await page.getByRole('switch', { name: 'Order Notifications' }).check();
  await page.getByLabel(/Preset Gratuity Options/).fill('15, 18, abc, 20');
  await page.getByRole('switch', { name: 'Menu Search' }).check();
  await page.getByRole('button', { name: 'Save Settings' }).click();

  await expect(page).toHaveURL(/\/settings$/);
  await expect(row(page, 'Online Ordering System')).toContainText('Enabled');
  await expect(row(page, 'Order Notifications')).toContainText('Enabled');
  await expect(row(page, 'Customer Cancellation')).toContainText('Disabled');
  await expect(row(page, 'Tax')).toContainText('8.25%');
  await expect(row(page, 'Default Gratuity')).toContainText('18%');
  await expect(row(page, 'Preset Gratuity Options')).toContainText('3 options');
  await expect(page.locator('.feature-tile').filter({ hasText: 'Menu Search' })).toContainText('Enabled');
  await expect.poll(async () => (await storeDoc(owner.storeId)).configs).toMatchObject({
    enableOrderFunction: true,
    orderConfig: { enableOrderNotification: true, enableTax: true, taxRate: 8.25, enableDefaultGratuity: true, defaultGratuityRate: 18, presetGratuityRates: [15, 18, 20] },
    featureFlags: { enableSearch: true, enableMultiLanguage: false },
  });
});

test('offline: profile and settings changes show at once, survive a reload, and land once', async ({ page, context }) => {
  const owner = await ownerWithCategories([]);
  await signIn(page, owner);
  await page.goto('/settings');
  await expect(row(page, 'Online Ordering System')).toContainText('Disabled');
  await expect(page.getByTestId('sync-last')).toContainText('Last synced');

  await goOffline(context);
  await page.goto('/store/update');
  await page.getByLabel('Address').fill('7 Offline Lane');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(value(page, 'Address')).toHaveText('7 Offline Lane');
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('link', { name: 'Edit Settings' }).click();
  await page.getByRole('switch', { name: 'Online Ordering System' }).check();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(row(page, 'Online Ordering System')).toContainText('Enabled');
  await expect(page.getByTestId('sync-pending')).toHaveText('2 pending');

  await page.reload();
  await expect(row(page, 'Online Ordering System')).toContainText('Enabled');
  await page.goto('/store');
  await expect(value(page, 'Address')).toHaveText('7 Offline Lane');
  expect(await commandsOf(owner.storeId, 'updateStoreSettingsSecure')).toBe(0);

  await goOnline(context);
  await expect(page.getByTestId('sync-pending')).toHaveText('0 pending', { timeout: 60_000 });
  await expect.poll(() => storeDoc(owner.storeId), { timeout: 30_000 }).toMatchObject({ address: '7 Offline Lane', configs: { enableOrderFunction: true } });
  expect(await commandsOf(owner.storeId, 'updateStoreSettingsSecure')).toBe(2);
  await page.reload();
  await expect(value(page, 'Address')).toHaveText('7 Offline Lane');
});

test('two devices change different settings and profile fields offline: both changes stand once both are back', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const owner = await ownerWithCategories([]);
  const tablet = await browser.newContext();
  const phone = await tablet.newPage();
  await Promise.all([signIn(page, owner), signIn(phone, owner)]);
  for (const p of [page, phone]) {
    await p.goto('/settings/update');
    await expect(p.getByRole('switch', { name: 'Menu Search' })).toBeVisible();
  }
  // Each form opened on the same settings; each device then changes one thing, offline.
  await goOffline(page.context());
  await goOffline(tablet);
  await page.getByRole('switch', { name: 'Menu Search' }).check();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await phone.getByRole('switch', { name: 'Online Ordering System' }).check();
  await phone.getByRole('button', { name: 'Save Settings' }).click();
  await expect(phone).toHaveURL(/\/settings$/);
  for (const [p, field, text] of [[page, 'Address', '1 Front Street'], [phone, 'Phone', '+1 555 010 2000']] as const) {
    await p.goto('/store/update');
    await p.getByLabel(field).fill(text);
    await p.getByRole('button', { name: 'Save Changes' }).click();
    await expect(value(p, field)).toHaveText(text);
  }

  // Back online one after the other: the later save does not write back what its form merely showed.
  await goOnline(page.context());
  await expect(page.getByTestId('sync-pending')).toHaveText('0 pending', { timeout: 60_000 });
  await goOnline(tablet);
  await expect(phone.getByTestId('sync-pending')).toHaveText('0 pending', { timeout: 60_000 });
  await expect.poll(() => storeDoc(owner.storeId), { timeout: 30_000 }).toMatchObject({
    address: '1 Front Street',
    phone: '+1 555 010 2000',
    configs: { enableOrderFunction: true, featureFlags: { enableSearch: true } },
  });
  await phone.goto('/settings');
  await expect(phone.locator('.feature-tile').filter({ hasText: 'Menu Search' })).toContainText('Enabled');
  await expect(row(phone, 'Online Ordering System')).toContainText('Enabled');
  await tablet.close();
});

test('languages: the card only with multi-language on; add, re-enable a built-in, disable a built-in, delete a custom, the default stays', async ({ page }) => {
  const owner = await ownerWithCategories([]);
  await signIn(page, owner);
  await page.goto('/settings/update');
  await expect(page.getByRole('heading', { name: 'Language Settings' })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Multi-language Menu' }).check();
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Language Settings' }) });
  const languageRow = (name: string) => card.getByTestId('language-row').filter({ hasText: name });
  await expect(card.getByTestId('language-row')).toHaveCount(12);

  await card.getByRole('button', { name: 'Add Language' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Language' });
  await dialog.getByLabel('Search languages').fill('klingon');
  await expect(dialog.getByText('No languages found')).toBeVisible();
  await dialog.getByLabel('Search languages').fill('svenska');
  await expectAccessible(page, 'the Add Language dialog');
  await dialog.getByRole('button', { name: /Svenska/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(languageRow('Svenska')).toBeVisible();
  // A disabled built-in comes back enabled, not twice.
  await card.getByRole('button', { name: 'Add Language' }).click();
  await dialog.getByLabel('Search languages').fill('fr');
  await dialog.getByRole('button', { name: /^Français/ }).click();
  await expect(languageRow('Français')).not.toContainText('Disabled');
  await expect(card.getByTestId('language-row')).toHaveCount(13);

  await card.getByRole('button', { name: 'Remove Svenska' }).click();
  await expect(languageRow('Svenska')).toHaveCount(0);
  await card.getByRole('button', { name: 'Disable 中文' }).click();
  await expect(languageRow('中文')).toContainText('Disabled');
  await card.getByRole('button', { name: 'Disable English' }).click();
  await expect(card.getByRole('alert')).toHaveText('The default language cannot be removed.');
  await expect(languageRow('English')).not.toContainText('Disabled');
  await expectAccessible(page, '/settings/update with languages');

  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect.poll(async () => {
    const configs = (await storeDoc(owner.storeId)).configs as { languageConfig?: { defaultLanguage: string; supportedLanguages: { code: string; enabled: boolean }[] } } | undefined;
    const list = configs?.languageConfig?.supportedLanguages ?? [];
    return { default: configs?.languageConfig?.defaultLanguage, enabled: list.filter((l) => l.enabled).map((l) => l.code), all: list.length };
  }).toEqual({ default: 'en', enabled: ['en', 'fr'], all: 12 });
});
