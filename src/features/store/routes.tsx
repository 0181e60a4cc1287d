// The store profile screens, one lazy chunk (precached, so they open offline).
import { lazy, Suspense, type ReactNode } from 'react';
import type { ScreenElements } from '../../domain/shared/screens';
import { MESSAGES } from '../../domain/shared/messages';

const StorePage = lazy(() => import('./StorePage').then((m) => ({ default: m.StorePage })));
const StoreUpdatePage = lazy(() => import('./StoreUpdatePage').then((m) => ({ default: m.StoreUpdatePage })));

const loading = <p className="loading" role="status">{MESSAGES.storeScreen.loading}</p>;

/** `tableQrSection` and `teamSection`: sections other features own (the app passes them in). */
export const storeScreens = (tableQrSection: ReactNode, teamSection: ReactNode) => ({
  store: <Suspense fallback={loading}><StorePage tableQrSection={tableQrSection} teamSection={teamSection} /></Suspense>,
  storeUpdate: <Suspense fallback={loading}><StoreUpdatePage /></Suspense>,
}) satisfies ScreenElements;
