// The Order Summary, loaded on first visit (precached by the service worker, so it opens offline).
import { lazy, Suspense } from 'react';
import type { ScreenElements } from '../../domain/shared/screens';
import { MESSAGES } from '../../domain/shared/messages';

const OrderSummaryPage = lazy(() => import('./OrderSummaryPage').then((m) => ({ default: m.OrderSummaryPage })));

/** Its screens, by their names in the route table (src/domain/shared/screens.ts); the app places them. */
export const orderSummaryScreens = {
  orderSummary: <Suspense fallback={<p className="loading" role="status">{MESSAGES.analytics.loading}</p>}><OrderSummaryPage /></Suspense>,
} satisfies ScreenElements;
