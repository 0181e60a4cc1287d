// Sending the basket once: the command id is made and kept with the basket
// before the first try, reused by every retry (and by a send resumed after a
// reload), and dropped only once the server answered. A double tap sends once.
import { useCallback, useRef, useState } from 'preact/hooks';
import type { PublicMenu } from '../../src/domain/guest/public-menu';
import { guest } from '../../src/domain/shared/catalogue/guest';
import { EMPTY_BASKET, orderData, type Basket } from './basket';
import { ORDER_FUNCTIONS } from '../../src/domain/orders/functions';
import { callFunction } from './call';
import { newCommandId } from './command-id';
import type { SavedOrder } from './saved-orders';
import type { SendState } from './use-once-call';

interface Placed {
  orderId?: unknown;
  token?: unknown;
  storeId?: unknown;
}

export function usePlaceOrder(
  linkId: string,
  updateBasket: (change: (b: Basket) => Basket) => Basket,
  onPlaced: (order: SavedOrder) => void,
): { state: SendState; send: (menu: PublicMenu) => Promise<void>; clearError: () => void } {
  const [state, setState] = useState<SendState>({ phase: 'idle' });
  const busy = useRef(false);

  const send = useCallback(async (menu: PublicMenu) => {
    if (busy.current) return;
    if (orderData(updateBasket((b) => b), menu, linkId, '').items.length === 0) return;
    busy.current = true;
    const basket = updateBasket((b) => (b.pendingCommandId ? b : { ...b, pendingCommandId: newCommandId() }));
    setState({ phase: 'sending', retrying: false });
    const outcome = await callFunction<Placed>(ORDER_FUNCTIONS.placeOrderSecure, { ...orderData(basket, menu, linkId, basket.pendingCommandId ?? '') }, {
      onRetry: () => setState({ phase: 'sending', retrying: true }),
    });
    busy.current = false;
    if (!outcome.ok) {
      // A refusal was an answer: the next send is a new command. No answer: the same one is sent again.
      if (outcome.refused) updateBasket((b) => ({ ...b, pendingCommandId: null }));
      setState({ phase: 'failed', message: outcome.refused ? outcome.message : guest.sendFailed });
      return;
    }
    const { orderId, token, storeId } = outcome.result ?? {};
    if (typeof token !== 'string' || token === '' || typeof storeId !== 'string' || storeId === '') {
      setState({ phase: 'failed', message: guest.serverFailed });
      return;
    }
    updateBasket(() => EMPTY_BASKET);
    setState({ phase: 'idle' });
    onPlaced({ token, storeId, orderId: typeof orderId === 'string' ? orderId : '', placedAt: Date.now() });
  }, [linkId, updateBasket, onPlaced]);

  const clearError = useCallback(() => setState((s) => (s.phase === 'failed' ? { phase: 'idle' } : s)), []);
  return { state, send, clearError };
}
