import { useSyncExternalStore } from 'react';

// One clock for every ticking label on a screen: a single timer, and each
// label re-renders only when what it shows changes (a board of 300 tickets
// ticks 300 small labels a second, never the board).
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let now = Date.now();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const each of listeners) each();
    }, 1_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** While nothing listens the clock is not running: read the time itself. */
const read = () => (timer ? now : Date.now());

/**
 * What `select` makes of the current time, kept current every second. Select
 * a string, number or boolean: the component re-renders only when it changes.
 */
export function useSecondClock<T extends string | number | boolean>(select: (now: number) => T): T {
  return useSyncExternalStore(subscribe, () => select(read()));
}
