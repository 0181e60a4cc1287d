// The store's own calendar: days and hours are the store's, in its
// IANA time zone, whatever zone the device or the Function runs in. 'Local
// midnight' in doc 1 §9 is the store's midnight.
import { MONTHS_SHORT } from './dates';

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

/** The zone this runtime's clock is read in: the stand-in until a store has a zone of its own. */
export function deviceTimeZone(): string {
  return storeTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

const DAY_MS = 86_400_000;

/** A store day `days` later (earlier when negative): calendar arithmetic on the date itself. */
export function shiftStoreDay(date: string, days: number): string {
  const [y, m, d] = storeDayParts(date);
  return new Date(Date.UTC(y, m, d + days)).toISOString().slice(0, 10);
}

/**
 * The first instant of a store day. Midnight in the store's zone; where a
 * daylight-saving change skips midnight (America/Santiago, Asia/Beirut...),
 * the first instant the day has. Offsets are whole quarter hours, so the day
 * starts on a UTC quarter hour: start from a guess and step to it.
 */
export function storeDayStart(date: string, timeZone: string): number {
  const utcMidnight = Date.UTC(...storeDayParts(date));
  // The store's wall clock at the UTC midnight tells its offset there; a
  // second pass corrects for an offset change between the guess and the day.
  const offsetAt = (t: number) => {
    const at = storeMoment(t, timeZone);
    const minutes = wallMinutes(t, timeZone);
    return Date.UTC(...storeDayParts(at.date), 0, minutes) - Math.floor(t / 60_000) * 60_000;
  };
  let t = utcMidnight - offsetAt(utcMidnight);
  t = utcMidnight - offsetAt(t);
  t = Math.floor(t / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  for (let i = 0; i < 200 && storeMoment(t, timeZone).date < date; i++) t += QUARTER_HOUR_MS;
  for (let i = 0; i < 200 && storeMoment(t - QUARTER_HOUR_MS, timeZone).date >= date; i++) t -= QUARTER_HOUR_MS;
  return t;
}

/** [year, month 0..11, day] of a 'YYYY-MM-DD'. */
export function storeDayParts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y ?? 1970, (m ?? 1) - 1, d ?? 1];
}

const minuteFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes past the store's midnight at an instant. */
function wallMinutes(epochMs: number, timeZone: string): number {
  let formatter = minuteFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    minuteFormatters.set(timeZone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(new Date(epochMs))) parts[part.type] = part.value;
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/** The instants of whole store days `from`..`to`: the first day's start to the last day's last millisecond. */
export function storeDaysRange(from: string, to: string, timeZone: string): { start: Date; end: Date } {
  return { start: new Date(storeDayStart(from, timeZone)), end: new Date(storeDayStart(shiftStoreDay(to, 1), timeZone) - 1) };
}

/** The store's date now. */
export function storeToday(nowMs: number, timeZone: string): string {
  return storeMoment(nowMs, timeZone).date;
}

/** Whole days from `a` to `b` (b later gives a positive number). */
export function storeDaysBetween(a: string, b: string): number {
  const ua = Date.UTC(...storeDayParts(a));
  const ub = Date.UTC(...storeDayParts(b));
  return Math.round((ub - ua) / DAY_MS);
}

/** 'Nov 3' of a store day. */
export function storeDayLabel(date: string): string {
  const [, m, d] = storeDayParts(date);
  return `${MONTHS_SHORT[m] ?? ''} ${d}`;
}
