// The kitchen board, its own route and chunk (precached like every chunk, so it opens offline).
import { lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { paths } from '../../config/paths';
import { MESSAGES } from '../../domain/shared/messages';

const KitchenPage = lazy(() => import('./KitchenPage').then((m) => ({ default: m.KitchenPage })));

export const kitchenRoutes = (
  <Route
    path={paths.kitchen}
    element={
      <Suspense fallback={<p className="loading" role="status">{MESSAGES.kitchen.loading}</p>}>
        <KitchenPage />
      </Suspense>
    }
  />
);
