// What every command declares, in its area's commands.ts: the callable that
// delivers it, the words the outbox shows, the replica rows it touches, and
// when the replica shows its effect. src/domain/sync/commands.ts gathers the areas
// into one registry typed over every command type, so a command without its
// rule does not compile. This file imports no area, so any area may use it
// (the records it names are the kernel's entities).
import type { Category, LocalImageRef, MenuItem, Order } from './entities';
import type { GenericSchema } from 'valibot';
import type { CallableDeclaration } from './function-spec';
import type { Permission } from './permission';

/** A command of type T: a client-made id (the server's exactly-once key), the store, and the callable's data. */
export interface CommandOf<T extends string, P> {
  id: string;
  type: T;
  storeId: string;
  payload: P;
}

export type WithUpdatedAt = { id: string; updatedAt?: number };
export type ReplicaRow = WithUpdatedAt & { orderIndex?: number };

/** The replica's rows by id, as far as absorption needs them. */
export interface ReplicaIndex {
  categories: ReadonlyMap<string, ReplicaRow>;
  menuItems: ReadonlyMap<string, ReplicaRow & { categories?: readonly string[] }>;
  /** The current store's orders (order commands are judged by their stamps). */
  orders?: ReadonlyMap<string, WithUpdatedAt>;
  /** The store document (table-count and settings commands are judged by its stamp). */
  store?: WithUpdatedAt;
  /** The current store's customer messages. */
  customerMessages?: ReadonlyMap<string, WithUpdatedAt>;
  /** The current store's live (not deleted) upload records. */
  uploads?: ReadonlyMap<string, WithUpdatedAt>;
  /**
   * Tombstones the replica holds (deleted rows it has pulled), by id. A
   * tombstone stamped at or after a command's commit shows the replica past
   * that commit for the row: a delete's effect pulled, or an earlier change to
   * a row deleted since (checkpoints only move forward, so no older pull can
   * bring the row back).
   */
  deleted?: {
    categories: ReadonlyMap<string, WithUpdatedAt>;
    menuItems: ReadonlyMap<string, WithUpdatedAt>;
  };
}

/** The replica rows a command changes, by collection: pending markers and the engine's reads of them. */
export interface TouchedIds {
  categories?: readonly string[];
  menuItems?: readonly string[];
  orders?: readonly string[];
  customerMessages?: readonly string[];
  uploads?: readonly string[];
}

/** A delivered command's commit, seen against the replica: what an absorption rule judges with. */
export interface Landing {
  replica: ReplicaIndex;
  /** The row is there with a stamp at or after the commit. */
  stamped(row: WithUpdatedAt | undefined): boolean;
  /** The row as the command left it, or deleted since: either way the replica is past the commit for it. */
  landed(kind: 'categories' | 'menuItems', id: string): boolean;
}

export function landingOf(committedAt: number, replica: ReplicaIndex): Landing {
  const stamped = (row: WithUpdatedAt | undefined) => row !== undefined && Math.floor(row.updatedAt ?? 0) >= committedAt;
  return {
    replica,
    stamped,
    landed: (kind, id) => stamped(replica[kind].get(id)) || stamped(replica.deleted?.[kind].get(id)),
  };
}

/** A row as a screen shows it: pending while a command of this device about it is still queued. */
export type Viewed<T> = T & { pending: boolean };

/** A menu item as screens show it: an image chosen on this device shows from IndexedDB until uploaded. */
export type ViewedMenuItem = Viewed<MenuItem> & { localImage?: LocalImageRef };

export type ViewedOrder = Viewed<Order>;

/** One list of the overlay, as one pending command changes it. */
export interface ListEdit<T extends { id: string; pending: boolean }> {
  has(id: string): boolean;
  get(id: string): T | undefined;
  rows(): T[];
  /** Sets the row as the command leaves it: pending if it was, or if the command is still queued. */
  put(row: T): void;
  /** Changes a row the list holds, as put does; a row not there stays absent. */
  change(id: string, f: (row: T) => T): void;
  /** Sets the row as given, its pending mark left alone (a side effect of the command, not its change). */
  set(row: T): void;
  delete(id: string): void;
  /**
   * Whether the command still speaks for this row. Lists whose absorbed
   * commands are left out whole (categories, menu items) answer true; the
   * orders ask per row, since a bulk change lands order by order.
   */
  open(id: string): boolean;
  /** When the command was queued on this device, when known (a pending line of an order's history shows it). */
  queuedAt?: number;
}

/**
 * How a command shows in each list the overlay lays over the replica (its
 * change planned as the server plans it); a list it names no rule for, it
 * leaves alone. Methods, for the same reason as CommandSpec's.
 */
export interface OverlayRules<C> {
  categories?(command: C, list: ListEdit<Viewed<Category>>): void;
  menuItems?(command: C, list: ListEdit<ViewedMenuItem>): void;
  orders?(command: C, list: ListEdit<ViewedOrder>): void;
}

export type OverlayList = keyof OverlayRules<unknown>;

/**
 * Commands that change none of the lists above: the store document, the
 * upload history and the customer messages are laid over by their own area's
 * overlay (store/, menu-import/, messages/), the rest show nowhere before they land.
 */
export const IN_NO_LIST = {} as const;

/**
 * One command type's declaration. Methods, not function-valued properties:
 * the registry's lookup (commandSpec) reads every spec as a spec of any
 * command, which is sound only because it picks the spec by the command's own type.
 */
export interface CommandSpec<C> {
  /**
   * The payload's schema: the client's type is inferred from it, and the
   * Functions parse the callable's data with it before the handler runs
   * (src/domain/shared/payload-schema.ts).
   */
  payload?: GenericSchema<unknown, C extends { payload: infer P } ? P : never>;
  /** The callable Function that delivers it: a portal callable's declaration (its area's functions.ts). */
  callable: CallableDeclaration<'portal'>;
  /** A short line naming it in the list of failed changes (our wording). */
  describe(command: C): string;
  touches(command: C): TouchedIds;
  /** Whether the replica shows a delivered command's effect, so the outbox may let it go. */
  absorbed(command: C, landing: Landing): boolean;
  /** How the command shows before the replica has it (IN_NO_LIST when it changes no list). */
  overlay: OverlayRules<C>;
  /**
   * Set when a later command with the same key overwrites this one entirely:
   * once the replica shows the later one, this one's effect is gone from the
   * server too, and judged by state alone it would never be absorbed.
   */
  overwriteKey?(command: C): string;
  /**
   * What the sender's role must allow (src/domain/team/permissions.ts). Judged
   * by the Functions from the callable's data, so it reads the payload only.
   */
  permission(command: C): Permission;
}

/** An area's declarations: one spec for every command type of its payload map. */
export type CommandSpecs<P> = { readonly [T in keyof P & string]: CommandSpec<CommandOf<T, P[T]>> };

/** Commands that change no replica row. */
export const TOUCHES_NOTHING = (): TouchedIds => ({});

/**
 * The places a reorder gives: the listed ids that are still there (`has`),
 * numbered 0..n-1 in the listed order. Ids deleted meanwhile (on another
 * device) are skipped, as the server skips them.
 */
export function reorderPositions(orderedIds: readonly string[], has: (id: string) => boolean): Map<string, number> {
  const positions = new Map<string, number>();
  for (const id of orderedIds) if (has(id) && !positions.has(id)) positions.set(id, positions.size);
  return positions;
}

/**
 * Whether the replica shows the order a reorder set: the listed rows it holds
 * stand in that order. Judged by state, not by stamps: the server stamps only
 * the rows whose place changed. Relative order, not the exact numbers: a row
 * deleted later leaves a gap in the stored positions, and the order still
 * stands. An empty match proves nothing (the rows may not be pulled yet).
 */
export function showsOrder(orderedIds: readonly string[], rows: ReadonlyMap<string, ReplicaRow>): boolean {
  const present = [...reorderPositions(orderedIds, (id) => rows.has(id)).keys()];
  const place = (id: string) => rows.get(id)?.orderIndex ?? Number.NEGATIVE_INFINITY;
  return present.length > 0 && present.every((id, i) => i === 0 || place(present[i - 1]!) < place(id));
}
