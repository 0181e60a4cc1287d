import { useCallback, useState } from 'react';
import { parseOrderViewMode, type OrderViewMode } from '../../domain/orders/orders-filter';

/** The order view mode setting (doc 1 §3, local storage), default card. */
export const ORDER_VIEW_MODE_KEY = 'orderViewMode';

export function useViewMode(): [OrderViewMode, (mode: OrderViewMode) => void] {
  const [mode, setMode] = useState<OrderViewMode>(() => parseOrderViewMode(localStorage.getItem(ORDER_VIEW_MODE_KEY)));
  const choose = useCallback((next: OrderViewMode) => {
    localStorage.setItem(ORDER_VIEW_MODE_KEY, next);
    setMode(next);
  }, []);
  return [mode, choose];
}
