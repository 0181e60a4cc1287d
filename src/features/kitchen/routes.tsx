// The kitchen board, its own route and chunk (precached like every chunk, so it opens offline).
import { Suspense } from 'react';
import type { ScreenElements, ScreenPreloads } from '../../domain/shared/screens';
import { MESSAGES } from '../../domain/shared/messages';
import { lazyLoaded } from '../../app/ui/lazy-loaded';

const KitchenPage = lazyLoaded(() => import('./KitchenPage').then((m) => m.KitchenPage));

/** Its screens, by their names in the route table (src/domain/shared/screens.ts); the app places them. */
export const kitchenScreens = {
  kitchen: <Suspense fallback={<p className="loading" role="status">{MESSAGES.kitchen.loading}</p>}><KitchenPage /></Suspense>,
} satisfies ScreenElements;

/** A kitchen display's first screen, and a cook's: its code loads while the sign-in travels. */
export const kitchenPreloads = { kitchen: KitchenPage.preload } satisfies ScreenPreloads;
