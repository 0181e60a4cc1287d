// The basket of one table link, kept in localStorage at every change (before
// a send starts, so its command id survives a reload mid-send).
import { useCallback, useRef, useState } from 'preact/hooks';
import { parseBasket, type Basket } from './basket';
import { readJson, writeJson } from './storage';

const isEmpty = (b: Basket) => b.lines.length === 0 && b.notes === '' && b.gratuityRate === null && b.pendingCommandId === null;

/** The basket and a change that returns the new one at once (a send reads its command id from it). */
export function useBasket(linkId: string): [Basket, (change: (b: Basket) => Basket) => Basket] {
  const key = `guest.basket.${linkId}`;
  const [initial] = useState(() => parseBasket(readJson(key)));
  // The latest basket, so two changes in one tick (a double tap) both land.
  const latest = useRef(initial);
  const [basket, setBasket] = useState(initial);
  const update = useCallback((change: (b: Basket) => Basket) => {
    const next = change(latest.current);
    latest.current = next;
    writeJson(key, isEmpty(next) ? null : next);
    setBasket(next);
    return next;
  }, [key]);
  return [basket, update];
}
