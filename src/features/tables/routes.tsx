// /preview, loaded on first visit (precached by the service worker, so it opens offline).
import { lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { paths } from '../../config/paths';
import { MESSAGES } from '../../domain/shared/messages';

const PreviewPage = lazy(() => import('./PreviewPage').then((m) => ({ default: m.PreviewPage })));

export const previewRoutes = (
  <Route
    path={paths.preview}
    element={
      <Suspense fallback={<p className="loading" role="status">{MESSAGES.tablesScreen.loading}</p>}>
        <PreviewPage />
      </Suspense>
    }
  />
);

const TableQrSection = lazy(() => import('./TableQrSection').then((m) => ({ default: m.TableQrSection })));

/** The Table QR Codes section for /store, in its own chunk (lean-qr, and pdf-lib on demand). */
export const tableQrSection = (
  <Suspense fallback={<p className="loading" role="status">{MESSAGES.tablesScreen.loading}</p>}>
    <TableQrSection />
  </Suspense>
);
