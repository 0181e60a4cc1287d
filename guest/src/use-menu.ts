// The table's link, then its store's public menu; the menu read again every
// 10 s while the page is seen, so a dish the kitchen 86'd leaves in seconds.
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import type { PublicLink } from '../../src/domain/guest/public-link';
import type { PublicMenu } from '../../src/domain/guest/public-menu';
import { ordering } from '../../src/domain/shared/catalogue/ordering';
import { readLink, readMenu } from './documents';
import { usePolling } from './polling';
import { getDocument } from './rest';

export type MenuLoad =
  | { phase: 'loading' }
  | { phase: 'failed' }
  /** The link cannot take orders (missing, retired, inactive): the server's own words, no menu. */
  | { phase: 'closed'; message: string }
  | { phase: 'ready'; link: PublicLink; menu: PublicMenu };

export const MENU_POLL_MS = 10_000;
/**
 * A table's link and its store's menu are published by the Functions a moment
 * after the table is made: a code scanned in that moment (a sheet printed and
 * tried at once) is asked again before the page says the link is not valid.
 */
export const NOT_PUBLISHED_YET_WAITS_MS = [1_000, 2_000, 4_000] as const;

/** `read`, asked again after each of `waits` while it finds nothing. */
export async function readOncePublished<T>(read: () => Promise<T | null>, waits: readonly number[], wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))): Promise<T | null> {
  for (const ms of waits) {
    const found = await read();
    if (found !== null) return found;
    await wait(ms);
  }
  return read();
}

export function useMenu(linkId: string): { load: MenuLoad; retry: () => void } {
  const [load, setLoad] = useState<MenuLoad>({ phase: 'loading' });
  const generation = useRef(0);

  const start = useCallback(async () => {
    const mine = ++generation.current;
    const settle = (next: MenuLoad) => {
      if (generation.current === mine) setLoad(next);
    };
    setLoad({ phase: 'loading' });
    try {
      const linkFields = await readOncePublished(() => getDocument(['publicLinks', linkId]), NOT_PUBLISHED_YET_WAITS_MS);
      if (linkFields === null) return settle({ phase: 'closed', message: ordering.linkNotFound });
      const link = readLink(linkFields);
      if (link.state === 'retired') return settle({ phase: 'closed', message: ordering.linkRetired });
      if (link.state !== 'active' || link.storeId === '') return settle({ phase: 'closed', message: ordering.linkInactive });
      const menuFields = await readOncePublished(() => getDocument(['publicMenus', link.storeId]), NOT_PUBLISHED_YET_WAITS_MS);
      // A store whose menu was never published takes no orders yet.
      if (menuFields === null) return settle({ phase: 'closed', message: ordering.linkInactive });
      settle({ phase: 'ready', link, menu: readMenu(menuFields) });
    } catch {
      settle({ phase: 'failed' });
    }
  }, [linkId]);

  useEffect(() => {
    void start();
  }, [start]);

  const storeId = load.phase === 'ready' ? load.link.storeId : null;
  usePolling(async () => {
    if (storeId === null) return;
    const mine = generation.current;
    const fields = await getDocument(['publicMenus', storeId]);
    if (fields === null || generation.current !== mine) return;
    const menu = readMenu(fields);
    setLoad((current) => (current.phase === 'ready' ? { ...current, menu } : current));
  }, MENU_POLL_MS, storeId !== null);

  return { load, retry: () => void start() };
}
