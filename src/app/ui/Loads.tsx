import { Suspense, type ReactNode } from 'react';
import { MESSAGES } from '../../domain/shared/messages';

/** A page loaded on first visit, with the shell's loading line until its code is there. */
export function Loads({ children }: { children: ReactNode }) {
  return <Suspense fallback={<p className="loading" role="status">{MESSAGES.shell.loadingScreen}</p>}>{children}</Suspense>;
}
