// Display formatting shared by the screens. No Intl or toLocaleString: the
// strings must be identical in every browser, locale and Cloud Function.
import { formatDateLabel, formatDateTimeLabel, formatMonthDay } from './dates';
import { MESSAGES } from './messages';
import { RELATIVE_TIME_MAX_DAYS, STORE_LINK_MAX_CHARS, STORE_LINK_SHORT_CHARS } from './limits';
import { formatCurrency, formatNumber } from './money';

export { formatDateLabel, formatDateTimeLabel, formatMonthDay };
// Moved to a leaf module (the guest page reads it without the catalogue); every import stays as it was.
export { formatCurrency, formatNumber, formatPrice } from './money';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Orders style: 'Just now', '5m ago', '3h ago', 'Yesterday' (24 to 48 hours),
 * '3d ago' below 7 days, then a short date 'Nov 3'.
 */
export function relativeTimeShort(time: number, now: number): string {
  const elapsed = now - time;
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return 'Yesterday';
  if (days < RELATIVE_TIME_MAX_DAYS) return `${days}d ago`;
  return formatMonthDay(new Date(time));
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** 1024-based: 0 -> '0 Bytes', 1536 -> '1.5 KB', 1572864 -> '1.5 MB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const index = Math.min(SIZE_UNITS.length - 1, Math.max(0, Math.floor(Math.log(bytes) / Math.log(1024))));
  const value = Math.round((bytes / 1024 ** index) * 100) / 100;
  return `${value} ${SIZE_UNITS[index] ?? 'Bytes'}`;
}

function shorten(text: string): string {
  return text.length > STORE_LINK_MAX_CHARS ? `${text.slice(0, STORE_LINK_SHORT_CHARS)}...` : text;
}

/**
 * Google Maps and Yelp links show as their host name; text that is not a
 * link, or a very long host, is cut to 37 characters plus '...' when over 40.
 */
export function shortenLink(link: string): string {
  const text = link.trim();
  if (text === '') return '';
  try {
    const host = new URL(text).hostname;
    return shorten(host === '' ? text : host);
  } catch {
    return shorten(text);
  }
}

/** A customer message's date; 'Unknown date' when missing, 'Invalid date' when unreadable. */
export function formatMessageDate(time: number | null | undefined): string {
  if (time === null || time === undefined) return MESSAGES.messages.unknownDate;
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return MESSAGES.messages.invalidDate;
  return formatDateTimeLabel(date);
}

/** '$' prefix for revenue and an ' orders' suffix for counts, as the charts label them. */
export function formatChartValue(key: 'revenue' | 'orders' | 'value', value: number): string {
  return key === 'orders' ? `${formatNumber(value)} orders` : formatCurrency(value);
}
