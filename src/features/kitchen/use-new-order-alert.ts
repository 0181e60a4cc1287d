import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../domain/shared/messages';
import { newOrderIds } from '../../domain/kitchen/kitchen';
import type { ViewedOrder } from '../../data/orders/orders';
import { beep, enableSound } from './sound';

const BEEP_EVERY_MS = 2_500;
const FLASH_EVERY_MS = 1_000;
const SOUND_ASKED_KEY = 'kitchen:soundAsked';

/**
 * New orders (ones this board had not seen, created since it opened; the
 * first load is not news) beep
 * and flash the tab title until each is tapped or all are acknowledged.
 */
export function useNewOrderAlert(orders: readonly ViewedOrder[] | null) {
  const seen = useRef<Set<string> | null>(null);
  const [openedAt] = useState(() => Date.now());
  const [unacknowledged, setUnacknowledged] = useState<string[]>([]);
  const [soundAsked, setSoundAsked] = useState(() => sessionStorage.getItem(SOUND_ASKED_KEY) === '1');

  useEffect(() => {
    if (!orders) return;
    const fresh = newOrderIds(seen.current, orders, openedAt);
    seen.current = new Set([...(seen.current ?? []), ...orders.map((o) => o.id)]);
    if (fresh.length > 0) setUnacknowledged((now) => [...new Set([...now, ...fresh])]);
  }, [orders, openedAt]);

  // Sound was enabled earlier in this session: the next tap anywhere wakes it again after a reload.
  useEffect(() => {
    if (!soundAsked) return undefined;
    const wake = () => void enableSound();
    document.addEventListener('pointerdown', wake, { once: true });
    return () => document.removeEventListener('pointerdown', wake);
  }, [soundAsked]);

  const count = unacknowledged.length;
  useEffect(() => {
    if (count === 0) return undefined;
    beep();
    const beeper = setInterval(beep, BEEP_EVERY_MS);
    const original = document.title;
    let flashed = false;
    const flasher = setInterval(() => {
      flashed = !flashed;
      document.title = flashed ? MESSAGES.kitchen.flashTitle(count) : original;
    }, FLASH_EVERY_MS);
    return () => {
      clearInterval(beeper);
      clearInterval(flasher);
      document.title = original;
    };
  }, [count]);

  return {
    unacknowledged,
    soundAsked,
    enableSound: useCallback(async () => {
      sessionStorage.setItem(SOUND_ASKED_KEY, '1');
      setSoundAsked(true);
      await enableSound();
    }, []),
    acknowledge: useCallback((orderId?: string) => {
      setUnacknowledged((now) => (orderId === undefined ? [] : now.filter((id) => id !== orderId)));
    }, []),
  };
}
