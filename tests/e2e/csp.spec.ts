import { expect, test } from '@playwright/test';
import { EMULATORS } from '../support/emulator-env';
import { signIn } from './support/app';
import { firebaseHosting, siteHeader } from '../../scripts/lib/hosting-sites';
import { addOrders, ownerWithCategories } from './support/world';
import { menuPdf } from './support/upload-world';
import { inlineScriptRuns, LOOPBACK_ALLOWED, underPolicy, withEmulators } from './support/csp';

// The built app under the Content-Security-Policy that Firebase Hosting sends
// in production (firebase.json), in a real browser: every file the app
// serves gets the header, as Hosting's '**' gives it (a worker runs under its
// own script's header, not the page's), and the page records each violation
// the browser reports. The one change for this machine: the emulators' own addresses
// join connect-src, where production talks to *.googleapis.com and the
// callables' hosts. No service worker, so every page load goes through the
// header (a worker's cached copy would not).

const policy = withEmulators(siteHeader(firebaseHosting('portal'), 'Content-Security-Policy')!);

test.use({ serviceWorkers: 'block', launchOptions: LOOPBACK_ALLOWED });

test("the built app runs under the production Content-Security-Policy: sign-in, the main screens, a PDF preview in pdf.js's worker, with no violation", async ({ page }) => {
  test.setTimeout(120_000);
  expect(policy).toContain(`http://${EMULATORS.auth.host}:${EMULATORS.auth.port}`);
  // The app's own files get the header; nothing else is intercepted (the emulators' calls go as they would).
  const app = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1:5173').origin;
  const violations = await underPolicy(page, app, policy);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const consoleErrors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') consoleErrors.push(m.text().slice(0, 300)); });

  const owner = await ownerWithCategories(['Mains']);
  await addOrders(owner.storeId, [{ id: 'order-csp-1', status: 'pending' }]);
  // A sign-in the policy breaks says which directive did it.
  await signIn(page, owner, /\/$/, undefined, false).catch(async (error: Error) => {
    throw new Error(`${error.message}\nviolations: ${JSON.stringify(await violations())}\nconsole: ${consoleErrors.join('\n')}`);
  });
  // The header really came with the page: an inline script is refused.
  expect(await inlineScriptRuns(page)).toBe(false);
  await expect.poll(violations).toEqual([expect.stringContaining('script-src')]);
  await page.evaluate(() => (window.cspViolations = []));
  consoleErrors.length = 0;

  // Each screen drawn with its data (the header's 'Last synced': the replica is in).
  for (const path of ['/', '/menu', '/orders', '/kitchen', '/order-summary', '/store', '/settings', '/messages', '/help']) {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main, path).toBeVisible({ timeout: 30_000 });
    await expect(main, path).not.toBeEmpty();
    await expect(page.getByTestId('sync-last'), path).toContainText('Last synced', { timeout: 30_000 });
    await expect(main.getByText(/^Loading/), path).toHaveCount(0, { timeout: 30_000 });
    expect(await violations(), path).toEqual([]);
  }
  await page.goto('/kitchen');
  await expect(page.getByTestId('kitchen-ticket').first()).toBeVisible();

  // pdf.js draws a chosen PDF's first page in its worker, a file of the app's, run under
  // its own header. Refused, pdf.js would quietly parse on the page instead: the worker
  // must be seen. (No WebAssembly: the app gives pdf.js no wasmUrl, so it loads none.)
  await page.goto('/menu/add-photo');
  await page.getByTestId('choose-file').setInputFiles({ name: 'dinner.pdf', mimeType: 'application/pdf', buffer: await menuPdf(['Mains', 'Grilled salmon 18.00']) });
  const preview = page.getByTestId('pdf-preview');
  await expect.poll(() => preview.evaluate((c: HTMLCanvasElement) => c.width), { timeout: 30_000 }).toBeGreaterThan(100);
  await expect.poll(() => workers.filter((url) => /pdf\.worker/.test(url)).length, "pdf.js's worker started").toBeGreaterThan(0);
  expect(await violations(), '/menu/add-photo with a PDF').toEqual([]);
  expect(consoleErrors.filter((text) => /Content.Security.Policy/i.test(text)), 'CSP reports on the console, workers included').toEqual([]);
});
