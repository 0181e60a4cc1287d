// The checkpoint queries of the pull, always answered by the server (a cache
// answer could move the checkpoint past documents never seen), over
// Firestore's REST client (firestore/lite), each its own request. Nothing of
// the full SDK: a new device's first orders are asked for with only this
// evaluated (src/data/engine/orders-ahead.ts). The listeners are
// firestore-pull.ts's.
import * as rest from 'firebase/firestore/lite';
import type { DocumentData } from 'firebase/firestore/lite';
import { compareStamps, type PullSource, type Stamp, type StampedDoc } from './checkpoint';
import type { ReplicaDoc } from './schemas';

const ts = (s: Stamp) => new rest.Timestamp(s.seconds, s.nanoseconds);
const isStamp = (value: unknown): value is rest.Timestamp => value instanceof rest.Timestamp;

/** Either SDK's snapshot, as far as a stamped document needs it. */
interface Snapshot {
  id: string;
  get(field: string): unknown;
  data(): DocumentData | undefined;
}

/** A snapshot whose `updatedAt` is a Timestamp (of either SDK), with its stamp. */
export function stamped(snap: Snapshot): StampedDoc<DocumentData> {
  const stamp = snap.get('updatedAt') as { seconds: number; nanoseconds: number };
  return { id: snap.id, stamp: { seconds: stamp.seconds, nanoseconds: stamp.nanoseconds }, data: snap.data() ?? {} };
}

/** A store's sub-collection as a pull source. */
export function subcollectionSource(db: rest.Firestore, path: string): PullSource<DocumentData> {
  const col = rest.collection(db, path);
  const { where, documentId } = rest;
  const read = async (q: rest.Query<DocumentData>) => (await rest.getDocs(q)).docs;
  return {
    async after(at, max) {
      const later = at ? [where('updatedAt', '>', ts(at))] : [];
      return (await read(rest.query(col, ...later, rest.orderBy('updatedAt'), rest.orderBy(documentId()), rest.limit(max)))).map(stamped);
    },
    async afterCheckpoint(at, max) {
      return (await read(rest.query(col, rest.orderBy('updatedAt'), rest.orderBy(documentId()), rest.startAfter(ts(at), at.id), rest.limit(max)))).map(stamped);
    },
    async between(from, to, max) {
      return (await read(rest.query(col, where('updatedAt', '>=', ts(from)), where('updatedAt', '<=', ts(to)), rest.orderBy('updatedAt', 'desc'), rest.limit(max)))).map(stamped);
    },
    async matching(field, values, max) {
      return (await read(rest.query(col, where(field, 'in', [...values]), rest.limit(max)))).filter((d) => isStamp(d.get('updatedAt'))).map(stamped);
    },
  };
}

/** The store document as a source of at most one document. */
export function documentSource(db: rest.Firestore, path: string): PullSource<DocumentData> {
  const ref = rest.doc(db, path);
  const one = async () => {
    const snap = await rest.getDoc(ref);
    return snap.exists() && isStamp(snap.get('updatedAt')) ? stamped(snap) : undefined;
  };
  return {
    sameStamp: async () => [],
    async after(at) {
      const found = await one();
      return found && (!at || compareStamps(found.stamp, at) > 0) ? [found] : [];
    },
    async between(from, to) {
      const found = await one();
      return found && compareStamps(found.stamp, from) >= 0 && compareStamps(found.stamp, to) <= 0 ? [found] : [];
    },
  };
}

/** A Timestamp of either SDK (a document's data holds no other object with a method). */
const isTimestamp = (value: unknown): value is { toMillis(): number } =>
  value !== null && typeof value === 'object' && typeof (value as { toMillis?: unknown }).toMillis === 'function';

/** Firestore values as plain JSON: Timestamps become epoch ms. */
function plain(value: unknown): unknown {
  if (isTimestamp(value)) return value.toMillis();
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

/** A document as the replica stores it, from either SDK's data. */
export function toReplicaDoc(id: string, data: DocumentData): ReplicaDoc & { _deleted: boolean } {
  return { ...(plain(data) as Record<string, unknown>), id, _deleted: data._deleted === true };
}
