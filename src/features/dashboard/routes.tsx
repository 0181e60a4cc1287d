// The dashboard, the shell's index page, loaded on first visit.
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { Loads } from '../../app/ui/Loads';

const DashboardRoute = lazy(() => import('./DashboardPage').then((m) => ({ default: m.DashboardRoute })));

/** Route elements, placed by App inside the shell layout. */
export const dashboardRoutes = <Route index element={<Loads><DashboardRoute /></Loads>} />;
