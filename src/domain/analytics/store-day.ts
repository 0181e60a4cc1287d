// The store's own calendar (issue 11): days and hours are the store's, in its
// IANA time zone, whatever zone the device or the Function runs in. 'Local
// midnight' in doc 1 §9 is the store's midnight.

/** A time zone every runtime knows; stores created before time zones were recorded use it until backfilled. */
export const DEFAULT_STORE_TIME_ZONE = 'UTC';

export interface StoreMoment {
  /** 'YYYY-MM-DD' in the store's zone. */
  date: string;
  /** 0..23 in the store's zone. */
  hour: number;
  /** 0 (Sunday) .. 6, of `date`. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows this IANA zone name. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  try {
    formatterFor(value);
    return true;
  } catch {
    return false;
  }
}

/** A stored zone, or the default when it is missing or unknown to this runtime. */
export function storeTimeZone(value: unknown): string {
  return isTimeZone(value) ? value : DEFAULT_STORE_TIME_ZONE;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * Every zone in use today is offset from UTC by whole quarter hours, so two
 * instants in the same UTC quarter hour share the store's date and hour: one
 * Intl call per quarter hour, not per order (10,000 orders took 50 ms of Intl).
 */
const QUARTER_HOUR_MS = 900_000;
const MOMENT_CACHE_LIMIT = 100_000;
const moments = new Map<string, StoreMoment>();

/** Where an instant falls on the store's calendar. */
export function storeMoment(epochMs: number, timeZone: string): StoreMoment {
  const key = `${timeZone}|${Math.floor(epochMs / QUARTER_HOUR_MS)}`;
  const known = moments.get(key);
  if (known) return { ...known };
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) parts[part.type] = part.value;
  const moment = {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
  if (moments.size >= MOMENT_CACHE_LIMIT) moments.clear();
  moments.set(key, moment);
  return { ...moment };
}
