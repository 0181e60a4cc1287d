import { lazy, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { CurrentStoreProvider } from '../data/stores/current-store';
import { engineCode } from '../data/engine/engine-code';
import { authRoutes } from '../features/auth/routes';
import { categoriesRoutes } from '../features/categories/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { helpRoutes } from '../features/help/routes';
import { kitchenRoutes } from '../features/kitchen/routes';
import { menuRoutes } from '../features/menu/routes';
import { menuImportRoutes, wizardMenuUpload } from '../features/menu-import/routes';
import { messagesRoutes } from '../features/messages/routes';
import { orderSummaryRoutes } from '../features/order-summary/routes';
import { ordersRoutes } from '../features/orders/routes';
import { settingsRoutes } from '../features/settings/routes';
import { setupWizardRoutes } from '../features/setup-wizard/routes';
import { storeRoutes } from '../features/store/routes';
import { storeSelectionRoutes } from '../features/stores/routes';
import { previewRoutes, tableQrSection } from '../features/tables/routes';
import { joinRoutes, pairRoutes, teamSection } from '../features/team/routes';
import { RequireAuth, RequireOnboarded, RequireScreen, RequireStore } from './guards';
import { NotFoundPage } from './simple-pages';
import { Loads } from './ui/Loads';

// Each feature owns its route table (features/*/routes.tsx); the app only
// places them behind the guards they need.
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
                  <Route element={<RequireScreen />}>
                    {menuRoutes}
                    {menuImportRoutes}
                    {ordersRoutes}
                    {kitchenRoutes}
                    {orderSummaryRoutes}
                    {helpRoutes}
                    {previewRoutes}
                    {messagesRoutes}
                    {storeRoutes(tableQrSection, teamSection)}
                    {settingsRoutes}
                    {dashboardRoutes}
                    {categoriesRoutes}
                  </Route>
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
