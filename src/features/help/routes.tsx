// Help and feedback, loaded on first visit (precached by the service worker, so it opens offline).
import { lazy, Suspense } from 'react';
import type { ScreenElements } from '../../domain/shared/screens';

const HelpPage = lazy(() => import('./HelpPage').then((m) => ({ default: m.HelpPage })));

/** Its screens, by their names in the route table (src/domain/shared/screens.ts); the app places them. */
export const helpScreens = {
  help: <Suspense fallback={<p className="loading" role="status">Loading help...</p>}><HelpPage /></Suspense>,
} satisfies ScreenElements;
