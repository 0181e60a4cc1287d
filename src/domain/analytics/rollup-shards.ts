// A store day's rollup is spread over several documents so that a rush does
// not queue on one: Firestore sustains about one write a second per document,
// and every order write also writes its day's rollup. Each order counts in
// one shard, chosen from its id, so the before/after deltas of the same order
// always meet in the same document. A closed day is folded back into the
// single document `{day}` (the form the rollups had before shards, which
// therefore reads as a folded day) so a device does not pull N documents for
// every day of its history. A late write to a folded day goes to its shard
// as usual: readers sum every live document of a day, folded or shard.
import { emptyDailyStats, type DailyStats } from './daily-stats';
import { shiftStoreDay } from '../shared/store-day';

/**
 * Shards per day. At ten times a busy rush (3,000 orders an hour, each placed
 * and changed four times: 15,000 writes an hour, 4.2 a second) each of 10 shards takes about
 * 0.42 writes a second: under half the sustained limit, so a burst twice the
 * hour's average or an unlucky spread of order ids still stays under it. A
 * device pays at most 10 small documents a day for the days not folded yet.
 */
export const ROLLUP_SHARDS = 10;

/** A day is folded once it is this many store days before today (today and yesterday stay sharded). */
export const FOLD_AFTER_DAYS = 2;

/** FNV-1a over the id's UTF-16 units: stable across runtimes, spread well enough for random ids. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** The shard an order's writes always go to. */
export function rollupShard(orderId: string, shards: number = ROLLUP_SHARDS): number {
  return hash(orderId) % shards;
}

/** `dailyStats/{day}_{shard}`; the folded day is `dailyStats/{day}`. */
export function shardDocId(date: string, shard: number): string {
  return `${date}_${shard}`;
}

/** Whether `date` is closed on `today` (both store days), so it may be folded. */
export function isFoldableDay(date: string, today: string): boolean {
  return date <= shiftStoreDay(today, -FOLD_AFTER_DAYS);
}

type Node = Record<string, unknown>;

/**
 * Adds `from` into `into` the way increments would: numbers add, maps merge.
 * A text (an item's name, a cancel reason) is taken from the later document
 * unless empty: documents of one day disagree only when an item was renamed
 * that day, and then either name is the item's.
 */
function addInto(into: Node, from: Readonly<Node>): void {
  for (const [key, value] of Object.entries(from)) {
    if (typeof value === 'number') {
      const before = into[key];
      into[key] = (typeof before === 'number' ? before : 0) + value;
    } else if (typeof value === 'string') {
      if (value !== '' || typeof into[key] !== 'string') into[key] = value;
    } else if (typeof value === 'object' && value !== null) {
      if (typeof into[key] !== 'object' || into[key] === null) into[key] = {};
      addInto(into[key] as Node, value as Node);
    }
  }
}

/** The sum of some documents of one store day (a folded document and its shards, in any mix). */
export function sumDailyStats(date: string, docs: readonly DailyStats[]): DailyStats {
  const sum = emptyDailyStats(date) as unknown as Node;
  for (const doc of docs) {
    const { id: _id, ...figures } = doc;
    addInto(sum, figures);
  }
  return { ...(sum as unknown as DailyStats), id: date };
}

/**
 * Rollup documents (shards, folded days, or the parts of them a reader keeps,
 * such as `{ id, byStatus }`), each `id` its store day, summed into one per
 * day, sorted by day. A day with one document is passed through uncopied.
 */
export function dailyStatsByDay<T extends { id: string }>(docs: readonly T[]): T[] {
  const days = new Map<string, T[]>();
  for (const doc of docs) {
    const list = days.get(doc.id);
    if (list) list.push(doc);
    else days.set(doc.id, [doc]);
  }
  const summed: T[] = [];
  for (const [id, list] of days) {
    if (list.length === 1) {
      summed.push(list[0] as T);
      continue;
    }
    const sum: Node = {};
    for (const doc of list) {
      const { id: _id, ...figures } = doc;
      addInto(sum, figures);
    }
    summed.push({ ...sum, id } as unknown as T);
  }
  return summed.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The fields that name a shard document (its figures are the order Functions' increments). */
export function shardFields(date: string, shard: number): { id: string; date: string; shard: number } {
  return { id: shardDocId(date, shard), date, shard };
}

/**
 * A folded day's whole document, replication fields aside: its figures, its
 * day, and no `shard` field, so the fold's query for live shards never finds it.
 */
export function foldedDayFields(stats: DailyStats): DailyStats & { date: string } {
  return { ...stats, id: stats.id, date: stats.id };
}
