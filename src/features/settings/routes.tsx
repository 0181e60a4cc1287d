// The settings screens, one lazy chunk (precached, so they open offline).
import { lazy, Suspense } from 'react';
import type { ScreenElements } from '../../domain/shared/screens';
import { MESSAGES } from '../../domain/shared/messages';

const SettingsPage = lazy(() => import('./SettingsPage').then((m) => ({ default: m.SettingsPage })));
const SettingsUpdatePage = lazy(() => import('./SettingsUpdatePage').then((m) => ({ default: m.SettingsUpdatePage })));

const loading = <p className="loading" role="status">{MESSAGES.settingsScreen.loading}</p>;

/** Its screens, by their names in the route table (src/domain/shared/screens.ts); the app places them. */
export const settingsScreens = {
  settings: <Suspense fallback={loading}><SettingsPage /></Suspense>,
  settingsUpdate: <Suspense fallback={loading}><SettingsUpdatePage /></Suspense>,
} satisfies ScreenElements;
