// The Firestore side of the pull: the two checkpoint queries, always answered
// by the server (a cache answer could move the checkpoint past documents never
// seen), and the live trigger.
import {
  collection,
  doc,
  documentId,
  getDocFromServer,
  getDocsFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  Timestamp,
  where,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import { Observable } from 'rxjs';
import { compareStamps, type PullSource, type Stamp, type StampedDoc } from './checkpoint';
import type { ReplicaDoc } from './schemas';

const ts = (s: Stamp) => new Timestamp(s.seconds, s.nanoseconds);

function stamped(snap: DocumentSnapshot<DocumentData>): StampedDoc<DocumentData> {
  const stamp = snap.get('updatedAt') as Timestamp;
  return { id: snap.id, stamp: { seconds: stamp.seconds, nanoseconds: stamp.nanoseconds }, data: snap.data() ?? {} };
}

export function subcollectionSource(firestore: Firestore, path: string): PullSource<DocumentData> {
  const col = collection(firestore, path);
  return {
    async sameStamp(at, afterId, max) {
      const q = query(col, where('updatedAt', '==', ts(at)), where(documentId(), '>', afterId), orderBy(documentId()), limit(max));
      return (await getDocsFromServer(q)).docs.map(stamped);
    },
    async after(at, max) {
      const later = at ? [where('updatedAt', '>', ts(at))] : [];
      const q = query(col, ...later, orderBy('updatedAt'), orderBy(documentId()), limit(max));
      return (await getDocsFromServer(q)).docs.map(stamped);
    },
    async between(from, to, max) {
      const q = query(col, where('updatedAt', '>=', ts(from)), where('updatedAt', '<=', ts(to)), orderBy('updatedAt', 'desc'), limit(max));
      return (await getDocsFromServer(q)).docs.map(stamped);
    },
    async matching(field, values, max) {
      const q = query(col, where(field, 'in', [...values]), limit(max));
      return (await getDocsFromServer(q)).docs.filter((d) => d.get('updatedAt') instanceof Timestamp).map(stamped);
    },
  };
}

/** The store document as a source of at most one document. */
export function documentSource(firestore: Firestore, path: string): PullSource<DocumentData> {
  return {
    sameStamp: async () => [],
    async after(at) {
      const snap = await getDocFromServer(doc(firestore, path));
      if (!snap.exists() || !(snap.get('updatedAt') instanceof Timestamp)) return [];
      const one = stamped(snap);
      return !at || compareStamps(one.stamp, at) > 0 ? [one] : [];
    },
    async between(from, to) {
      const snap = await getDocFromServer(doc(firestore, path));
      if (!snap.exists() || !(snap.get('updatedAt') instanceof Timestamp)) return [];
      const one = stamped(snap);
      return compareStamps(one.stamp, from) >= 0 && compareStamps(one.stamp, to) <= 0 ? [one] : [];
    },
  };
}

/** Firestore values as plain JSON: Timestamps become epoch ms. */
function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toMillis();
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  }
  return value;
}

export function toReplicaDoc(id: string, data: DocumentData): ReplicaDoc & { _deleted: boolean } {
  return { ...(plain(data) as Record<string, unknown>), id, _deleted: data._deleted === true };
}

/**
 * How many of the newest documents the live trigger watches: a document that
 * becomes visible late (see pullPage) lands among them, so it triggers the
 * pull that re-reads it, even when nothing newer is written after it.
 */
export const LATE_WATCH_DOCS = 20;

/** Fires whenever one of the newest documents changes: Firestore has no change feed, so it only triggers a pull. */
export function newestChange$(firestore: Firestore, path: string, isDocument: boolean): Observable<'RESYNC'> {
  return new Observable<'RESYNC'>((subscriber) => {
    const onError = () => {
      /* The pull's own retries report trouble; a lost trigger is recovered by the next pull. */
    };
    const next = () => subscriber.next('RESYNC');
    return isDocument
      ? onSnapshot(doc(firestore, path), next, onError)
      : onSnapshot(query(collection(firestore, path), orderBy('updatedAt', 'desc'), limit(LATE_WATCH_DOCS)), next, onError);
  });
}
