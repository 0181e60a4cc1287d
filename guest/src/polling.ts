// Reading a document again every few seconds, only while the page is seen:
// a phone in a pocket spends no data, and on its return the read is at once.
import { useEffect, useRef } from 'preact/hooks';

export function usePolling(run: () => Promise<void>, intervalMs: number, active: boolean): void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });
  useEffect(() => {
    if (!active) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    let stopped = false;
    const visible = () => document.visibilityState === 'visible';
    const schedule = () => {
      clearTimeout(timer);
      if (!stopped && visible()) timer = setTimeout(() => void tick(), intervalMs);
    };
    const tick = async () => {
      running = true;
      try {
        await latest.current();
      } catch {
        // A missed read is followed by the next one; what the page shows stays.
      }
      running = false;
      schedule();
    };
    const onVisibility = () => {
      if (!visible()) clearTimeout(timer);
      else if (!running) void tick();
    };
    document.addEventListener('visibilitychange', onVisibility);
    schedule();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs, active]);
}
