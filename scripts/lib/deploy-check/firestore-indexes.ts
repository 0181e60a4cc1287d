import { createRequire } from 'node:module';

// firestore.indexes.json checked by firebase-tools' own validation, the one
// `firebase deploy --only firestore:indexes` runs before it calls the API,
// so it works offline.

interface IndexValidator {
  upgradeOldSpec(spec: unknown): unknown;
  validateSpec(spec: unknown): void;
}
const { FirestoreApi } = createRequire(import.meta.url)('firebase-tools/lib/firestore/api.js') as { FirestoreApi: new () => IndexValidator };

export function indexProblems(spec: unknown): string[] {
  try {
    const api = new FirestoreApi();
    api.validateSpec(api.upgradeOldSpec(spec));
    return [];
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}
