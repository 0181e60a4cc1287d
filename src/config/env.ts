// The one place the app reads its environment. Production sets VITE_FIREBASE_*
// at build time; with nothing set, the app talks to the local `demo-` project
// on the emulators, so nothing can reach a real project by mistake.
import { DEFAULT_CUSTOMER_HOST } from '../domain/tables/preview-validation';

const env = import.meta.env;

const projectId: string = env.VITE_FIREBASE_PROJECT_ID || 'demo-seller-portal';
const isDemoProject = projectId.startsWith('demo-');

/**
 * Emulators are used for demo projects, or when asked for explicitly. Fixed
 * at build time by vite.config.ts (the same rule, scripts/lib/production-build.ts),
 * so the minifier drops the emulator wiring from a real project's bundle:
 * it carries no emulator address (npm run deploy:check looks for them).
 */
declare const __FIREBASE_EMULATORS__: boolean;
const useEmulators = __FIREBASE_EMULATORS__;

export const config = {
  firebase: {
    apiKey: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    projectId,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
    appId: env.VITE_FIREBASE_APP_ID || 'demo-app-id',
  },
  functionsRegion: env.VITE_FUNCTIONS_REGION || 'us-central1',
  /**
   * Where customers order: a table's QR code and preview link are
   * {customerHost}/t/{linkId}. The default is a placeholder host that names
   * itself; a deployment sets VITE_CUSTOMER_HOST to its customer app.
   */
  customerHost: env.VITE_CUSTOMER_HOST || DEFAULT_CUSTOMER_HOST,
  /** The support contact the Help Center shows; a deployment sets VITE_SUPPORT_EMAIL. */
  supportEmail: env.VITE_SUPPORT_EMAIL || 'support@example.com',
  appCheck: {
    /** reCAPTCHA Enterprise site key: set, the app runs App Check; unset, the App Check SDK is never loaded. */
    siteKey: (env.VITE_APPCHECK_SITE_KEY || null) as string | null,
    /**
     * A debug token registered in the console, for `npm run dev` on localhost
     * against a real project. Read only in dev builds: in a deployed bundle
     * it would let anyone past App Check.
     */
    debugToken: ((env.DEV && env.VITE_APPCHECK_DEBUG_TOKEN) || null) as string | null,
  },
  useEmulators,
  emulatorHost: useEmulators ? env.VITE_EMULATOR_HOST || '127.0.0.1' : '',
  emulatorPorts: useEmulators
    ? {
        auth: Number(env.VITE_AUTH_EMULATOR_PORT || 9099),
        firestore: Number(env.VITE_FIRESTORE_EMULATOR_PORT || 8080),
        functions: Number(env.VITE_FUNCTIONS_EMULATOR_PORT || 5001),
        storage: Number(env.VITE_STORAGE_EMULATOR_PORT || 9190),
      }
    : { auth: 0, firestore: 0, functions: 0, storage: 0 },
} as const;

if (!isDemoProject && !env.VITE_FIREBASE_API_KEY) {
  throw new Error('VITE_FIREBASE_API_KEY must be set for a non-demo Firebase project');
}
