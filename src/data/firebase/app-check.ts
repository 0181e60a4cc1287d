// App Check for the page. Started once, only when configured (src/data/firebase/firebase.ts
// with the reCAPTCHA Enterprise site key; the test harness with a custom
// provider): the SDK is imported on demand, so a build without a site key
// never downloads it and the first route pays nothing for it. Once it runs,
// the Firebase SDKs (Functions, Firestore, Storage) send its token by
// themselves; the outbox sender, plain fetch, asks `appCheckToken` for it.
import type { FirebaseApp } from 'firebase/app';
import type { AppCheck, AppCheckOptions } from 'firebase/app-check';
import { handOffAppCheckToken } from '../sender/app-check-handoff';

type AppCheckSdk = typeof import('firebase/app-check');

/** One App Check per page, as the SDK allows one per app. */
let running: Promise<{ sdk: AppCheckSdk; appCheck: AppCheck }> | undefined;

export function startAppCheck(
  app: FirebaseApp,
  provider: (sdk: AppCheckSdk) => AppCheckOptions['provider'],
  debugToken: string | null = null,
): Promise<void> {
  running ??= import('firebase/app-check').then((sdk) => {
    // The SDK reads the debug token from the global before it starts.
    if (debugToken) (self as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN = debugToken;
    const appCheck = sdk.initializeAppCheck(app, { provider: provider(sdk), isTokenAutoRefreshEnabled: true });
    // Every new token also goes to the service worker, which cannot mint its own.
    sdk.onTokenChanged(appCheck, ({ token }) => void handOffAppCheckToken(token).catch(() => undefined));
    return { sdk, appCheck };
  });
  return running.then(() => undefined);
}

/**
 * Resolves once App Check runs (at once when it is not in use), so a call
 * made right after the page opens does not go out before the SDK can attach
 * a token.
 */
export async function appCheckReady(): Promise<void> {
  // One that failed to start (its chunk not loaded) lets the call go without a token.
  await running?.catch(() => undefined);
}

/**
 * The current App Check token, or undefined when App Check is not in use or
 * could not attest this page (reCAPTCHA unreachable): the call then goes
 * without one, and an enforcing server's 'unauthenticated' keeps the command
 * queued for a later try.
 */
export async function appCheckToken(): Promise<string | undefined> {
  if (!running) return undefined;
  try {
    const { sdk, appCheck } = await running;
    return (await sdk.getToken(appCheck)).token;
  } catch {
    return undefined;
  }
}
