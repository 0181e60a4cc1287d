// The orders screen, loaded on first visit (precached by the service worker, so it opens offline).
import { lazy, Suspense } from 'react';
import type { ScreenElements } from '../../domain/shared/screens';
import { MESSAGES } from '../../domain/shared/messages';

const OrdersPage = lazy(() => import('./OrdersPage').then((m) => ({ default: m.OrdersPage })));

/** Its screens, by their names in the route table (src/domain/shared/screens.ts); the app places them. */
export const ordersScreens = {
  orders: <Suspense fallback={<p className="loading" role="status">{MESSAGES.ordersScreen.loading}</p>}><OrdersPage /></Suspense>,
} satisfies ScreenElements;
