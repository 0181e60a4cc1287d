import { Timestamp } from 'firebase-admin/firestore';

/** A stored time as epoch milliseconds: a Timestamp, or a number kept as one; null for anything else. */
export const millis = (value: unknown): number | null => (value instanceof Timestamp ? value.toMillis() : typeof value === 'number' ? value : null);
