// The Order Summary, loaded on first visit (precached by the service worker, so it opens offline).
import { lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { paths } from '../../config/paths';
import { MESSAGES } from '../../domain/shared/messages';

const OrderSummaryPage = lazy(() => import('./OrderSummaryPage').then((m) => ({ default: m.OrderSummaryPage })));

export const orderSummaryRoutes = (
  <Route
    path={paths.orderSummary}
    element={
      <Suspense fallback={<p className="loading" role="status">{MESSAGES.analytics.loading}</p>}>
        <OrderSummaryPage />
      </Suspense>
    }
  />
);
