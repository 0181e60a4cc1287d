/** The value met most often and how often (the first met of a tie), undefined for none. */
export function mostCommon<T>(values: readonly T[]): [T, number] | undefined {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: [T, number] | undefined;
  for (const entry of counts) if (!best || entry[1] > best[1]) best = entry;
  return best;
}
