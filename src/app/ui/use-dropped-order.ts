import { useEffect, useState } from 'react';
import { agreesWith, arrangeBy } from '../../domain/shared/list-order';

/**
 * Rows in the order the user just dropped them until the view (replica ⊕
 * pending) agrees: the reorder command is queued in IndexedDB first, and the
 * row would otherwise jump back for a moment after the drop.
 */
export function useDroppedOrder<T extends { id: string }>(rows: T[]): [T[], (orderedIds: string[] | null) => void] {
  const [dropped, setDropped] = useState<string[] | null>(null);
  useEffect(() => {
    if (dropped && agreesWith(rows, dropped)) setDropped(null);
  }, [rows, dropped]);
  return [dropped ? arrangeBy(rows, dropped) : rows, setDropped];
}
