import { useEffect, type ReactElement } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { CurrentStoreProvider } from '../data/stores/current-store';
import { onSigningIn } from '../data/session/sign-in';
import { authRoutes } from '../features/auth/routes';
import { categoriesScreens } from '../features/categories/routes';
import { dashboardPreloads, dashboardScreens } from '../features/dashboard/routes';
import { helpScreens } from '../features/help/routes';
import { kitchenPreloads, kitchenScreens } from '../features/kitchen/routes';
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
import { teamPaths } from '../features/team/team-paths';
import { RequireAuth, RequireOnboarded, RequireScreen, RequireStore, type FromState } from './guards';
import { NotFoundPage } from './simple-pages';
import { screenRoutes } from './screen-routes';
import { screenNameAt, type ScreenName, type ScreenPreloads } from '../domain/shared/screens';
import { paths } from '../config/paths';
import { Loads } from './ui/Loads';
import { lazyLoaded } from './ui/lazy-loaded';

// The shell's screens are the route table's (src/domain/shared/screens.ts):
// each feature gives the elements of its own (features/*/routes.tsx), and the
// app places them, at every address the table gives, behind the guards.
//
// Everything after sign-in loads on first use (and is precached, so it opens
// offline): the sign-in screen downloads neither the shell nor the offline
// engine (RxDB, Firestore), which come with ShellLayout.
const ShellLayout = lazyLoaded(() => import('./shell/ShellLayout').then((m) => m.ShellLayout));

/** The screens whose code may load ahead: those a user opens first after signing in. */
const SCREEN_PRELOADS: ScreenPreloads = { ...dashboardPreloads, ...kitchenPreloads };

/**
 * Whoever signs in opens the shell and the screen they are headed for next
 * (the page that sent them to sign in, else the dashboard; a display pairing,
 * the kitchen board): their code is evaluated from the moment a sign-in is
 * asked for, while the request travels. Not before: the sign-in screen stays
 * light to open and to use (the service worker has fetched the code already,
 * unevaluated). The engine's code (a third of a megabyte) is not among them:
 * evaluated beside the sign-in, it held the answer up; it starts once the
 * token names the store (current-store.tsx), while a new device's first
 * orders are asked for without it.
 */
function CodeLoadedOnSignIn() {
  const location = useLocation();
  const headedFor = location.pathname === teamPaths.pair ? paths.kitchen : ((location.state as FromState | null)?.from ?? paths.dashboard);
  useEffect(() => onSigningIn(() => {
    const screen = screenNameAt(headedFor);
    void Promise.all([ShellLayout.preload(), screen && SCREEN_PRELOADS[screen]?.()]).catch(() => undefined);
  }), [headedFor]);
  return null;
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
  return (
    <BrowserRouter>
      <CodeLoadedOnSignIn />
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
