// The Firebase app and Auth: all the sign-in screen needs. Firestore
// (firebase-services.ts, rest-db.ts) and Functions (functions-services.ts)
// load after sign-in, and Storage (storage-services.ts) on the first upload,
// so the first route does not download them.
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { config } from '../../config/env';
import { startAppCheck } from './app-check';

export const firebaseApp = initializeApp(config.firebase);
// Only with a site key: without one nothing of App Check loads, and the
// Functions must not enforce it (ENFORCE_APP_CHECK, see docs/deploy.md).
const { siteKey, debugToken } = config.appCheck;
if (siteKey) {
  startAppCheck(firebaseApp, (sdk) => new sdk.ReCaptchaEnterpriseProvider(siteKey), debugToken).catch((error: unknown) =>
    console.warn('App Check could not start; calls go without its token', error),
  );
}
export const auth = getAuth(firebaseApp);

if (config.useEmulators) {
  connectAuthEmulator(auth, `http://${config.emulatorHost}:${config.emulatorPorts.auth}`, { disableWarnings: true });
  // The Auth emulator sends no real SMS and needs no reCAPTCHA solved; never set outside the emulators.
  auth.settings.appVerificationDisabledForTesting = true;
}
