// Harness for the fault matrix (tests/e2e/fault-matrix.spec.ts), built only by
// the local stack (scripts/lib/build-app.ts), never by `npm run build`. It
// makes the bulk of the matrix's changes the way the screens do, only faster:
// the signed-in user's own engine (acquireEngine with appEngineConfig, as
// ShellLayout does), the view the screens read (replica ⊕ outbox through the
// same overlays), and the domain's command builders checked against that view.
// It never writes the outbox by hand: every command goes through dispatch.
import {
  addCategoryCommand, deleteCategoryCommand, reorderCategoriesCommand, updateCategoryCommand,
} from '../../src/domain/categories/category-commands';
import type { AnyCommand } from '../../src/domain/sync/commands';
import { withCategoryDefaults, withMenuItemDefaults, type Category, type MenuItem } from '../../src/domain/shared/entities';
import {
  addMenuItemCommand, deleteMenuItemCommand, reorderMenuItemsCommand, updateMenuItemCommand,
} from '../../src/domain/menu/menu-item-commands';
import { overlayCategories, overlayMenuItems } from '../../src/domain/sync/overlay';
import type { ValidationResult } from '../../src/domain/shared/validation-result';
import { appEngineConfig } from '../../src/data/engine/app-engine-config';
import type { OfflineEngine } from '../../src/data/engine/engine';
import { acquireEngine } from '../../src/data/engine/registry';
import { auth } from '../../src/data/firebase/firebase';
import { mulberry32 } from '../../scripts/seed/demo-random';

// In the hash, not the query: the precache serves this page offline only at its exact URL.
const storeId = new URLSearchParams(location.hash.slice(1)).get('storeId') ?? '';

let held: Promise<OfflineEngine> | undefined;
function engine(): Promise<OfflineEngine> {
  held ??= (async () => {
    await auth.authStateReady();
    const uid = auth.currentUser?.uid;
    if (!uid) throw new Error('sign in before opening the harness');
    return acquireEngine(appEngineConfig(uid, storeId));
  })();
  return held;
}

/** What the screens show: the replica with this store's outbox entries laid over it. */
async function view(): Promise<{ categories: Category[]; items: MenuItem[] }> {
  const e = await engine();
  const [categoryDocs, itemDocs, entries] = await Promise.all([
    e.replica.categories.find().exec(),
    e.replica.menuitems.find().exec(),
    e.outbox.all(),
  ]);
  const mine = entries.filter((entry) => entry.command.storeId === storeId);
  const categories = overlayCategories(
    categoryDocs.map((d) => {
      const json = d.toJSON() as Partial<Category> & { id: string; updatedAt?: number };
      return { ...withCategoryDefaults({ ...json, storeId }), updatedAt: json.updatedAt };
    }),
    mine,
  );
  const items = overlayMenuItems(
    itemDocs.map((d) => {
      const json = d.toJSON() as Partial<MenuItem> & { id: string; updatedAt?: number };
      return { ...withMenuItemDefaults({ ...json, storeId }), updatedAt: json.updatedAt };
    }),
    mine,
  );
  return { categories, items };
}

/** `ids` with the one at `from` moved to `to`: a drag's result. */
function moved(ids: string[], from: number, to: number): string[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
}

export interface Bounds {
  categories: { min: number; max: number };
  items: { min: number; max: number };
}

type Build = (ids: { commandId: string; storeId: string }) => ValidationResult<AnyCommand>;

/**
 * Queues `count` changes, each built against the view as it is after the one
 * before (as a user works): adds, edits, reorders and deletes of categories and
 * menu items, keeping the counts within `bounds`. Answers each command's id and type.
 */
async function queueChanges(count: number, seed: number, label: string, bounds: Bounds): Promise<{ id: string; type: string }[]> {
  const e = await engine();
  // Seeded, so a failing run can be replayed.
  const next = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const queued: { id: string; type: string }[] = [];
  for (let n = 0; n < count; n++) {
    const { categories, items } = await view();
    const name = `${label}-${n}`;
    const choices: Build[] = [];
    const cat = () => pick(categories);
    const item = () => pick(items);
    if (categories.length < bounds.categories.max) choices.push((ids) => addCategoryCommand({ name: `Cat ${name}` }, categories, { ...ids, categoryId: crypto.randomUUID() }));
    if (categories.length > bounds.categories.min) choices.push((ids) => deleteCategoryCommand(cat().id, categories, ids));
    choices.push((ids) => updateCategoryCommand(cat().id, { name: `Cat ${name}` }, categories, ids));
    choices.push((ids) => {
      const order = categories.map((c) => c.id);
      return reorderCategoriesCommand(moved(order, Math.floor(next() * order.length), Math.floor(next() * order.length)), categories, ids);
    });
    if (items.length < bounds.items.max) {
      const add: Build = (ids) => addMenuItemCommand({ name: `Item ${name}`, price: 1 + Math.floor(next() * 2000) / 100 }, items, { ...ids, menuItemId: crypto.randomUUID() });
      choices.push(add, add);
    }
    if (items.length > bounds.items.min) choices.push((ids) => deleteMenuItemCommand(item().id, items, ids));
    choices.push((ids) => updateMenuItemCommand(item().id, { name: `Item ${name}`, price: 1 + Math.floor(next() * 2000) / 100 }, items, ids));
    choices.push((ids) => {
      const order = items.map((i) => i.id);
      return reorderMenuItemsCommand(moved(order, Math.floor(next() * order.length), Math.floor(next() * order.length)), items, ids);
    });
    const built = pick(choices)({ commandId: crypto.randomUUID(), storeId });
    if (!built.ok) throw new Error(`the builder refused: ${JSON.stringify(built.errors)}`);
    await e.dispatch(built.value);
    queued.push({ id: built.value.id, type: built.value.type });
  }
  return queued;
}

declare global {
  interface Window {
    faultHarness?: { ready: () => Promise<void>; queueChanges: typeof queueChanges };
  }
}

window.faultHarness = { ready: async () => void (await engine()), queueChanges };
document.body.dataset.ready = 'true';
