import { functionsAdminApp } from '../../scripts/lib/functions-admin';
import { PROJECT_ID } from './emulator-env';

/**
 * The Functions' own copy of the Admin SDK (functions/node_modules), for a test that runs
 * a Function's module in this process, pointed at the emulators by the test's environment:
 * its default app, made (scripts/lib/functions-admin.ts) with what a deployed Function has,
 * the project and its bucket; made without the bucket, the sweep and the reader failed.
 */
export async function useFunctionsAdmin(): Promise<void> {
  await functionsAdminApp({ projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` });
}
