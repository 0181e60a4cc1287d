// The category screens' routes, each page loaded on first visit (precached by
// the service worker, so they open offline).
import { lazy } from 'react';
import type { ScreenElements } from '../../domain/shared/screens';
import { Loads } from '../../app/ui/Loads';

const CategoriesPage = lazy(() => import('./CategoriesPage').then((m) => ({ default: m.CategoriesPage })));
const CategoryFormPage = lazy(() => import('./CategoryFormPage').then((m) => ({ default: m.CategoryFormPage })));

/** Its screens, by their names in the route table (src/domain/shared/screens.ts), older spellings there too. */
export const categoriesScreens = {
  categories: <Loads><CategoriesPage /></Loads>,
  categoryAdd: <Loads><CategoryFormPage /></Loads>,
  categoryEdit: <Loads><CategoryFormPage /></Loads>,
} satisfies ScreenElements;
