import { useEmulatorsInThisProcess } from '../lib/project.ts';
import { buildApp } from '../lib/build-app.ts';
import { serveBuiltApp } from '../lib/serve.ts';
useEmulatorsInThisProcess();
const { createOrdersWorld } = await import('./orders-world.ts');
const { openBoard } = await import('./board.ts');
const { launchChromium } = await import('./browser.ts');
const { placeOrder } = await import('../simulate/place-order.ts');
await buildApp();
const app = await serveBuiltApp();
const browser = await launchChromium();
try {
  const world = await createOrdersWorld(3);
  const board = await openBoard(browser, world.owner);
  board.page.on('console', (m) => console.log('PAGE', m.text()));
  board.page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
  console.log(await board.page.evaluate(() => JSON.stringify(window.benchBoard)));
  const a = await placeOrder(world.links[0]!, { items: [{ menuItemId: world.menu[0]!.id, quantity: 1 }] });
  console.log(a);
  await new Promise((r) => setTimeout(r, 4000));
  console.log(await board.page.evaluate(() => JSON.stringify(window.benchBoard)));
  console.log(await board.page.evaluate(() => document.querySelector('[data-testid=kitchen-ticket]')?.outerHTML.slice(0, 300)));
} finally {
  await browser.close();
  app.httpServer.close();
}
process.exit(0);
