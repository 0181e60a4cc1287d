// The store's time zone, changed from /store (every store day is counted
// in it: Today, the Order Summary's days, the rollups). Judged here once, so the
// screen and updateStoreTimeZoneSecure refuse the same names with the same words.
import * as v from 'valibot';
import { MESSAGES } from '../shared/messages';
import type { PayloadOf } from '../shared/payload-schema';
import { isTimeZone } from '../shared/store-day';
import type { ValidationResult } from '../shared/validation-result';

/** The command store.updateTimeZone's payload: a zone's name (which names are zones is readTimeZoneChange's rule). */
export const TIME_ZONE_CHANGE = v.object({ timeZone: v.string(MESSAGES.stores.timeZoneUnknown) }, MESSAGES.stores.timeZoneUnknown);

export type TimeZoneChange = PayloadOf<typeof TIME_ZONE_CHANGE>;

/** A zone asked for (the screen's, or a parsed payload's): an IANA zone this runtime knows, or the refusal the screen shows. */
export function readTimeZoneChange(value: unknown): ValidationResult<TimeZoneChange> {
  const timeZone = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).timeZone : undefined;
  if (!isTimeZone(timeZone)) return { ok: false, errors: { timeZone: MESSAGES.stores.timeZoneUnknown } };
  return { ok: true, value: { timeZone } };
}

/**
 * The zones offered, sorted: the runtime's IANA list (Intl.supportedValuesOf),
 * which leaves out 'UTC' and may leave out the store's own (an alias, or a
 * runtime that lacks the list), so both are added.
 */
export function timeZoneChoices(current: string): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...listed, 'UTC', current])].filter((zone) => isTimeZone(zone)).sort();
}
