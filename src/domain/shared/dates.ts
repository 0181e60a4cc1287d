// Local-calendar date helpers. Everything works on the runtime's local time
// zone (the seller's day), and never on the runtime locale, so strings are the
// same in every browser and in Cloud Functions.

export const MONTHS_SHORT = [
  'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 0, 0, 0, 0);
}

/** Calendar arithmetic, so a day across a daylight-saving change is still one day. */
export function addDays(date: Date, days: number): Date {
  return new Date(
    date.getFullYear(),
    date.getMonth(),
    date.getDate() + days,
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
    date.getMilliseconds(),
  );
}

/** Whole calendar days from a to b (b later gives a positive number). */
export function calendarDaysBetween(a: Date, b: Date): number {
  const ua = Date.UTC(a.getFullYear(), a.getMonth(), a.getDate());
  const ub = Date.UTC(b.getFullYear(), b.getMonth(), b.getDate());
  return Math.round((ub - ua) / DAY_MS);
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** 'YYYY-MM-DD' of the local date. */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
}

/** Parses a date input's 'YYYY-MM-DD' as local midnight; null when malformed. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // Rejects 2024-02-31 and the like, which Date would silently roll over.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) {
    return null;
  }
  return date;
}

/** 'Nov 3' */
export function formatMonthDay(date: Date): string {
  return `${MONTHS_SHORT[date.getMonth()] ?? ''} ${date.getDate()}`;
}

/** 'Nov 3, 2024' */
export function formatDateLabel(date: Date): string {
  return `${formatMonthDay(date)}, ${date.getFullYear()}`;
}

/** '2:05 PM' */
export function formatTimeLabel(date: Date): string {
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hour12}:${pad2(date.getMinutes())} ${suffix}`;
}

/** 'Nov 3, 2024, 2:05 PM' */
export function formatDateTimeLabel(date: Date): string {
  return `${formatDateLabel(date)}, ${formatTimeLabel(date)}`;
}
