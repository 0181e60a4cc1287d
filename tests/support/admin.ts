import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { PROJECT_ID } from './emulator-env';

// FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST are set by scripts/test.ts.
const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
export const adminDb = getFirestore(app);
export const adminAuth = getAuth(app);
