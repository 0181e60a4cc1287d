import { useRef } from 'react';

type Kept<T> = ReadonlyMap<string, { said: string; row: T }>;

/**
 * The rows of a new emission, where each row that says what it said before is
 * the previous object: a view makes every row anew on each change, and a
 * memoised row (a kitchen ticket) re-renders only when its own row changed.
 */
export function steadyRows<T extends { id: string }>(kept: Kept<T>, rows: readonly T[]): { rows: T[]; kept: Kept<T> } {
  const next = new Map<string, { said: string; row: T }>();
  const out = rows.map((row) => {
    const said = JSON.stringify(row);
    const before = kept.get(row.id);
    const same = before && before.said === said ? before.row : row;
    next.set(row.id, { said, row: same });
    return same;
  });
  return { rows: out, kept: next };
}

/** steadyRows across renders; the list itself is kept too while nothing in it changed. */
export function useSteadyRows<T extends { id: string }>(rows: readonly T[] | null): T[] | null {
  const last = useRef<{ input: readonly T[] | null; output: T[] | null; kept: Kept<T> }>({ input: null, output: null, kept: new Map() });
  if (rows === last.current.input) return last.current.output;
  if (rows === null) {
    last.current = { input: null, output: null, kept: new Map() };
    return null;
  }
  const { rows: out, kept } = steadyRows(last.current.kept, rows);
  const previous = last.current.output;
  const unchanged = previous !== null && previous.length === out.length && out.every((row, i) => row === previous[i]);
  const output = unchanged ? previous : out;
  last.current = { input: rows, output, kept };
  return output;
}
