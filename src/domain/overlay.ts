// The view a screen shows: the replica with the pending commands laid over it,
// in queue order. Pure, so every case is one line of a table test.
import {
  applyCategoryUpdates,
  touchedCategoryIds,
  type AnyCommand,
} from './commands';
import { CATEGORY_DEFAULTS, type Category } from './entities';

export type CommandStatus = 'queued' | 'delivered' | 'failed';

/** What the overlay needs to know of an outbox entry. */
export interface PendingCommand {
  command: AnyCommand;
  status: CommandStatus;
  /** Server commit time (epoch ms) once delivered. */
  committedAt?: number;
}

export type Viewed<T> = T & { pending: boolean };

type WithUpdatedAt = { id: string; updatedAt?: number };

/**
 * A delivered command stays laid over the replica until the replica has pulled
 * its effect, so the change never blinks out between the server's answer and
 * the replication bringing it back.
 *
 * A row missing from the replica proves nothing: it may simply not be pulled
 * yet, and a pull already in flight can still bring it back alive (a delete
 * absorbed that early let a deleted row reappear). Commands whose effect is an
 * absence therefore stay laid over until the engine's delivered-entry TTL;
 * overlaying them longer is harmless, since they only hide or touch rows that
 * are gone.
 */
export function isAbsorbed(entry: PendingCommand, replicaById: ReadonlyMap<string, WithUpdatedAt>): boolean {
  if (entry.status !== 'delivered' || entry.committedAt === undefined) return false;
  const committedAt = entry.committedAt;
  const landed = (id: string) => {
    const doc = replicaById.get(id);
    return doc !== undefined && Math.floor(doc.updatedAt ?? 0) >= committedAt;
  };
  const { command } = entry;
  switch (command.type) {
    case 'category.delete':
      return false;
    case 'category.add':
      return landed(command.payload.category.id);
    default:
      return touchedCategoryIds(command).every(landed);
  }
}

function applyToCategories(view: Map<string, Viewed<Category>>, command: AnyCommand, pending: boolean): void {
  const mark = (c: Viewed<Category>) => ({ ...c, pending: c.pending || pending });
  switch (command.type) {
    case 'category.add': {
      const { category } = command.payload;
      const base = view.get(category.id);
      view.set(category.id, mark({
        ...CATEGORY_DEFAULTS,
        translations: {},
        ...base,
        ...category,
        storeId: command.storeId,
        pending: base?.pending ?? false,
      }));
      return;
    }
    case 'category.delete':
      view.delete(command.payload.categoryId);
      return;
    case 'category.update':
    case 'category.bulkUpdate': {
      const updates = command.type === 'category.update' ? [command.payload] : command.payload.updates;
      for (const { categoryId, updates: fields } of updates) {
        const current = view.get(categoryId);
        if (current) view.set(categoryId, mark(applyCategoryUpdates(current, fields)));
      }
      return;
    }
    case 'category.reorder':
      command.payload.orderedIds.forEach((id, orderIndex) => {
        const current = view.get(id);
        if (current && current.orderIndex !== orderIndex) view.set(id, mark({ ...current, orderIndex }));
      });
  }
}

export function byOrderIndex(a: Category, b: Category): number {
  return a.orderIndex - b.orderIndex || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
}

/**
 * Replica ⊕ pending. Queued commands mark what they touch as pending; failed
 * ones are left out, which is the rollback; absorbed ones are already in the replica.
 */
export function overlayCategories(
  replica: readonly (Category & WithUpdatedAt)[],
  entries: readonly PendingCommand[],
): Viewed<Category>[] {
  const replicaById = new Map(replica.map((c) => [c.id, c]));
  const view = new Map<string, Viewed<Category>>(replica.map((c) => [c.id, { ...c, pending: false }]));
  for (const entry of entries) {
    if (entry.status === 'failed' || isAbsorbed(entry, replicaById)) continue;
    if (!entry.command.type.startsWith('category.')) continue;
    applyToCategories(view, entry.command, entry.status === 'queued');
  }
  return [...view.values()].sort(byOrderIndex);
}
