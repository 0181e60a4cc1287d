// The view a screen shows: the replica with the pending commands laid over it,
// in queue order. Pure, so every case is one line of a table test.
// How each command shows is declared by its area (the `overlay` of its
// CommandSpec); this file only looks it up.
import {
  landingOf, type ListEdit, type OverlayList, type ReplicaIndex, type Viewed, type ViewedMenuItem, type ViewedOrder, type WithUpdatedAt,
} from '../shared/command-spec';
import { commandSpec, type AnyCommand } from './commands';
import type { Category, MenuItem } from '../shared/entities';

export type { ReplicaIndex, Viewed, ViewedMenuItem } from '../shared/command-spec';

export type CommandStatus = 'queued' | 'delivered' | 'failed';

/** What the overlay needs to know of an outbox entry. */
export interface PendingCommand {
  command: AnyCommand;
  status: CommandStatus;
  /** Server commit time (epoch ms) once delivered. */
  committedAt?: number;
  /** When it was queued on this device (epoch ms): the time a pending change shows with. */
  queuedAt?: number;
}

/**
 * A delivered command stays laid over the replica until the replica has pulled
 * its effect, so the change never blinks out between the server's answer and
 * the replication bringing it back.
 *
 * A row missing from the replica proves nothing: it may simply not be pulled
 * yet, and a pull already in flight can still bring it back alive (a delete
 * absorbed that early let a deleted row reappear). A delete is absorbed only
 * when the replica holds the row's tombstone from that commit or later (the
 * engine looks those up: live queries never show them), and so is any change
 * to a row deleted since; without it, it stays laid over until the engine's
 * delivered-entry TTL, which is harmless, since it only touches a row that is
 * gone. Reorders and membership changes are judged by the state they set,
 * since the server stamps only the rows they changed.
 */
export function isAbsorbed(entry: PendingCommand, replica: ReplicaIndex): boolean {
  if (entry.status !== 'delivered' || entry.committedAt === undefined) return false;
  return commandSpec(entry.command).absorbed(entry.command, landingOf(entry.committedAt, replica));
}

/**
 * What a later command overwrites entirely: once the replica shows the later
 * one, the earlier one's effect is gone from the server too. Judging that one
 * by state alone would fail forever (the replica will never show it again),
 * and laid over the replica it would bring back what the later one undid.
 */
function overwriteKey(command: AnyCommand): string | undefined {
  return commandSpec(command).overwriteKey?.(command);
}

/**
 * The ids of the delivered commands the replica has absorbed: each one it
 * shows, and each one a later absorbed command overwrote. `entries` must be
 * one store's, in queue order.
 */
export function absorbedCommandIds(entries: readonly PendingCommand[], replica: ReplicaIndex): Set<string> {
  const absorbed = new Set<string>();
  const overwritten = new Set<string>();
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i] as PendingCommand;
    if (entry.status !== 'delivered') continue;
    const key = overwriteKey(entry.command);
    if ((key !== undefined && overwritten.has(key)) || isAbsorbed(entry, replica)) {
      absorbed.add(entry.command.id);
      if (key !== undefined) overwritten.add(key);
    }
  }
  return absorbed;
}

/**
 * Lays one pending command over one list, by its declared rule for that list
 * (each area's commands.ts says how its commands show); a command with no rule
 * for the list leaves it alone. `open` says whether the command still speaks
 * for a row (see ListEdit).
 */
export function layOver<L extends OverlayList>(
  list: L,
  view: Map<string, OverlayRow<L>>,
  entry: PendingCommand,
  open: (id: string) => boolean = () => true,
): void {
  const rule = commandSpec(entry.command).overlay[list] as OverlayRule<L> | undefined;
  if (!rule) return;
  const pending = entry.status === 'queued';
  const put = (row: OverlayRow<L>) => view.set(row.id, { ...row, pending: row.pending || pending });
  rule(entry.command, {
    has: (id) => view.has(id),
    get: (id) => view.get(id),
    rows: () => [...view.values()],
    put,
    change: (id, f) => {
      const current = view.get(id);
      if (current) put(f(current));
    },
    set: (row) => view.set(row.id, row),
    delete: (id) => view.delete(id),
    open,
    queuedAt: entry.queuedAt,
  });
}

type OverlayRow<L extends OverlayList> = { categories: Viewed<Category>; menuItems: ViewedMenuItem; orders: ViewedOrder }[L];
type OverlayRule<L extends OverlayList> = (command: AnyCommand, list: ListEdit<OverlayRow<L>>) => void;

export function byOrderIndex(a: { orderIndex: number; name: string; id: string }, b: { orderIndex: number; name: string; id: string }): number {
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
  const index: ReplicaIndex = { categories: new Map(replica.map((c) => [c.id, c])), menuItems: new Map() };
  const view = new Map<string, Viewed<Category>>(replica.map((c) => [c.id, { ...c, pending: false }]));
  const absorbed = absorbedCommandIds(entries, index);
  for (const entry of entries) {
    if (entry.status === 'failed' || absorbed.has(entry.command.id)) continue;
    layOver('categories', view, entry);
  }
  return [...view.values()].sort(byOrderIndex);
}

/** Replica ⊕ pending for the menu, as overlayCategories does for categories. */
export function overlayMenuItems(
  replica: readonly (MenuItem & WithUpdatedAt)[],
  entries: readonly PendingCommand[],
): ViewedMenuItem[] {
  const index: ReplicaIndex = { categories: new Map(), menuItems: new Map(replica.map((m) => [m.id, m])) };
  const view = new Map<string, ViewedMenuItem>(replica.map((m) => [m.id, { ...m, pending: false }]));
  const absorbed = absorbedCommandIds(entries, index);
  for (const entry of entries) {
    if (entry.status === 'failed' || absorbed.has(entry.command.id)) continue;
    layOver('menuItems', view, entry);
  }
  return [...view.values()].sort(byOrderIndex);
}
