// The Firestore side of the pull, live: the listeners share the SDK's one
// watch stream, whose answers wait for every query on it to be answered (the
// emulator's scan of the window held the board's active orders and every
// live change behind it). The checkpoint queries are rest-pull.ts's.
import {
  collection,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  Timestamp,
  where,
  type DocumentData,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import * as rest from 'firebase/firestore/lite';
import { Observable } from 'rxjs';
import type { Stamp } from './checkpoint';
import { stamped } from './rest-pull';
import type { LiveSnapshot } from './live-snapshot';

const isStamp = (value: unknown): value is Timestamp | rest.Timestamp => value instanceof Timestamp || value instanceof rest.Timestamp;

/**
 * How many of the newest documents the live listener watches. A snapshot
 * proves there is no gap behind it only while fewer than this many documents
 * changed since the checkpoint (live-snapshot.ts); a document that becomes
 * visible late lands among them and is applied even when nothing newer
 * follows.
 */
export const LATE_WATCH_DOCS = 20;

/**
 * The live listener on the newest documents (or the one document), or, given
 * `from`, on every document stamped at or after it: each answer the server
 * gives, with the documents it holds. Answers from the local cache are left
 * out (offline, or before the server answers): they could show documents
 * older than the replica's, and prove nothing about gaps.
 */
export function liveSnapshots$(firestore: Firestore, path: string, isDocument: boolean, from?: Stamp): Observable<LiveSnapshot<DocumentData>> {
  return new Observable<LiveSnapshot<DocumentData>>((subscriber) => {
    const onError = () => {
      /* The pull's own retries report trouble; a lost answer is recovered by the next pull. */
    };
    if (isDocument) {
      return onSnapshot(doc(firestore, path), (snap) => {
        if (snap.metadata.fromCache) return;
        const one = snap.exists() && isStamp(snap.get('updatedAt')) ? [stamped(snap)] : [];
        subscriber.next({ newest: one, changed: one, complete: true });
      }, onError);
    }
    // Changes are relative to the previous answer, which may have been a cache answer left out.
    let previousFromServer = false;
    const changedSince = (snap: QuerySnapshot<DocumentData>) =>
      snap.docChanges().filter((c) => c.type !== 'removed' && isStamp(c.doc.get('updatedAt'))).map((c) => stamped(c.doc));
    if (from) {
      const coversFrom = { seconds: from.seconds, nanoseconds: from.nanoseconds };
      const bounded = query(collection(firestore, path), where('updatedAt', '>=', new Timestamp(from.seconds, from.nanoseconds)), orderBy('updatedAt', 'desc'));
      return onSnapshot(bounded, (snap) => {
        if (snap.metadata.fromCache) {
          previousFromServer = false;
          return;
        }
        // After a cache answer (or none), every document it holds counts as new.
        const changed = previousFromServer ? changedSince(snap) : snap.docs.filter((d) => isStamp(d.get('updatedAt'))).map(stamped);
        previousFromServer = true;
        const top = snap.docs[0];
        const newest = top && isStamp(top.get('updatedAt')) ? [stamped(top)] : [];
        subscriber.next({ newest, changed, complete: false, coversFrom, size: snap.size });
      }, onError);
    }
    return onSnapshot(query(collection(firestore, path), orderBy('updatedAt', 'desc'), limit(LATE_WATCH_DOCS)), (snap) => {
      if (snap.metadata.fromCache) {
        previousFromServer = false;
        return;
      }
      const newest = snap.docs.filter((d) => isStamp(d.get('updatedAt'))).map(stamped);
      const changed = previousFromServer ? changedSince(snap) : newest;
      previousFromServer = true;
      subscriber.next({ newest, changed, complete: snap.size < LATE_WATCH_DOCS });
    }, onError);
  });
}
