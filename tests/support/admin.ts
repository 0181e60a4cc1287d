import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { PROJECT_ID } from './emulator-env';

// FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST are set by scripts/test.ts.
const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` });
export const adminDb = getFirestore(app);
export const adminAuth = getAuth(app);
/** The app's default bucket, as the Functions see it. */
export const adminBucket = () => getStorage(app).bucket();
