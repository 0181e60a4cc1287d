import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/app';
import { expectAccessible } from './support/axe';
import { menuRow } from './support/menu-app';
import { addMenuItems, addOrders, ownerWithCategories } from './support/world';

// Printing one kitchen ticket (an 80 mm receipt, only that ticket), and the
// board's new parts ('86', Print, the 86'd list) on a phone and on a tablet
// in landscape.

declare global {
  interface Window {
    __printed: number;
  }
}

const board = (page: Page) => page.getByTestId('kitchen-ticket');
const printed = (page: Page) => page.getByTestId('print-ticket');
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('Print prints one ticket as a kitchen receipt: big table, time, dishes, quantities, note; nothing else', async ({ page }) => {
  // The browser's print dialog is counted, not opened: a headless dialog would say nothing.
  await page.addInitScript(() => {
    window.__printed = 0;
    window.print = () => { window.__printed += 1; };
  });
  const owner = await ownerWithCategories([]);
  await addOrders(owner.storeId, [
    { id: 'p-1', status: 'preparing', minutesAgo: 3, tableId: 'table_12', customerNotes: 'Nut allergy',
      items: [{ menuItemId: 'a', name: 'Falafel Wrap', quantity: 2 }, { menuItemId: 'b', name: 'Mint Tea', quantity: 1 }] },
    { id: 'p-2', status: 'pending', minutesAgo: 1, tableId: 'table_4' },
  ]);
  await signIn(page, owner);
  await page.goto('/kitchen');
  await expect(board(page)).toHaveCount(2);
  await expect(printed(page)).toHaveCount(0);

  await board(page).filter({ hasText: 'Table 12' }).getByRole('button', { name: 'Print ticket Table 12' }).click();
  await expect.poll(() => page.evaluate(() => window.__printed)).toBe(1);
  await expect(printed(page)).toBeHidden(); // on screen, the paper copy never shows

  await page.emulateMedia({ media: 'print' });
  const paper = printed(page);
  await expect(paper).toBeVisible();
  await expect(paper.locator('.print-table')).toHaveText('Table 12');
  await expect(paper).toContainText(/Placed \d{1,2}:\d{2}/);
  await expect(paper).toContainText('Order #p-1');
  await expect(paper.getByRole('listitem')).toHaveText(['2× Falafel Wrap', '1× Mint Tea']);
  await expect(paper).toContainText('Nut allergy');
  // Only that ticket: the board, the other ticket, the sidebar and every button are hidden.
  await expect(board(page).first()).toBeHidden();
  await expect(board(page).filter({ hasText: 'Table 4' })).toBeHidden();
  await expect(page.locator('nav a[href="/kitchen"]')).toBeHidden();
  // (CSS selectors here: role queries skip hidden elements, so they would find nothing to check.)
  const buttons = await page.locator('button').all();
  expect(buttons.length).toBeGreaterThan(4);
  for (const button of buttons) await expect(button).toBeHidden();
  // A narrow receipt: 72 mm printable (80 mm paper) at 96 px per inch, the table number the largest text.
  const width = await paper.evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeCloseTo((72 / 25.4) * 96, 0);
  const size = (selector: string) => paper.locator(selector).first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(await size('.print-table')).toBeGreaterThan(1.5 * (await size('.print-lines li')));

  // Back on screen the board is as it was; once the browser says printing is over, the paper copy goes.
  await page.emulateMedia({ media: 'screen' });
  await expect(board(page)).toHaveCount(2);
  await expect(board(page).first()).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(printed(page)).toHaveCount(0);
  // Printing the same ticket again prints again.
  await board(page).filter({ hasText: 'Table 12' }).getByRole('button', { name: 'Print ticket Table 12' }).click();
  await expect.poll(() => page.evaluate(() => window.__printed)).toBe(2);
});

test("the board's Print, '86' and 86'd list work on a phone and on a tablet in landscape, as does the menu's sold-out switch", async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await ownerWithCategories([]);
  const [soup, tea] = await addMenuItems(owner.storeId, ['Tomato Soup', 'Green Tea']);
  await addOrders(owner.storeId, [
    { id: 'v-1', status: 'preparing', tableId: 'table_2', items: [{ menuItemId: soup!, name: 'Tomato Soup', quantity: 3 }] },
    { id: 'v-2', status: 'pending', tableId: 'table_3', items: [{ menuItemId: tea!, name: 'Green Tea', quantity: 1 }] },
  ]);
  await signIn(page, owner);
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Mark sold out (Green Tea)' }).click();
  await expect(menuRow(page, 'Green Tea')).toContainText('Unavailable');

  for (const [name, viewport] of [['phone', { width: 360, height: 740 }], ['tablet landscape', { width: 1024, height: 768 }]] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/menu');
    await expect(page.getByRole('button', { name: 'Available again (Green Tea)' })).toBeInViewport();
    expect(await noSidewaysScroll(page), `menu on a ${name}`).toBe(true);

    await page.goto('/kitchen');
    await expect(board(page)).toHaveCount(2);
    const eightySix = page.getByRole('button', { name: '86 Tomato Soup: mark it sold out' });
    const backOn = page.getByRole('button', { name: 'Back on Green Tea' });
    const print = page.getByRole('button', { name: 'Print ticket Table 2' });
    for (const button of [eightySix, backOn, print]) {
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport();
      // A touch target a busy hand can hit.
      const box = await button.boundingBox();
      expect(box!.height, `${name}: ${await button.textContent()}`).toBeGreaterThanOrEqual(44);
    }
    expect(await noSidewaysScroll(page), `board on a ${name}`).toBe(true);
    // Nothing spills out of a ticket or the all-day list into the next column.
    const columns = ['kitchen-column-new', 'kitchen-column-inProgress', 'kitchen-column-ready', 'kitchen-all-day'].map((id) => page.getByTestId(id));
    for (const part of [...await board(page).all(), ...columns]) {
      expect(await part.evaluate((el) => el.scrollWidth <= el.clientWidth), `${name}: ${await part.getAttribute('aria-label') ?? await part.getAttribute('data-testid')} fits`).toBe(true);
    }
    if (name === 'tablet landscape') {
      // Columns side by side, the all-day count (with '86') beside them.
      const tops = await Promise.all(['kitchen-column-new', 'kitchen-column-ready', 'kitchen-all-day']
        .map(async (id) => (await page.getByTestId(id).boundingBox())!.y));
      expect(new Set(tops).size).toBe(1);
    }
    await expectAccessible(page, `kitchen on a ${name}`);
  }
});

test("on a 1280 × 800 screen beside the sidebar the 'All day' column ends inside the window", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const owner = await ownerWithCategories([]);
  // Names as a menu has them, one long word among them: the count must wrap, not push the column out.
  const names = ['Slow-braised Pork Belly with Pickled Mustard Greens', 'Szechuan-peppercorn-chicken-and-peanuts', 'Green Tea'];
  const ids = await addMenuItems(owner.storeId, names);
  await addOrders(owner.storeId, [
    { id: 'w-1', status: 'preparing', tableId: 'table_2', items: ids.map((menuItemId, i) => ({ menuItemId, name: names[i]!, quantity: 12 })) },
    { id: 'w-2', status: 'pending', tableId: 'table_3', items: [{ menuItemId: ids[2]!, name: 'Green Tea', quantity: 1 }] },
    { id: 'w-3', status: 'ready', tableId: 'table_4', items: [{ menuItemId: ids[0]!, name: names[0]!, quantity: 1 }] },
  ]);
  await signIn(page, owner);
  await page.goto('/kitchen');
  await expect(board(page)).toHaveCount(3);
  const allDay = page.getByTestId('kitchen-all-day');
  await expect(allDay.getByRole('listitem')).toHaveCount(3);
  const box = (await allDay.boundingBox())!;
  expect(box.x + box.width, "the 'All day' column's right edge").toBeLessThanOrEqual(1280);
  await expect(allDay.getByRole('button', { name: '86 Green Tea: mark it sold out' })).toBeInViewport();
  expect(await noSidewaysScroll(page), 'the board at 1280 px').toBe(true);
  expect(await allDay.evaluate((el) => el.scrollWidth <= el.clientWidth), "nothing spills out of 'All day'").toBe(true);
  // Every line's '86' sits inside the column, the long name wrapped beside it.
  for (const eightySix of await allDay.getByRole('button', { name: /^86 / }).all()) {
    const b = (await eightySix.boundingBox())!;
    expect(b.x + b.width, `${await eightySix.getAttribute('aria-label')}`).toBeLessThanOrEqual(box.x + box.width);
  }
  await expectAccessible(page, 'kitchen at 1280 px');
});
