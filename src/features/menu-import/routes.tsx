// The menu import's routes, each page loaded on first visit (and precached).
import { lazy, Suspense, type ReactNode } from 'react';
import type { ScreenElements } from '../../domain/shared/screens';
import { MESSAGES } from '../../domain/shared/messages';

const AddPhotoPage = lazy(() => import('./AddPhotoPage').then((m) => ({ default: m.AddPhotoPage })));
const ReviewPage = lazy(() => import('./ReviewPage').then((m) => ({ default: m.ReviewPage })));
const WizardMenuUpload = lazy(() => import('./WizardMenuUpload').then((m) => ({ default: m.WizardMenuUpload })));

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p className="loading" role="status">{MESSAGES.menuScreen.loading}</p>}>{children}</Suspense>;
}

/** Its screens, by their names in the route table (src/domain/shared/screens.ts), older spellings there too. */
export const menuImportScreens = {
  menuAddPhoto: <Page><AddPhotoPage /></Page>,
  menuImportReview: <Page><ReviewPage /></Page>,
} satisfies ScreenElements;

/** The setup wizard's menu step: an upload read right there (the app passes it to the wizard). */
export const wizardMenuUpload = <Page><WizardMenuUpload /></Page>;
