// The setup wizard, loaded on first visit: a store is chosen, its setup not done.
import { lazy, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Loads } from '../../app/ui/Loads';

const SetupWizardPage = lazy(() => import('./SetupWizardPage').then((m) => ({ default: m.SetupWizardPage })));

/**
 * Route elements, placed by App behind the store guard, outside the shell.
 * `menuUpload`: the menu step's upload, which the menu import owns (the app passes it in).
 */
export const setupWizardRoutes = (menuUpload: ReactNode) => (
  <Route path={paths.setupWizard} element={<Loads><SetupWizardPage menuUpload={menuUpload} /></Loads>} />
);
