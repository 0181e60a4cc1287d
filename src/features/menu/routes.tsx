// The menu's routes, each page loaded on first visit: the main bundle stays
// smaller, and the service worker precaches every chunk, so they open offline.
import { lazy, Suspense, type ReactNode } from 'react';
import type { ScreenElements } from '../../domain/shared/screens';
import { MESSAGES } from '../../domain/shared/messages';

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

/** Its screens, by their names in the route table (src/domain/shared/screens.ts), older spellings there too. */
export const menuScreens = {
  menu: <Page><MenuListPage /></Page>,
  menuAddMethod: <Page><AddMethodPage /></Page>,
  menuAdd: <Page><MenuItemFormPage /></Page>,
  menuEdit: <Page><MenuItemFormPage /></Page>,
} satisfies ScreenElements;
