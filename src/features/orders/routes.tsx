// The orders screen, loaded on first visit (precached by the service worker, so it opens offline).
import { lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { paths } from '../../config/paths';
import { MESSAGES } from '../../domain/shared/messages';

const OrdersPage = lazy(() => import('./OrdersPage').then((m) => ({ default: m.OrdersPage })));

export const ordersRoutes = (
  <Route
    path={paths.orders}
    element={
      <Suspense fallback={<p className="loading" role="status">{MESSAGES.ordersScreen.loading}</p>}>
        <OrdersPage />
      </Suspense>
    }
  />
);
