import { useEffect, useMemo, useRef, useState } from 'react';
import type { ActionErrors } from '../../data/views/replica-view';

/**
 * Shows a dropped order at once: the command reaches the view a moment after
 * the drop (through IndexedDB), and without this the row would jump back for
 * that moment. The guess is dropped on the first view change after the
 * command was queued, or at once when it was refused.
 */
export function useOptimisticOrder<T extends { id: string }>(
  rows: readonly T[],
  send: (orderedIds: string[]) => Promise<ActionErrors>,
  onRefused: (errors: ActionErrors) => void,
) {
  const [guess, setGuess] = useState<{ ids: string[]; queued: boolean } | null>(null);
  const seen = useRef(rows);
  useEffect(() => {
    if (seen.current === rows) return;
    seen.current = rows;
    setGuess((g) => (g?.queued ? null : g));
  }, [rows]);
  const shown = useMemo(() => {
    if (!guess) return rows;
    const at = new Map(guess.ids.map((id, i) => [id, i]));
    return [...rows].sort((a, b) => (at.get(a.id) ?? at.size) - (at.get(b.id) ?? at.size));
  }, [rows, guess]);
  const reorder = async (ids: string[]) => {
    setGuess({ ids, queued: false });
    const errors = await send(ids);
    onRefused(errors);
    setGuess((g) => (g && g.ids === ids ? (errors ? null : { ids, queued: true }) : g));
  };
  return { shown, reorder };
}
