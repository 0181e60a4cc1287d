import { PROJECT_ID } from './emulator-env';

/**
 * The Functions' own copy of the Admin SDK (functions/node_modules), for a test that runs
 * a Function's module in this process, pointed at the emulators by the test's environment.
 * Its default app is made once, always with what a deployed Function has (the project and
 * its bucket): made without the bucket, the sweep and the reader of a later test failed.
 */
export async function useFunctionsAdmin(): Promise<void> {
  const { getApps, initializeApp } = await import('../../functions/node_modules/firebase-admin/lib/app/index.js');
  if (getApps().length === 0) initializeApp({ projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` });
}
