import { useCallback, useState } from 'react';
import { DEFAULT_AGE_THRESHOLDS, parseAgeThresholds, type AgeThresholds } from '../../domain/kitchen/kitchen';

const KEY = 'kitchen:ageThresholds';

function stored(): AgeThresholds {
  try {
    return parseAgeThresholds(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, unknown>);
  } catch {
    return DEFAULT_AGE_THRESHOLDS;
  }
}

/** The ticket timer's amber and red minutes, kept on this device. */
export function useAgeThresholds(): [AgeThresholds, (next: AgeThresholds) => void] {
  const [thresholds, setThresholds] = useState(stored);
  const save = useCallback((next: AgeThresholds) => {
    localStorage.setItem(KEY, JSON.stringify(next));
    setThresholds(next);
  }, []);
  return [thresholds, save];
}
