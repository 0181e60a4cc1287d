// Every server write of a replicated document outside a command (triggers,
// sweeps) carries the commit time in `updatedAt`: the replica's pull follows
// that field, so a write without it never reaches a device that already holds
// newer documents of the collection.
import { FieldValue } from 'firebase-admin/firestore';

/** The fields that make a server-side update visible to the replicas' pull. */
export function replicatedStamp(): { updatedAt: FieldValue } {
  return { updatedAt: FieldValue.serverTimestamp() };
}
