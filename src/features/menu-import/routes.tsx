// The menu import's routes, each page loaded on first visit (and precached).
import { lazy, Suspense, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { MESSAGES } from '../../domain/shared/messages';
import { importPaths } from './import-paths';

const AddPhotoPage = lazy(() => import('./AddPhotoPage').then((m) => ({ default: m.AddPhotoPage })));
const ReviewPage = lazy(() => import('./ReviewPage').then((m) => ({ default: m.ReviewPage })));
const WizardMenuUpload = lazy(() => import('./WizardMenuUpload').then((m) => ({ default: m.WizardMenuUpload })));

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p className="loading" role="status">{MESSAGES.menuScreen.loading}</p>}>{children}</Suspense>;
}

export const menuImportRoutes = (
  <>
    <Route path={importPaths.addPhoto} element={<Page><AddPhotoPage /></Page>} />
    <Route path={importPaths.addPhotoOld} element={<Page><AddPhotoPage /></Page>} />
    <Route path={importPaths.review} element={<Page><ReviewPage /></Page>} />
  </>
);

/** The setup wizard's menu step: an upload read right there (the app passes it to the wizard). */
export const wizardMenuUpload = <Page><WizardMenuUpload /></Page>;
