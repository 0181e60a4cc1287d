// Which emulator tests may run beside the end-to-end tests (scripts/test.ts).
// Most make their own users and stores and share the emulators with anything.
// These read or rewrite the whole project: the demo world the end-to-end tests
// sign in to, every store and account (the backfills), or the project's daily
// ceilings (filled to the top, so an end-to-end invitation beside it was
// refused). They run first, with the emulators to themselves.
export const WHOLE_PROJECT_TESTS = [
  'tests/integration/seed.test.ts',
  'tests/integration/devices-backfill.test.ts',
  'tests/integration/invitations-backfill.test.ts',
  'tests/integration/members-backfill.test.ts',
  'tests/integration/project-usage.test.ts',
] as const;

/**
 * The second set of emulators, for tests/production, runs beside the first
 * this many ports up (offsets 100 apart never collide: scripts/lib/project.ts).
 */
export const PRODUCTION_PORT_SHIFT = 300;
