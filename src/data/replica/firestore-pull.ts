// The Firestore side of the pull: the two checkpoint queries, always answered
// by the server (a cache answer could move the checkpoint past documents never
// seen), and the live listener.
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
import type { LiveSnapshot } from './live-snapshot';
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
 * How many of the newest documents the live listener watches. A snapshot
 * proves there is no gap behind it only while fewer than this many documents
 * changed since the checkpoint (live-snapshot.ts); a document that becomes
 * visible late lands among them and is applied even when nothing newer
 * follows.
 */
export const LATE_WATCH_DOCS = 20;

/**
 * The live listener on the newest documents (or the one document): each answer
 * the server gives, with the documents it holds. Answers from the local cache
 * are left out (offline, or before the server answers): they could show
 * documents older than the replica's, and prove nothing about gaps.
 */
export function liveSnapshots$(firestore: Firestore, path: string, isDocument: boolean): Observable<LiveSnapshot<DocumentData>> {
  return new Observable<LiveSnapshot<DocumentData>>((subscriber) => {
    const onError = () => {
      /* The pull's own retries report trouble; a lost answer is recovered by the next pull. */
    };
    if (isDocument) {
      return onSnapshot(doc(firestore, path), (snap) => {
        if (snap.metadata.fromCache) return;
        const one = snap.exists() && snap.get('updatedAt') instanceof Timestamp ? [stamped(snap)] : [];
        subscriber.next({ newest: one, changed: one, complete: true });
      }, onError);
    }
    // Changes are relative to the previous answer, which may have been a cache answer left out.
    let previousFromServer = false;
    return onSnapshot(query(collection(firestore, path), orderBy('updatedAt', 'desc'), limit(LATE_WATCH_DOCS)), (snap) => {
      if (snap.metadata.fromCache) {
        previousFromServer = false;
        return;
      }
      const newest = snap.docs.filter((d) => d.get('updatedAt') instanceof Timestamp).map(stamped);
      const changed = previousFromServer
        ? snap.docChanges().filter((c) => c.type !== 'removed' && c.doc.get('updatedAt') instanceof Timestamp).map((c) => stamped(c.doc))
        : newest;
      previousFromServer = true;
      subscriber.next({ newest, changed, complete: snap.size < LATE_WATCH_DOCS });
    }, onError);
  });
}
