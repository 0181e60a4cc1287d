// The kitchen board, its own route and chunk (precached like every chunk, so it opens offline).
import { lazy, Suspense } from 'react';
import type { ScreenElements } from '../../domain/shared/screens';
import { MESSAGES } from '../../domain/shared/messages';

const KitchenPage = lazy(() => import('./KitchenPage').then((m) => ({ default: m.KitchenPage })));

/** Its screens, by their names in the route table (src/domain/shared/screens.ts); the app places them. */
export const kitchenScreens = {
  kitchen: <Suspense fallback={<p className="loading" role="status">{MESSAGES.kitchen.loading}</p>}><KitchenPage /></Suspense>,
} satisfies ScreenElements;
