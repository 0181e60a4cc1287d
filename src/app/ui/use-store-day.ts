// The store's date, moving on at the store's midnight on a screen left open
// (a tablet on the counter overnight): one timer to the next store-day
// boundary, not a clock ticking every minute.
import { useEffect, useState } from 'react';
import { shiftStoreDay, storeDayStart, storeToday } from '../../domain/shared/store-day';

/** Browsers run a longer timeout at once (a 32-bit delay); no store day is that long. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * Calls `onDay` with the store's date whenever it changes, until stopped. A
 * timer is armed for the first instant of the next store day (daylight-saving
 * days included); timers sleep with the device, so the date is read again
 * whenever the page is shown.
 */
export function watchStoreDay(timeZone: string, onDay: (day: string) => void): () => void {
  let day = storeToday(Date.now(), timeZone);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    clearTimeout(timer);
    const now = Date.now();
    const today = storeToday(now, timeZone);
    if (today !== day) {
      day = today;
      onDay(today);
    }
    const next = storeDayStart(shiftStoreDay(today, 1), timeZone);
    timer = setTimeout(check, Math.min(Math.max(next - now, 0), MAX_DELAY_MS));
  };
  const onVisible = () => {
    if (typeof document === 'undefined' || document.visibilityState === 'visible') check();
  };
  check();
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearTimeout(timer);
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
  };
}

/** The store's date ('YYYY-MM-DD'), re-rendering when the store's day turns. */
export function useStoreDay(timeZone: string): string {
  const [day, setDay] = useState(() => storeToday(Date.now(), timeZone));
  useEffect(() => {
    setDay(storeToday(Date.now(), timeZone));
    return watchStoreDay(timeZone, setDay);
  }, [timeZone]);
  return day;
}
