// `npm run simulate -- --rate 6/min --minutes 10`: customers order on the demo
// store (Harbor Kitchen) through placeOrderSecure, as the customer app would,
// against running emulators (`npm start` or `npm run emulators` + `npm run seed`),
// so the orders screen and the board come alive. Defaults: 6 orders a minute
// for 10 minutes, Poisson arrivals, random tables and dishes of the live menu.
// Options: --rate N/min|N/s|N/h, --minutes M, --store <id>, --seed <n> (repeatable runs).
import './lib/require-node.ts';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { raiseOrderLimits } from './lib/order-limits.ts';
import { PROJECT_ID, useEmulatorsInThisProcess } from './lib/project.ts';
import { ORDER_LIMIT_DEFAULTS } from '../src/domain/orders/order-flood.ts';
import { HARBOR_STORE_ID } from './seed/demo-world.ts';
import { mulberry32 } from './seed/demo-random.ts';
import {
  customerOrder, DEFAULT_MINUTES, DEFAULT_RATE_PER_MINUTE, nextGapMs, parseRate, type Dish,
} from './simulate/customers.ts';
import { assertFunctionsRunning, placeOrder } from './simulate/place-order.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}

const ratePerMinute = arg('rate') ? parseRate(arg('rate') as string) : DEFAULT_RATE_PER_MINUTE;
const minutes = Number(arg('minutes') ?? DEFAULT_MINUTES);
const storeId = arg('store') ?? HARBOR_STORE_ID;
const rng = mulberry32(Number(arg('seed') ?? Date.now() % 2 ** 31));

interface Table {
  uuid: string;
  tableId: string;
}

/** Read before every order: an item sold out ('86') a moment ago is no longer ordered. */
async function liveMenu(db: Firestore): Promise<Dish[]> {
  const snap = await db.collection(`stores/${storeId}/menuItems`).where('_deleted', '==', false).get();
  return snap.docs.filter((d) => d.get('isAvailable') !== false).map((d) => ({ id: d.id, name: String(d.get('name')) }));
}

async function activeTables(db: Firestore): Promise<Table[]> {
  const snap = await db.collection(`stores/${storeId}/tableLinks`).where('isActive', '==', true).get();
  return snap.docs.filter((d) => d.get('_deleted') !== true).map((d) => ({ uuid: d.id, tableId: String(d.get('tableId')) }));
}

async function main(): Promise<void> {
  useEmulatorsInThisProcess();
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
  await assertFunctionsRunning();
  const tables = await activeTables(db);
  if (tables.length === 0) throw new Error(`store ${storeId} has no active table links: run \`npm run seed\` first`);
  // All simulated guests share this machine's address: above a venue's 60 a
  // minute, the store's limits are raised to twice the asked rate.
  // Nor would a venue's guests all wait on one address for the staff to confirm: that cap is raised too.
  const raised = Math.max(Math.ceil(ratePerMinute * 2), ORDER_LIMIT_DEFAULTS.perAddress);
  console.log(await raiseOrderLimits(db, storeId, {
    perAddress: raised, perStore: Math.max(raised, ORDER_LIMIT_DEFAULTS.perStore), pendingPerAddress: ORDER_LIMIT_DEFAULTS.pending,
  }, `--rate ${ratePerMinute}/min, all from this machine`));
  console.log(`Simulating customers of ${storeId}: ~${ratePerMinute}/min for ${minutes} min over ${tables.length} tables. Ctrl-C stops.`);

  const end = Date.now() + minutes * 60_000;
  let placed = 0;
  let refused = 0;
  let stopping = false;
  process.on('SIGINT', () => {
    stopping = true;
  });
  while (!stopping) {
    const gap = nextGapMs(ratePerMinute, rng);
    if (Date.now() + gap > end) break;
    await new Promise((resolve) => setTimeout(resolve, gap));
    if (stopping) break;
    const menu = await liveMenu(db);
    if (menu.length === 0) {
      console.log('  (nothing available on the menu; waiting)');
      continue;
    }
    const table = tables[Math.floor(rng() * tables.length)] as Table;
    const order = customerOrder(menu, rng);
    const answer = await placeOrder(table.uuid, order);
    const time = new Date().toLocaleTimeString();
    const names = order.items.map((i) => `${i.quantity}× ${menu.find((d) => d.id === i.menuItemId)?.name}`).join(', ');
    if (answer.result) {
      placed++;
      console.log(`  ${time}  ${table.tableId.padEnd(9)} ${answer.result.totalAmount.toFixed(2).padStart(7)}  ${names}`);
    } else {
      refused++;
      console.log(`  ${time}  ${table.tableId.padEnd(9)} refused (${answer.error?.status}): ${answer.error?.message}`);
    }
  }
  console.log(`Done: ${placed} orders placed, ${refused} refused.`);
}

main().catch((error: unknown) => {
  console.error(`simulate: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
