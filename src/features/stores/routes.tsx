// Store selection, loaded on first visit: signed in, before a store is chosen.
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Loads } from '../../app/ui/Loads';

const StoreSelectionPage = lazy(() => import('./StoreSelectionPage').then((m) => ({ default: m.StoreSelectionPage })));

/** Route elements, placed by App behind the sign-in guard. */
export const storeSelectionRoutes = <Route path={paths.storeSelection} element={<Loads><StoreSelectionPage /></Loads>} />;
