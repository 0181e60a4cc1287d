// The settings screens, one lazy chunk (precached, so they open offline).
import { lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { MESSAGES } from '../../domain/shared/messages';
import { settingsPaths } from './settings-paths';

const SettingsPage = lazy(() => import('./SettingsPage').then((m) => ({ default: m.SettingsPage })));
const SettingsUpdatePage = lazy(() => import('./SettingsUpdatePage').then((m) => ({ default: m.SettingsUpdatePage })));

const loading = <p className="loading" role="status">{MESSAGES.settingsScreen.loading}</p>;

export const settingsRoutes = [
  <Route key="settings" path={settingsPaths.view} element={<Suspense fallback={loading}><SettingsPage /></Suspense>} />,
  <Route key="settings-update" path={settingsPaths.update} element={<Suspense fallback={loading}><SettingsUpdatePage /></Suspense>} />,
];
