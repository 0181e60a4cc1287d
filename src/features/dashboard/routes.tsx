// The dashboard, the shell's index page, loaded on first visit.
import type { ScreenElements, ScreenPreloads } from '../../domain/shared/screens';
import { Loads } from '../../app/ui/Loads';
import { lazyLoaded } from '../../app/ui/lazy-loaded';

const DashboardRoute = lazyLoaded(() => import('./DashboardPage').then((m) => m.DashboardRoute));

/** Its screens, by their names in the route table (src/domain/shared/screens.ts); the app places them. */
export const dashboardScreens = { dashboard: <Loads><DashboardRoute /></Loads> } satisfies ScreenElements;

/** The page an owner or manager signing in at /login opens: its code loads while the sign-in travels. */
export const dashboardPreloads = { dashboard: DashboardRoute.preload } satisfies ScreenPreloads;
