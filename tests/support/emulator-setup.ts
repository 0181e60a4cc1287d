// Runs before each emulator test file (vitest.config.ts), for the tests that run a Function's
// module in this process. The files share one module graph, so whichever first makes the
// Functions' own copy of the Admin SDK app (functions/node_modules) sets its options for all the
// rest: it is made here first, with what a deployed Function has, the project and its bucket
// (made without the bucket, the sweep and the reader failed).
import { functionsAdminApp } from '../../scripts/lib/functions-admin';
import { PROJECT_ID } from './emulator-env';

await functionsAdminApp({ projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` });
