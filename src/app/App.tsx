import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { CurrentStoreProvider } from '../data/stores';
import { LoginPage } from '../features/auth/LoginPage';
import { menuRoutes } from '../features/menu/routes';
import { ordersRoutes } from '../features/orders/routes';
import { kitchenRoutes } from '../features/kitchen/routes';
import { orderSummaryRoutes } from '../features/order-summary/routes';
import { helpRoutes } from '../features/help/routes';
import { previewRoutes, tableQrSection } from '../features/tables/routes';
import { messagesRoutes } from '../features/messages/routes';
import { settingsRoutes } from '../features/settings/routes';
import { storeRoutes } from '../features/store/routes';
import { DashboardRoute } from '../features/dashboard/DashboardPage';
import { CategoriesPage } from '../features/categories/CategoriesPage';
import { CategoryFormPage } from '../features/categories/CategoryFormPage';
import { SetupWizardPage } from '../features/setup-wizard/SetupWizardPage';
import { StoreSelectionPage } from '../features/stores/StoreSelectionPage';
import { RequireAuth, RequireOnboarded, RequireStore } from './guards';
import { ShellLayout } from './ShellLayout';
import { ComingSoonPage, NotFoundPage } from './simple-pages';

// The category form and its older spellings (doc 1 §2.1).
const CATEGORY_FORM_PATHS = ['/categories/add', '/categories/new', '/categories/add/:categoryId', '/categories/update/:categoryId'];

// Screens of the route table that other issues fill; each shows its title for now.
const COMING_SOON: readonly [string, string][] = [
  ['/menu/add-photo', 'Upload Photos'],
  ['/menu/photo-upload', 'Upload Photos'],
];

export function App() {
  return (
    <BrowserRouter>
      <CurrentStoreProvider>
        <Routes>
          <Route path={paths.login} element={<LoginPage />} />
          <Route element={<RequireAuth />}>
            <Route path={paths.storeSelection} element={<StoreSelectionPage />} />
            <Route element={<RequireStore />}>
              <Route path={paths.setupWizard} element={<SetupWizardPage />} />
              <Route element={<RequireOnboarded />}>
                <Route element={<ShellLayout />}>
                  {menuRoutes}
                  {ordersRoutes}
                  {kitchenRoutes}
                  {orderSummaryRoutes}
                  {helpRoutes}
                  {previewRoutes}
                  {messagesRoutes}
                  {storeRoutes(tableQrSection)}
                  {settingsRoutes}
                  <Route index element={<DashboardRoute />} />
                  <Route path={paths.categories} element={<CategoriesPage />} />
                  {CATEGORY_FORM_PATHS.map((path) => (
                    <Route key={path} path={path} element={<CategoryFormPage />} />
                  ))}
                  {COMING_SOON.map(([path, title]) => (
                    <Route key={path} path={path} element={<ComingSoonPage title={title} />} />
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
