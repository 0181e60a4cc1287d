// The team's screens: the Team section of /store (for the owner and managers)
// and the page an invitation's link opens, each in its own chunk.
import { lazy, Suspense } from 'react';
import { Route } from 'react-router-dom';
import { MESSAGES } from '../../domain/shared/messages';
import { teamPaths } from './team-paths';

const JoinPage = lazy(() => import('./JoinPage').then((m) => ({ default: m.JoinPage })));
const PairPage = lazy(() => import('./PairPage').then((m) => ({ default: m.PairPage })));
const TeamSection = lazy(() => import('./TeamSection').then((m) => ({ default: m.TeamSection })));

const loading = <p className="loading" role="status">{MESSAGES.team.loading}</p>;

/** Signed in, with or without a store: the invitation may be the user's first store. */
export const joinRoutes = (
  <Route path={teamPaths.join} element={<Suspense fallback={<p className="loading" role="status">{MESSAGES.team.joinChecking}</p>}><JoinPage /></Suspense>} />
);

/** Signed out: the tablet pairs itself (outside every guard, like the sign-in). */
export const pairRoutes = (
  <Route path={teamPaths.pair} element={<Suspense fallback={<p className="loading" role="status">{MESSAGES.team.pairTitle}</p>}><PairPage /></Suspense>} />
);

export const teamSection = (
  <Suspense fallback={loading}>
    <TeamSection />
  </Suspense>
);
