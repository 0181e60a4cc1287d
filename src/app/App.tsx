import { lazy, useEffect, type ReactElement } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { CurrentStoreProvider } from '../data/stores/current-store';
import { engineCode } from '../data/engine/engine-code';
import { authRoutes } from '../features/auth/routes';
import { categoriesScreens } from '../features/categories/routes';
import { dashboardScreens } from '../features/dashboard/routes';
import { helpScreens } from '../features/help/routes';
import { kitchenScreens } from '../features/kitchen/routes';
import { menuScreens } from '../features/menu/routes';
import { menuImportScreens, wizardMenuUpload } from '../features/menu-import/routes';
import { messagesScreens } from '../features/messages/routes';
import { orderSummaryScreens } from '../features/order-summary/routes';
import { ordersScreens } from '../features/orders/routes';
import { settingsScreens } from '../features/settings/routes';
import { setupWizardRoutes } from '../features/setup-wizard/routes';
import { storeScreens } from '../features/store/routes';
import { storeSelectionRoutes } from '../features/stores/routes';
import { previewScreens, tableQrSection } from '../features/tables/routes';
import { joinRoutes, pairRoutes, teamSection } from '../features/team/routes';
import { RequireAuth, RequireOnboarded, RequireScreen, RequireStore } from './guards';
import { NotFoundPage } from './simple-pages';
import { screenRoutes } from './screen-routes';
import type { ScreenName } from '../domain/shared/screens';
import { Loads } from './ui/Loads';

// The shell's screens are the route table's (src/domain/shared/screens.ts):
// each feature gives the elements of its own (features/*/routes.tsx), and the
// app places them, at every address the table gives, behind the guards.
//
// Everything after sign-in loads on first use (and is precached, so it opens
// offline): the sign-in screen downloads neither the shell nor the offline
// engine (RxDB, Firestore), which come with ShellLayout.
const loadShell = () => import('./shell/ShellLayout');
const ShellLayout = lazy(() => loadShell().then((m) => ({ default: m.ShellLayout })));

/**
 * Whoever signs in opens the shell and a store's engine next: their code is
 * fetched and evaluated while the sign-in screen is idle, so after the click
 * the device's work is the first pull, not parsing a megabyte of scripts.
 */
function useCodeLoadedWhileIdle() {
  useEffect(() => {
    const load = () => void Promise.all([loadShell(), engineCode()]).catch(() => undefined);
    // Safari has no requestIdleCallback.
    if ('requestIdleCallback' in globalThis) {
      const id = requestIdleCallback(load);
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(load, 200);
    return () => clearTimeout(id);
  }, []);
}

/** Every screen of the route table with its element: one left out does not compile. */
const SHELL_SCREENS: Readonly<Record<ScreenName, ReactElement>> = {
  ...dashboardScreens,
  ...orderSummaryScreens,
  ...menuScreens,
  ...menuImportScreens,
  ...categoriesScreens,
  ...ordersScreens,
  ...kitchenScreens,
  ...messagesScreens,
  ...storeScreens(tableQrSection, teamSection),
  ...settingsScreens,
  ...helpScreens,
  ...previewScreens,
};

export function App() {
  useCodeLoadedWhileIdle();
  return (
    <BrowserRouter>
      <CurrentStoreProvider>
        <Routes>
          {authRoutes}
          {pairRoutes}
          <Route element={<RequireAuth />}>
            {storeSelectionRoutes}
            {joinRoutes}
            <Route element={<RequireStore />}>
              {setupWizardRoutes(wizardMenuUpload)}
              <Route element={<RequireOnboarded />}>
                <Route element={<Loads><ShellLayout /></Loads>}>
                  <Route element={<RequireScreen />}>{screenRoutes(SHELL_SCREENS)}</Route>
                </Route>
              </Route>
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </CurrentStoreProvider>
    </BrowserRouter>
  );
}
