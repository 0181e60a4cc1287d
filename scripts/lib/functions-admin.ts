// The Functions' own copy of the Admin SDK, for scripts that run the Functions'
// code (functions/src) against the same project as the script's copy: the
// two copies' FieldValues and Timestamps are not interchangeable.
import type { Firestore } from 'firebase-admin/firestore';
import type { Firestore as FunctionsFirestore } from '../../functions/node_modules/firebase-admin/lib/firestore/index.js';

/**
 * The Functions' copy's default app: the one already made in this process, else made with
 * `options`. The first caller's options stand for every later one, so a caller that needs
 * more than the project (the bucket) must say so wherever the app may be made first.
 */
export async function functionsAdminApp(options: { projectId?: string; storageBucket?: string } = {}) {
  const app = await import('../../functions/node_modules/firebase-admin/lib/app/index.js');
  return app.getApps()[0] ?? app.initializeApp(options);
}

/** The Functions' copy's Firestore, for the project (and emulator, from the environment) of `db`'s app. */
export async function functionsFirestore(db?: Firestore): Promise<FunctionsFirestore> {
  const { getFirestore } = await import('../../functions/node_modules/firebase-admin/lib/firestore/index.js');
  return getFirestore(await functionsAdminApp(projectOf(db)));
}

/** `db`'s project once known (after its first request, or given at its app's start); otherwise the environment's. */
function projectOf(db: Firestore | undefined): { projectId?: string } {
  try {
    const projectId = (db as unknown as { projectId?: string } | undefined)?.projectId;
    return projectId ? { projectId } : {};
  } catch {
    return {};
  }
}
