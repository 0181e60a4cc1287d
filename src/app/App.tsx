import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { CurrentStoreProvider } from '../data/stores';
import { engineCode } from '../data/engine/engine-code';
import { LoginPage } from '../features/auth/LoginPage';
import { menuRoutes } from '../features/menu/routes';
import { menuImportRoutes } from '../features/menu-import/routes';
import { ordersRoutes } from '../features/orders/routes';
import { kitchenRoutes } from '../features/kitchen/routes';
import { orderSummaryRoutes } from '../features/order-summary/routes';
import { helpRoutes } from '../features/help/routes';
import { previewRoutes, tableQrSection } from '../features/tables/routes';
import { messagesRoutes } from '../features/messages/routes';
import { settingsRoutes } from '../features/settings/routes';
import { storeRoutes } from '../features/store/routes';
import { MESSAGES } from '../domain/messages';
import { RequireAuth, RequireOnboarded, RequireStore } from './guards';
import { NotFoundPage } from './simple-pages';

// Everything after sign-in loads on first use (and is precached, so it opens
// offline): the sign-in screen downloads neither the shell nor the offline
// engine (RxDB, Firestore), which come with ShellLayout (issue 11 item 6).
const loadShell = () => import('./ShellLayout');
const ShellLayout = lazy(() => loadShell().then((m) => ({ default: m.ShellLayout })));
const DashboardRoute = lazy(() => import('../features/dashboard/DashboardPage').then((m) => ({ default: m.DashboardRoute })));
const CategoriesPage = lazy(() => import('../features/categories/CategoriesPage').then((m) => ({ default: m.CategoriesPage })));
const CategoryFormPage = lazy(() => import('../features/categories/CategoryFormPage').then((m) => ({ default: m.CategoryFormPage })));
const SetupWizardPage = lazy(() => import('../features/setup-wizard/SetupWizardPage').then((m) => ({ default: m.SetupWizardPage })));
const WizardMenuUpload = lazy(() => import('../features/menu-import/WizardMenuUpload').then((m) => ({ default: m.WizardMenuUpload })));
const StoreSelectionPage = lazy(() => import('../features/stores/StoreSelectionPage').then((m) => ({ default: m.StoreSelectionPage })));

function Loads({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p className="loading" role="status">{MESSAGES.shell.loadingScreen}</p>}>{children}</Suspense>;
}

// The category form and its older spellings (doc 1 §2.1).
const CATEGORY_FORM_PATHS = ['/categories/add', '/categories/new', '/categories/add/:categoryId', '/categories/update/:categoryId'];

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
          <Route path={paths.login} element={<LoginPage />} />
          <Route element={<RequireAuth />}>
            <Route path={paths.storeSelection} element={<Loads><StoreSelectionPage /></Loads>} />
            <Route element={<RequireStore />}>
              <Route path={paths.setupWizard} element={<Loads><SetupWizardPage menuUpload={<Loads><WizardMenuUpload /></Loads>} /></Loads>} />
              <Route element={<RequireOnboarded />}>
                <Route element={<Loads><ShellLayout /></Loads>}>
                  {menuRoutes}
                  {menuImportRoutes}
                  {ordersRoutes}
                  {kitchenRoutes}
                  {orderSummaryRoutes}
                  {helpRoutes}
                  {previewRoutes}
                  {messagesRoutes}
                  {storeRoutes(tableQrSection)}
                  {settingsRoutes}
                  <Route index element={<Loads><DashboardRoute /></Loads>} />
                  <Route path={paths.categories} element={<Loads><CategoriesPage /></Loads>} />
                  {CATEGORY_FORM_PATHS.map((path) => (
                    <Route key={path} path={path} element={<Loads><CategoryFormPage /></Loads>} />
                  ))}
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
