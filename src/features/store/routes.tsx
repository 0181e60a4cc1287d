// The store profile screens, one lazy chunk (precached, so they open offline).
import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { MESSAGES } from '../../domain/shared/messages';
import { storePaths } from './store-paths';

const StorePage = lazy(() => import('./StorePage').then((m) => ({ default: m.StorePage })));
const StoreUpdatePage = lazy(() => import('./StoreUpdatePage').then((m) => ({ default: m.StoreUpdatePage })));

const loading = <p className="loading" role="status">{MESSAGES.storeScreen.loading}</p>;

/** `tableQrSection` and `teamSection`: sections other features own (the app passes them in). */
export const storeRoutes = (tableQrSection: ReactNode, teamSection: ReactNode) => [
  <Route key="store" path={storePaths.info} element={<Suspense fallback={loading}><StorePage tableQrSection={tableQrSection} teamSection={teamSection} /></Suspense>} />,
  <Route key="store-update" path={storePaths.update} element={<Suspense fallback={loading}><StoreUpdatePage /></Suspense>} />,
];
