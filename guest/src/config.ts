// The one module that reads the build's environment. With nothing set the
// page talks to the local `demo-` project on the emulators, as the portal does
// (src/config/env.ts); __FIREBASE_EMULATORS__ is fixed by guest/vite.config.ts.
declare const __FIREBASE_EMULATORS__: boolean;

const projectId: string = import.meta.env.VITE_FIREBASE_PROJECT_ID || 'demo-seller-portal';
const apiKey: string = import.meta.env.VITE_FIREBASE_API_KEY || '';
const region: string = import.meta.env.VITE_FUNCTIONS_REGION || 'us-central1';
const host: string = import.meta.env.VITE_EMULATOR_HOST || '127.0.0.1';

const firestoreBase = __FIREBASE_EMULATORS__
  ? `http://${host}:${Number(import.meta.env.VITE_FIRESTORE_EMULATOR_PORT || 8080)}/v1/projects/${projectId}/databases/(default)/documents`
  : `https://firestore.googleapis.com/v1/projects/${projectId}/databases/(default)/documents`;

const functionsBase = __FIREBASE_EMULATORS__
  ? `http://${host}:${Number(import.meta.env.VITE_FUNCTIONS_EMULATOR_PORT || 5001)}/${projectId}/${region}`
  : `https://${region}-${projectId}.cloudfunctions.net`;

export const config = {
  projectId,
  apiKey,
  firestoreBase,
  /** Appended to every Firestore read of a real project (its web API key). */
  firestoreQuery: __FIREBASE_EMULATORS__ || apiKey === '' ? '' : `?key=${encodeURIComponent(apiKey)}`,
  functionsBase,
} as const;

/**
 * App Check for the customer app, only when the build has its reCAPTCHA
 * Enterprise site key. A condition on the variable itself, so a build without
 * it drops the SDK's imports and holds no Firebase code at all.
 */
export const appCheck = import.meta.env.VITE_CUSTOMER_APPCHECK_SITE_KEY
  ? {
    siteKey: import.meta.env.VITE_CUSTOMER_APPCHECK_SITE_KEY as string,
    appId: (import.meta.env.VITE_CUSTOMER_APP_ID || '') as string,
    load: () => Promise.all([import('firebase/app'), import('firebase/app-check')]),
  }
  : null;
