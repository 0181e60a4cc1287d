import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';

// One clock for every ticking label on a screen: a single timer. A label that
// changes each second writes its text itself (useSecondTick: no React render,
// so a board of 300 tickets ticks 300 text nodes, not 300 components); a value
// that changes seldom (a ticket's colour) re-renders its component only when
// it changes (useSecondClock).
const listeners = new Set<(now: number) => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let now = Date.now();

function subscribe(listener: (now: number) => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const each of listeners) each(now);
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

/** `tick` before each paint of a render and then every second, outside React's render (it writes to the DOM itself). */
export function useSecondTick(tick: (now: number) => void): void {
  const latest = useRef(tick);
  useLayoutEffect(() => {
    latest.current = tick;
    tick(Date.now());
  });
  useEffect(() => subscribe((at) => latest.current(at)), []);
}
