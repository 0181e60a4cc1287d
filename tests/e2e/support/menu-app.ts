// Driving the menu screens as a user does: by labels, roles and the list's test ids.
import { expect, type Page } from '@playwright/test';
import { encodePng } from '../../../tools/lib/png';

export const menuNames = (page: Page) => page.getByTestId('menu-item-name');
export const menuRow = (page: Page, name: string) =>
  page.getByTestId('menu-row').filter({ has: page.getByTestId('menu-item-name').getByText(name, { exact: true }) });
export const handleOf = (page: Page, name: string) => page.getByRole('button', { name: `Reorder ${name}`, exact: true });

export async function openMenu(page: Page, expected: string[]): Promise<void> {
  await page.goto('/menu');
  await expect(menuNames(page)).toHaveText(expected);
}

export async function fillItem(page: Page, fields: { name?: string; description?: string; price?: string }): Promise<void> {
  if (fields.name !== undefined) await page.getByLabel('Name', { exact: true }).fill(fields.name);
  if (fields.description !== undefined) await page.getByLabel('Description', { exact: true }).fill(fields.description);
  if (fields.price !== undefined) await page.getByLabel('Price', { exact: true }).fill(fields.price);
}

export async function saveItem(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save Item' }).click();
}

/**
 * A real mouse drag of `name`'s handle onto `target`'s row: press, move past
 * the 8 px activation distance in small steps (as a hand does), then release.
 */
export async function dragRow(page: Page, name: string, target: string): Promise<void> {
  const from = await handleOf(page, name).boundingBox();
  const to = await menuRow(page, target).boundingBox();
  if (!from || !to) throw new Error('rows not laid out');
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 4, { steps: 2 }); // under 8 px: not a drag yet
  await page.mouse.move(x, y + 12, { steps: 3 }); // past it: the drag starts
  await page.mouse.move(x, to.y + to.height * 0.75, { steps: 15 });
  await page.mouse.up();
}

/**
 * Keyboard reorder: focus the handle, Space to lift, arrows to move, Space to
 * drop. Each step waits for what a screen reader hears: a key pressed before
 * the list has measured its rows would move nothing, for a user as fast as a
 * script.
 */
export async function keyboardMove(page: Page, name: string, key: 'ArrowDown' | 'ArrowUp', times = 1): Promise<void> {
  const announced = page.locator('[id^="DndLiveRegion"]');
  let position = (await menuNames(page).allTextContents()).indexOf(name) + 1;
  await handleOf(page, name).focus();
  await page.keyboard.press('Space');
  await expect(announced).toContainText(`${name} is now at position ${position} of`);
  // The pickup is announced at once; the rows are measured in the frames after
  // it, and an arrow pressed before that moves nothing (seen in a full run).
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    position += key === 'ArrowDown' ? 1 : -1;
    await expect(announced).toContainText(`${name} is now at position ${position} of`);
  }
  await page.keyboard.press('Space');
  await expect(announced).toContainText(`Dropped ${name} at position ${position} of`);
}

// --- Test images: real PNGs made here, so no binary fixture is checked in. ---

/**
 * An RGB PNG of a gradient; `noise` (0-255) adds seeded per-pixel noise, which
 * deflate cannot shrink, so a 700x700 noisy image is well over 1 MB.
 */
export function makePng(width: number, height: number, noise = 0): Buffer {
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const n = () => Math.floor((random() - 0.5) * noise);
  const clamp = (v: number) => Math.max(0, Math.min(255, v));
  return encodePng(width, height, 3, (x, y) => {
    const r = clamp(Math.floor((x / width) * 255) + n());
    const g = clamp(Math.floor((y / height) * 255) + n());
    return [r, g, clamp(128 + n())];
  });
}
