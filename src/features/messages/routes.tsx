// The customer messages screen, its own lazy chunk (precached, so it opens offline).
import { lazy, Suspense } from 'react';
import type { ScreenElements } from '../../domain/shared/screens';
import { MESSAGES } from '../../domain/shared/messages';

const MessagesPage = lazy(() => import('./MessagesPage').then((m) => ({ default: m.MessagesPage })));

/** Its screens, by their names in the route table (src/domain/shared/screens.ts); the app places them. */
export const messagesScreens = {
  messages: <Suspense fallback={<p className="loading" role="status">{MESSAGES.messages.loading}</p>}><MessagesPage /></Suspense>,
} satisfies ScreenElements;
