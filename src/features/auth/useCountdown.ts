import { useEffect, useState } from 'react';

/**
 * Seconds left of a countdown started with `start(n)`. Counted from a deadline,
 * not by decrementing, so a throttled background tab still shows the truth.
 */
export function useCountdown(): [number, (seconds: number) => void] {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const remaining = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) setDeadline(null);
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const start = (seconds: number) => {
    setLeft(seconds);
    setDeadline(Date.now() + seconds * 1000);
  };
  return [left, start];
}
