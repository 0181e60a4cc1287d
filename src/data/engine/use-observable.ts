import { useEffect, useState } from 'react';

interface Subscribable<T> {
  subscribe(observer: { next: (value: T) => void; error?: (error: unknown) => void }): { unsubscribe(): void };
}

/** The latest value of an observable (RxJS or Dexie's), `initial` until the first one. */
export function useObservable<T>(source: Subscribable<T> | null, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    if (!source) return undefined;
    const subscription = source.subscribe({ next: setValue, error: (error) => console.error(error) });
    return () => subscription.unsubscribe();
  }, [source]);
  return value;
}
