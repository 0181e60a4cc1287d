// The dashboard, the shell's index page, loaded on first visit.
import { lazy } from 'react';
import type { ScreenElements } from '../../domain/shared/screens';
import { Loads } from '../../app/ui/Loads';

const DashboardRoute = lazy(() => import('./DashboardPage').then((m) => ({ default: m.DashboardRoute })));

/** Its screens, by their names in the route table (src/domain/shared/screens.ts); the app places them. */
export const dashboardScreens = { dashboard: <Loads><DashboardRoute /></Loads> } satisfies ScreenElements;
