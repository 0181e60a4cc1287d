import { expect, test } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { adminAuth, adminDb } from '../support/admin';
import { signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { ownerWithCategories } from './support/world';

// The analytics preconditions (doc 1 §5, §8): the user's stores claim must
// name the store before the Order Summary shows its figures. A token that does
// not list it (a store just joined, a claim not refreshed yet) gets the spec's
// words and a way to fetch a fresh one.

test("a token that does not list the store: the spec's message, then figures once a fresh token lists it", async ({ page }) => {
  test.setTimeout(90_000);
  const owner = await ownerWithCategories(['Mains']);
  await adminDb.doc(`stores/${owner.storeId}/orders/o-1`).set({
    id: 'o-1', storeId: owner.storeId, status: 'completed', tableId: 'table_1', totalAmount: 42, statusHistory: [],
    items: [{ menuItemId: 'item-x', name: 'Dish', quantity: 1, price: 42, subtotal: 42 }],
    createdAt: new Date(Date.now() - 60_000), updatedAt: FieldValue.serverTimestamp(), _deleted: false,
  });
  // The user document lists the store; the token's claims do not (even after the refresh the app asks for itself).
  await adminAuth.setCustomUserClaims(owner.uid, { role: 'OWNER', stores: {} });

  await signIn(page, owner);
  await page.goto('/order-summary');
  const panel = page.getByTestId('analytics-refused');
  await expect(panel.getByRole('heading', { name: 'Unable to Load Analytics' })).toBeVisible();
  await expect(panel).toContainText('Your account does not have access to this store yet. Try refreshing your session.');
  await expect(page.getByTestId('metric-orders')).toHaveCount(0);
  await expectAccessible(page, 'Order Summary, no access to the store');

  // The store is granted; 'Try Again' fetches the new token and the figures follow.
  await adminAuth.setCustomUserClaims(owner.uid, { role: 'OWNER', stores: { [owner.storeId]: 'OWNER' } });
  await panel.getByRole('button', { name: 'Try Again' }).click();
  await expect(panel).toHaveCount(0);
  await page.getByLabel('Period').selectOption('today');
  await expect(page.getByTestId('metric-orders-value')).toHaveText('1');
  await expect(page.getByTestId('metric-revenue-value')).toHaveText('$42.00');
});
