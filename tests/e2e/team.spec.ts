import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { goOffline, goOnline, signIn } from './support/app';
import { latestOobLink, latestSmsCode, signUpWithEmail, uniqueEmail } from './support/auth-emulator';
import { expectAccessible } from './support/axe';
import { adminAuth, adminDb } from '../support/admin';
import { createClient } from '../support/client';
import { writeMember } from '../support/members';
import { signInAsMember } from '../support/store-member';
import { addMenuItems, addOrders, ownerWithCategories, storedOrder } from './support/world';

// The team, as an owner and an invitee click through it: invite on /store, the
// link opened in another browser, sign-up, accept, and the store in their list.

test('the owner invites a cook by e-mail; the cook opens the link signed out, signs up, accepts and has the store, as Staff', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const owner = await ownerWithCategories(['Mains']);
  await signIn(page, owner);
  await page.getByRole('navigation').getByRole('link', { name: 'Store', exact: true }).click();
  const team = page.getByRole('region', { name: 'Team' });
  await expect(team.getByRole('list', { name: 'Team' }).getByRole('listitem')).toHaveCount(1);
  await expect(team.getByRole('listitem').first()).toContainText('You');
  await expect(team.getByRole('listitem').first()).toContainText('Owner');
  // The owner gives roles below their own only.
  await expect(team.getByLabel('Role').locator('option')).toHaveText(['Manager', 'Staff', 'Kitchen']);

  await team.getByLabel('Email').fill('not an address, b@example.test');
  await team.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(team.getByText('Enter a single valid email address')).toBeVisible();

  const cook = uniqueEmail('cook');
  await team.getByLabel('Email').fill(cook);
  await team.getByLabel('Role').selectOption('STAFF');
  await team.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(team.getByText(`Invitation sent to ${cook}`)).toBeVisible();
  const link = await team.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(new RegExp(`/join/${owner.storeId}/[^/#]+#.+`));
  await expect(team.getByRole('list', { name: 'Pending invitations' })).toContainText(cook);
  // The mail went out with the same link.
  const mails = await adminDb.collection('mail').where('to', '==', cook).get();
  expect(mails.docs.map((m) => m.get('message.text') as string).some((text) => text.includes(link))).toBe(true);
  await expectAccessible(page, '/store (team)');

  // The cook, in a browser of their own, signed out.
  const cookContext = await browser.newContext();
  const cookPage = await cookContext.newPage();
  await cookPage.goto(link);
  await signUpWithEmail(cookPage, cook, 'Cook-pass-1');
  await expect(cookPage.getByRole('heading', { name: 'Join a store' })).toBeVisible();
  await expect(cookPage.getByText(`You are invited to join E2E`)).toContainText('as Staff');
  // A new password account's address is confirmed first: the page mails the link and waits for it.
  await expect(cookPage.getByText('Confirm your email address to accept this invitation.')).toBeVisible();
  await expect(cookPage.getByRole('status')).toHaveText(`We sent a confirmation link to ${cook}. Open it, then come back to this page: it continues by itself.`);
  await expect(cookPage.getByRole('button', { name: 'Accept and Join' })).toHaveCount(0);
  await expectAccessible(cookPage, '/join (confirming the address)');
  // The cook opens the link from the mail (the Auth emulator lists the links it "sent").
  expect((await fetch(await latestOobLink(cook, 'VERIFY_EMAIL'))).ok).toBe(true);
  await expect(cookPage.getByRole('button', { name: 'Accept and Join' })).toBeVisible({ timeout: 15_000 });
  await expectAccessible(cookPage, '/join');
  await cookPage.getByRole('button', { name: 'Accept and Join' }).click();
  await expect(cookPage.getByRole('status').filter({ hasText: 'You are now a member of' })).toBeVisible();
  await cookPage.getByRole('link', { name: 'Open Your Stores' }).click();
  // The store is in their list, with their role, and opens.
  const card = cookPage.getByRole('list', { name: 'Your stores' }).getByRole('button', { name: /^E2E .* STAFF$/ });
  await expect(card).toBeVisible();
  await card.click();
  await expect(cookPage.getByRole('navigation').getByRole('link', { name: /^Orders/ })).toBeVisible({ timeout: 20_000 });

  // The owner sees the new member, and the invitation is no longer pending.
  await expect(team.getByRole('list', { name: 'Team' }).getByRole('listitem')).toHaveCount(2);
  await expect(team.getByRole('list', { name: 'Team' })).toContainText(cook);
  await expect(team.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);

  // Removed: the cook's next read of the store is refused (the member document is gone).
  page.once('dialog', (dialog) => void dialog.accept());
  await team.getByRole('button', { name: `Remove ${cook}` }).click();
  await expect(team.getByRole('list', { name: 'Team' }).getByRole('listitem')).toHaveCount(1);
  expect((await adminDb.collection(`stores/${owner.storeId}/members`).where('email', '==', cook).get()).size).toBe(0);
  await cookContext.close();
});

test('a link opened by someone else, or with a forged secret, says why it opens nothing', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const owner = await ownerWithCategories([]);
  await signIn(page, owner);
  await page.getByRole('navigation').getByRole('link', { name: 'Store', exact: true }).click();
  const team = page.getByRole('region', { name: 'Team' });
  const invited = uniqueEmail('invited');
  await team.getByLabel('Email').fill(invited);
  await team.getByRole('button', { name: 'Send Invitation' }).click();
  const link = await team.getByLabel('Invitation link').inputValue();

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await other.goto(link);
  const stranger = uniqueEmail('stranger');
  await signUpWithEmail(other, stranger, 'Stranger-pass-1');
  await expect(other.getByRole('alert')).toHaveText('This invitation was sent to another email address. Sign in with the address it was sent to.');
  await expect(other.getByText(invited)).toHaveCount(0);
  await other.goto(link.replace(/#.*/, '#forged'));
  await expect(other.getByRole('alert')).toHaveText('This invitation does not exist. Check the link in your email.');
  await otherContext.close();
});

test('a kitchen member lands on the board, sees only what their role may open, and a typed address says why it opens nothing', async ({ page }) => {
  const owner = await ownerWithCategories(['Mains']);
  const email = uniqueEmail('cook');
  const user = await adminAuth.createUser({ email, password: 'Cook-pass-1', emailVerified: true });
  await writeMember(owner.storeId, user.uid, 'KITCHEN', email);
  await adminAuth.setCustomUserClaims(user.uid, { role: 'KITCHEN', stores: { [owner.storeId]: 'KITCHEN' } });
  await adminDb.doc(`users/${user.uid}`).set({ email, storeIds: [owner.storeId], primaryStoreId: owner.storeId, storeRoles: { [owner.storeId]: 'KITCHEN' } });

  await signIn(page, { ...owner, uid: user.uid, email, password: 'Cook-pass-1' }, /\/kitchen$/);
  // The board is their one screen: full width, the sidebar (Help, Sign Out) behind the menu button.
  await expect(page.getByRole('complementary', { name: 'Main' })).toBeHidden();
  const board = await page.locator('main').boundingBox();
  expect(board?.x).toBe(0);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation').getByRole('link')).toHaveText(['Kitchen', 'Help & Support']);
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.keyboard.press('Escape');
  // The device pulls only what the role may read (the rules refuse the rest), so it does get to 'synced'.
  await expect(page.getByTestId('sync-last')).toContainText('Last synced', { timeout: 30_000 });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Your role (Kitchen) cannot open this screen.' })).toBeVisible();
  await expectAccessible(page, 'a screen the role may not open');
  await page.getByRole('link', { name: 'Go to Your Screens' }).click();
  await expect(page).toHaveURL(/\/kitchen$/);
});

test('a kitchen display pairs with the code from the Team section, opens on the board signed in as itself, and is unpaired from the list', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const owner = await ownerWithCategories(['Mains']);
  await signIn(page, owner);
  await page.getByRole('navigation').getByRole('link', { name: 'Store', exact: true }).click();
  const team = page.getByRole('region', { name: 'Team' });
  await team.getByRole('button', { name: 'Add a Kitchen Display' }).click();
  const code = (await team.getByTestId('pairing-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);

  const tabletContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const tablet = await tabletContext.newPage();
  await tablet.goto('/pair');
  await expectAccessible(tablet, '/pair');
  await tablet.getByLabel('Pairing code').fill('WRONG-CODE');
  await tablet.getByRole('button', { name: 'Pair This Device' }).click();
  await expect(tablet.getByRole('alert')).toHaveText('This pairing code is not valid.');
  await tablet.getByLabel('Pairing code').fill(code.toLowerCase());
  await tablet.getByRole('button', { name: 'Pair This Device' }).click();
  await expect(tablet).toHaveURL(/\/kitchen$/, { timeout: 30_000 });
  // Full screen on the tablet: no sidebar beside the board.
  await expect(tablet.getByRole('complementary', { name: 'Main' })).toBeHidden();
  await expect(tablet.getByTestId('sync-last')).toContainText('Last synced', { timeout: 30_000 });
  await expectAccessible(tablet, 'the paired display on the board');
  await tablet.getByRole('button', { name: 'Menu' }).click();
  await expect(tablet.getByRole('navigation').getByRole('link')).toHaveText(['Kitchen', 'Help & Support']);

  // The owner sees the display among the members, and unpairs it.
  const display = team.getByRole('list', { name: 'Team' }).getByRole('listitem').filter({ hasText: 'Kitchen display 1' });
  await expect(display).toContainText('Kitchen');
  // It has sent no command yet: last activity is stamped by the Functions when one arrives.
  await expect(display.getByTestId('last-active')).toHaveText('Last active: Never');
  page.once('dialog', (dialog) => void dialog.accept());
  await display.getByRole('button', { name: 'Remove Kitchen display 1' }).click();
  await expect(display).toHaveCount(0);
  await tabletContext.close();
});

test("a staff member's status change shows under their name in the order detail the owner opens, and as 'you' on their own device until it syncs; so does their 86", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const owner = await ownerWithCategories([]);
  await addOrders(owner.storeId, [{ id: 'order-who-1', status: 'pending' }]);
  const [soup] = await addMenuItems(owner.storeId, ['Soup']);
  const email = uniqueEmail('sam');
  const user = await adminAuth.createUser({ email, password: 'Staff-pass-1', emailVerified: true });
  await writeMember(owner.storeId, user.uid, 'STAFF', email);
  await adminDb.doc(`stores/${owner.storeId}/members/${user.uid}`).update({ displayName: 'Sam Server' });
  await adminAuth.setCustomUserClaims(user.uid, { role: 'STAFF', stores: { [owner.storeId]: 'STAFF' } });
  await adminDb.doc(`users/${user.uid}`).set({ email, storeIds: [owner.storeId], primaryStoreId: owner.storeId, storeRoles: { [owner.storeId]: 'STAFF' } });

  // The staff member, on a phone of their own, confirms the order with no connection.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, { ...owner, uid: user.uid, email, password: 'Staff-pass-1' }, /\/orders$/);
  const card = staff.getByTestId('order-card').filter({ hasText: 'Table 1' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await goOffline(staffContext);
  await card.getByRole('button', { name: 'Confirm' }).click();
  await card.getByRole('button', { name: /^Order details/ }).click();
  const mine = staff.getByTestId('order-detail').getByTestId('status-history').getByRole('listitem');
  await expect(mine).toHaveText([/^Confirmed \d{1,2}:\d{2} [AP]M · you, not synced yet$/]);
  await expectAccessible(staff, 'order detail (pending change)');
  await goOnline(staffContext);
  // Synced: the line is the server's, with the name it took from the member document.
  await expect(mine).toHaveText([/^Confirmed \d{1,2}:\d{2} [AP]M · Sam Server$/], { timeout: 30_000 });
  expect((await storedOrder(owner.storeId, 'order-who-1')).statusHistory).toMatchObject([{ from: 'pending', to: 'confirmed', by: user.uid, byName: 'Sam Server' }]);
  // And they 86 the soup.
  await staff.goto('/menu');
  await staff.getByRole('button', { name: 'Mark sold out (Soup)' }).click();
  await expect.poll(async () => (await adminDb.doc(`stores/${owner.storeId}/menuItems/${soup}`).get()).get('lastChangedBy'), { timeout: 30_000 })
    .toEqual({ uid: user.uid, name: 'Sam Server' });
  await staffContext.close();

  // The owner opens the same order and sees who confirmed it.
  await signIn(page, owner);
  await page.goto('/orders');
  await page.getByTestId('order-card').filter({ hasText: 'Table 1' }).getByRole('button', { name: /^Order details/ }).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByRole('heading', { name: 'Status history' })).toBeVisible();
  await expect(detail.getByTestId('status-history').getByRole('listitem')).toHaveText([/^Confirmed \d{1,2}:\d{2} [AP]M · Sam Server$/]);
  await expectAccessible(page, 'order detail (status history)');
  await page.goto(`/menu/add/${soup}`);
  await expect(page.getByTestId('last-changed-by')).toHaveText('Last changed by Sam Server');
  await expectAccessible(page, 'menu item form (last changed by)');
  // The Team section shows when each member last worked: Sam just now, the owner (no command yet) never.
  await page.getByRole('navigation').getByRole('link', { name: 'Store', exact: true }).click();
  const members = page.getByRole('region', { name: 'Team' }).getByRole('list', { name: 'Team' }).getByRole('listitem');
  await expect(members.filter({ hasText: 'Sam Server' }).getByTestId('last-active')).toHaveText(/^Last active: (Just now|\dm ago)$/);
  await expect(members.filter({ hasText: owner.email }).getByTestId('last-active')).toHaveText('Last active: Never');
});

test("a manager's change to a category and to the settings says 'Last changed by' their name on the category form and on /settings", async ({ page }) => {
  test.setTimeout(90_000);
  const owner = await ownerWithCategories(['Mains']);
  // The manager works from another device: through the Functions, which record who they are.
  const managerDevice = createClient();
  const manager = await signInAsMember(managerDevice, owner.storeId, 'MANAGER', 'maya');
  await adminDb.doc(`stores/${owner.storeId}/members/${manager.uid}`).update({ displayName: 'Maya Manager' });
  await managerDevice.call('updateCategorySecure', { storeId: owner.storeId, commandId: randomUUID(), categoryId: 'cat-0', updates: { description: 'Hot dishes' } });
  await managerDevice.call('updateStoreSettingsSecure', { storeId: owner.storeId, commandId: randomUUID(), settings: { configs: { enableOrderFunction: false } } });
  await managerDevice.close();

  await signIn(page, owner);
  await page.goto('/categories/add/cat-0');
  await expect(page.getByTestId('last-changed-by')).toHaveText('Last changed by Maya Manager', { timeout: 20_000 });
  await expectAccessible(page, 'category form (last changed by)');
  await page.goto('/settings');
  await expect(page.getByTestId('last-changed-by')).toHaveText('Last changed by Maya Manager');
  await expectAccessible(page, 'settings (last changed by)');
});

test("a phone-only guest's acceptance waits on the Team section; the owner approves, and the guest's page goes on by itself", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const owner = await ownerWithCategories([]);
  await signIn(page, owner);
  await page.getByRole('navigation').getByRole('link', { name: 'Store', exact: true }).click();
  const team = page.getByRole('region', { name: 'Team' });
  await team.getByLabel('Email').fill(uniqueEmail('phone-guest'));
  await team.getByLabel('Role').selectOption('STAFF');
  await team.getByRole('button', { name: 'Send Invitation' }).click();
  const link = await team.getByLabel('Invitation link').inputValue();

  // The guest opens the link signed out and signs in with their phone: no address to confirm.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(link);
  await guest.getByRole('button', { name: 'Continue with Phone' }).click();
  const digits = `555${String(Date.now()).slice(-7)}`;
  await guest.getByLabel('Country code').selectOption('+1');
  await guest.getByLabel('Phone Number').fill(digits);
  await guest.getByRole('button', { name: 'Send Code' }).click();
  await guest.getByLabel('Verification Code').fill(await latestSmsCode(`+1${digits}`));
  await guest.getByRole('button', { name: 'Verify Code' }).click();
  await expect(guest.getByRole('heading', { name: 'Join a store' })).toBeVisible();
  await guest.getByRole('button', { name: 'Accept and Join' }).click();
  await expect(guest.getByRole('status')).toHaveText(/^Your request to join E2E .* waits for the owner or a manager to approve it\./);
  await expectAccessible(guest, '/join (waiting for approval)');

  // The owner sees who waits, and lets them in.
  const pending = team.getByRole('list', { name: 'Pending invitations' });
  await expect(pending).toContainText(`+1${digits} accepted and waits for your approval`);
  await expectAccessible(page, '/store (team, an acceptance waiting)');
  await team.getByRole('button', { name: `Approve +1${digits}` }).click();
  await expect(team.getByRole('list', { name: 'Team' })).toContainText(`+1${digits}`);
  await expect(guest.getByRole('status').filter({ hasText: 'You are now a member of' })).toBeVisible({ timeout: 20_000 });
  await guestContext.close();
});
