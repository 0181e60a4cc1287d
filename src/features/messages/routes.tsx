// The customer messages screen, its own lazy chunk (precached, so it opens offline).
import { lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { paths } from '../../config/paths';
import { MESSAGES } from '../../domain/shared/messages';

const MessagesPage = lazy(() => import('./MessagesPage').then((m) => ({ default: m.MessagesPage })));

export const messagesRoutes = (
  <Route
    path={paths.messages}
    element={<Suspense fallback={<p className="loading" role="status">{MESSAGES.messages.loading}</p>}><MessagesPage /></Suspense>}
  />
);
