// The menu's routes, each page loaded on first visit: the main bundle stays
// smaller, and the service worker precaches every chunk, so they open offline.
import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { MESSAGES } from '../../domain/shared/messages';
import { menuPaths } from './menu-paths';

const MenuListPage = lazy(() => import('./MenuListPage').then((m) => ({ default: m.MenuListPage })));
const AddMethodPage = lazy(() => import('./AddMethodPage').then((m) => ({ default: m.AddMethodPage })));
const MenuItemFormPage = lazy(() => import('./MenuItemFormPage').then((m) => ({ default: m.MenuItemFormPage })));

function Page({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<p className="loading" role="status">{MESSAGES.menuScreen.loading}</p>}>
      {children}
    </Suspense>
  );
}

/** Route elements, placed by App inside the shell layout. */
export const menuRoutes = (
  <>
    <Route path={menuPaths.list} element={<Page><MenuListPage /></Page>} />
    <Route path={menuPaths.addMethod} element={<Page><AddMethodPage /></Page>} />
    <Route path={menuPaths.addMethodOld} element={<Page><AddMethodPage /></Page>} />
    <Route path={menuPaths.add} element={<Page><MenuItemFormPage /></Page>} />
    <Route path={menuPaths.addOld} element={<Page><MenuItemFormPage /></Page>} />
    <Route path={menuPaths.edit} element={<Page><MenuItemFormPage /></Page>} />
    <Route path={menuPaths.editOld} element={<Page><MenuItemFormPage /></Page>} />
  </>
);
