// Help and feedback, loaded on first visit (precached by the service worker, so it opens offline).
import { lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { paths } from '../../config/paths';

const HelpPage = lazy(() => import('./HelpPage').then((m) => ({ default: m.HelpPage })));

export const helpRoutes = (
  <Route path={paths.help} element={<Suspense fallback={<p className="loading" role="status">Loading help...</p>}><HelpPage /></Suspense>} />
);
