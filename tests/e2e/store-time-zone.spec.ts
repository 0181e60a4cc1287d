import { expect, test } from '@playwright/test';
import { signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { storeDoc, updateStore } from './support/store-world';
import { ownerWithCategories } from './support/world';

// The store's time zone, changed on /store: the explanation of which days
// move, a confirmation, the change saved on the server (which then recounts
// the rollups in the new zone, see tests/integration/store-time-zone.test.ts).

test('an owner changes the time zone on /store after reading what changes, and it is saved', async ({ page }) => {
  test.setTimeout(90_000);
  const owner = await ownerWithCategories(['Mains']);
  const before = String((await storeDoc(owner.storeId)).timeZone);
  const to = before === 'Asia/Tokyo' ? 'Europe/Lisbon' : 'Asia/Tokyo';
  await signIn(page, owner);
  await page.goto('/store');
  const card = page.getByTestId('time-zone-card');
  await expect(card.getByTestId('store-time-zone')).toHaveText(before);
  const apply = card.getByRole('button', { name: 'Change Time Zone' });
  await expect(apply).toBeDisabled();
  await card.getByLabel('New time zone').selectOption(to);
  await apply.click();

  const dialog = page.getByTestId('time-zone-dialog');
  await expect(dialog.getByRole('heading', { name: 'Change the time zone?' })).toBeVisible();
  await expect(dialog).toContainText(`midnight in ${to} instead of ${before}`);
  await expect(dialog).toContainText('Today on the dashboard and the Order Summary');
  await expectAccessible(page, '/store, time zone confirmation');
  // Keeping the zone changes nothing.
  await dialog.getByRole('button', { name: 'Keep Current Zone' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('store-time-zone')).toHaveText(before);

  await apply.click();
  await page.getByTestId('time-zone-dialog').getByRole('button', { name: 'Change Time Zone' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Time zone changed' })).toHaveText(`Time zone changed to ${to}. Past days are being recounted in it.`);
  await expect(card.getByTestId('store-time-zone')).toHaveText(to);
  await expect.poll(async () => (await storeDoc(owner.storeId)).timeZone, { timeout: 20_000 }).toBe(to);
  await expectAccessible(page, '/store, time zone changed');

  await page.reload();
  await expect(page.getByTestId('store-time-zone')).toHaveText(to);
  // Once the server has recounted the past days, nothing says it still is.
  await expect.poll(async () => (await storeDoc(owner.storeId)).rollupsTimeZone, { timeout: 30_000 }).toBe(to);
  await expect(page.getByTestId('time-zone-recounting')).toHaveCount(0);
});

test('while the server recounts past days in a new zone, /store says so, and stops saying it when done', async ({ page }) => {
  const owner = await ownerWithCategories(['Mains']);
  const zone = String((await storeDoc(owner.storeId)).timeZone);
  // The server's state between a change of zone and the end of its recount (no change: no trigger runs).
  await updateStore(owner.storeId, { rollupsTimeZone: zone === 'Europe/Paris' ? 'Asia/Tokyo' : 'Europe/Paris' });
  await signIn(page, owner);
  await page.goto('/store');
  const hint = page.getByTestId('time-zone-recounting');
  await expect(hint).toHaveText(`Recounting past days in ${zone}… Until it is done, some daily figures may still follow the previous zone.`);
  await expectAccessible(page, '/store, recounting');
  await updateStore(owner.storeId, { rollupsTimeZone: zone });
  await expect(hint).toHaveCount(0);
});
