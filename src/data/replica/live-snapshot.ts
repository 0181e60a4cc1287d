// Live changes from the listener itself. Firestore has no ordered change feed,
// so RxDB's own Firestore replication answers every snapshot with a pull of
// several queries. Ours applies the documents the snapshot already holds, and
// moves the checkpoint only when the snapshot proves that nothing between the
// checkpoint and its newest document is missing; otherwise a pull catches up.
import { compareCheckpoints, compareStamps, type PullCheckpoint, type Stamp, type StampedDoc } from './checkpoint';

/**
 * What a live listener saw, in one of two shapes:
 * - on the newest documents (`updatedAt desc, id desc`, `limit`): every
 *   document of its answer, newest first;
 * - bounded below (`updatedAt >= coversFrom`, no limit): its newest document
 *   alone, since every other one it holds came in `changed` of an earlier
 *   answer, and `coversFrom`.
 * `changed` holds the documents added or changed since its previous answer.
 */
export interface LiveSnapshot<T> {
  newest: readonly StampedDoc<T>[];
  changed: readonly StampedDoc<T>[];
  /** The answer holds every document there is (fewer than the limit, or a single document). */
  complete: boolean;
  /** A bounded listener's answer holds every document stamped at or after this. */
  coversFrom?: Stamp;
  /** How many documents the answer holds. */
  size?: number;
}

export interface LiveStep<T> {
  /** Written to the replica now, whatever the checkpoint does. */
  documents: StampedDoc<T>[];
  /** Where the checkpoint may move (undefined: it stays where it is). */
  advanceTo?: PullCheckpoint;
  /** A gap may lie between the checkpoint and the snapshot: a pull must follow. */
  resync: boolean;
}

const checkpointOf = (doc: StampedDoc<unknown>): PullCheckpoint => ({ ...doc.stamp, id: doc.id });

/**
 * `known` is the checkpoint the replica holds (or will hold once the work
 * already handed to it is stored); undefined while no pull has answered yet.
 * Until then an answer only adds documents: the first checkpoint is the
 * pull's (the orders' first page also brings the older active orders).
 *
 * The listener's answer is the `limit` newest documents: every document after
 * its oldest one is in it. When that oldest one is at or before `known`, every
 * document after `known` is in the answer, so the checkpoint may move to the
 * newest. Otherwise documents may have changed between `known` and the answer
 * that it no longer shows (more than `limit` changes at once, or a device
 * that was away): those documents are applied, the checkpoint stays, and a
 * pull reads the gap.
 *
 * A bounded answer holds every document stamped at or after `coversFrom`:
 * when that is at or before `known`, the checkpoint may move to its newest.
 *
 * Documents at or before `known` that the answer reports as changed are
 * applied too: a commit becomes visible a moment after its stamp is taken, so
 * a document can appear behind a checkpoint that already passed its stamp.
 */
export function liveStep<T>(known: PullCheckpoint | undefined, snapshot: LiveSnapshot<T>): LiveStep<T> {
  const { newest, changed, complete } = snapshot;
  const after = (doc: StampedDoc<T>) => !known || compareCheckpoints(checkpointOf(doc), known) > 0;
  const byId = new Map<string, StampedDoc<T>>();
  for (const doc of [...changed, ...newest.filter(after)]) byId.set(doc.id, doc);
  const documents = [...byId.values()];
  const oldest = newest[newest.length - 1];
  const contiguous = complete || (known !== undefined && (
    snapshot.coversFrom !== undefined
      ? compareStamps(snapshot.coversFrom, known) <= 0
      : oldest !== undefined && compareCheckpoints(checkpointOf(oldest), known) <= 0
  ));
  if (!contiguous) return { documents, resync: true };
  const top = newest[0];
  const advanceTo = known && top && after(top) ? checkpointOf(top) : undefined;
  return { documents, advanceTo, resync: false };
}

/** A checkpoint RxDB handed back, or none: a stored `{}` (see replicate.ts) is none. */
export function isPullCheckpoint(value: unknown): value is PullCheckpoint {
  const c = value as Partial<PullCheckpoint> | null | undefined;
  return typeof c?.seconds === 'number' && typeof c.nanoseconds === 'number' && typeof c.id === 'string';
}
