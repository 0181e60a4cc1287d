// Runs before each emulator test file (vitest.config.ts). The files share one module graph, so
// whichever first makes the Functions' Admin SDK app sets its options for all the rest: it is
// made here first, with the bucket a deployed Function has (tests/support/functions-admin.ts).
import { useFunctionsAdmin } from './functions-admin';

await useFunctionsAdmin();
