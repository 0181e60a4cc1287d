// The category screens' routes, each page loaded on first visit (precached by
// the service worker, so they open offline).
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { Loads } from '../../app/ui/Loads';
import { categoryPaths } from './category-paths';

const CategoriesPage = lazy(() => import('./CategoriesPage').then((m) => ({ default: m.CategoriesPage })));
const CategoryFormPage = lazy(() => import('./CategoryFormPage').then((m) => ({ default: m.CategoryFormPage })));

// The category form and its older spellings (doc 1 §2.1).
const CATEGORY_FORM_PATHS = [categoryPaths.add, `${categoryPaths.list}/new`, `${categoryPaths.add}/:categoryId`, `${categoryPaths.list}/update/:categoryId`];

/** Route elements, placed by App inside the shell layout. */
export const categoriesRoutes = (
  <>
    <Route path={categoryPaths.list} element={<Loads><CategoriesPage /></Loads>} />
    {CATEGORY_FORM_PATHS.map((path) => (
      <Route key={path} path={path} element={<Loads><CategoryFormPage /></Loads>} />
    ))}
  </>
);
