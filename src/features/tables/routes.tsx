// /preview, loaded on first visit (precached by the service worker, so it opens offline).
import { lazy, Suspense } from 'react';
import type { ScreenElements } from '../../domain/shared/screens';
import { MESSAGES } from '../../domain/shared/messages';

const PreviewPage = lazy(() => import('./PreviewPage').then((m) => ({ default: m.PreviewPage })));

/** Its screens, by their names in the route table (src/domain/shared/screens.ts); the app places them. */
export const previewScreens = {
  preview: <Suspense fallback={<p className="loading" role="status">{MESSAGES.tablesScreen.loading}</p>}><PreviewPage /></Suspense>,
} satisfies ScreenElements;

const TableQrSection = lazy(() => import('./TableQrSection').then((m) => ({ default: m.TableQrSection })));

/** The Table QR Codes section for /store, in its own chunk (lean-qr, and pdf-lib on demand). */
export const tableQrSection = (
  <Suspense fallback={<p className="loading" role="status">{MESSAGES.tablesScreen.loading}</p>}>
    <TableQrSection />
  </Suspense>
);
