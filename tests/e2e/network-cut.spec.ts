import { expect, test } from '@playwright/test';
import { EMULATORS } from '../support/emulator-env';
import { addCategory, rows, signIn } from './support/app';
import { categoryNames, commandCount, ownerWithCategories } from './support/world';

// The network fails while the sender delivers: first an answer is lost after the
// Function committed, then a request dies before reaching it, then the network
// is back. Nothing may be applied twice or lost.
test('network cut while delivering, then restored: no duplicate, no loss', async ({ page, context }) => {
  const owner = await ownerWithCategories(['Soups']);
  await signIn(page, owner);
  await page.goto('/categories');
  await expect(rows(page)).toHaveText(['Soups']);

  const functionsHost = `${EMULATORS.functions.host}:${EMULATORS.functions.port}`;
  const outcomes: string[] = [];
  await context.route(
    (url) => url.host === functionsHost,
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const n = outcomes.length;
      if (n === 0) {
        await route.fetch(); // the Function runs and commits...
        outcomes.push('answer lost');
        return route.abort('connectionreset'); // ...but the page never hears back
      }
      if (n === 1) {
        outcomes.push('cut before the server');
        return route.abort('internetdisconnected');
      }
      outcomes.push('delivered');
      return route.continue();
    },
  );
  for (const name of ['Salads', 'Noodles', 'Rice']) await addCategory(page, name);

  await expect(page.getByTestId('sync-pending')).toHaveText('0 pending', { timeout: 30_000 });
  expect(outcomes.slice(0, 2)).toEqual(['answer lost', 'cut before the server']);
  await expect.poll(() => categoryNames(owner.storeId)).toEqual(['Soups', 'Salads', 'Noodles', 'Rice']);
  expect(await commandCount(owner.storeId)).toBe(3);
  await expect(rows(page)).toHaveText(['Soups', 'Salads', 'Noodles', 'Rice']);
});
