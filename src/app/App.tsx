import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../features/auth/LoginPage';
import { MESSAGES } from '../domain/messages';
import { DashboardRoute, ProtectedLayout } from './ProtectedLayout';
// Offline engine (issue 4): the minimal category list.
import { paths } from '../config/paths';
import { CategoriesPage } from '../features/categories/CategoriesPage';

function NotFound() {
  return (
    <main className="auth-page">
      <h1>{MESSAGES.shell.notFound}</h1>
    </main>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route element={<ProtectedLayout />}>
          <Route path="/" element={<DashboardRoute />} />
          {/* Offline engine (issue 4) */}
          <Route path={paths.categories} element={<CategoriesPage />} />
        </Route>
        <Route path="*" element={<NotFound />} />
      </Routes>
    </BrowserRouter>
  );
}
