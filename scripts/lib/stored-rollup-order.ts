// A stored order as the rollup rules read it, from this package's copy of the
// Admin SDK (its Timestamps) or the seed's Dates.
import { Timestamp } from 'firebase-admin/firestore';
import { readRollupOrder, type RollupOrder } from '../../src/domain/analytics/daily-stats.ts';

/** A stored time in ms: this package's Admin SDK Timestamp, a Date, or ms already; null for anything else. */
export const millis = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : value instanceof Date ? value.getTime() : typeof value === 'number' ? value : null;

export const storedRollupOrder = (data: Record<string, unknown>): RollupOrder | null => readRollupOrder(data, millis);
