/// <reference lib="webworker" />
// Delivers the signed-in user's outbox from the service worker, with the same
// Sender as the page. The user and a fresh ID token come from Firebase Auth,
// which reads the session the page persisted in IndexedDB.
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { config } from '../src/config/env';
import { firebaseTokenSource } from '../src/data/firebase/firebase-token-source';
import { Outbox } from '../src/data/outbox/outbox';
import { workerAppCheck } from '../src/data/sender/app-check-handoff';
import { functionsUrl } from '../src/data/sender/functions-url';
import { Sender } from '../src/data/sender/sender';
import { senderLockName, webLock } from '../src/data/sender/web-lock';

// The default app name: Auth keys its persisted session by app name, and the page uses the default.
const app = initializeApp(config.firebase);
const auth = getAuth(app);
if (config.useEmulators) {
  connectAuthEmulator(auth, `http://${config.emulatorHost}:${config.emulatorPorts.auth}`, { disableWarnings: true });
}

/**
 * Resolves 'done' when nothing is left to send, or 'left-for-page' when App
 * Check is in use and no page handed over a valid token, or when the
 * next command carries a menu image: firebase/storage cannot upload from a
 * service worker (no XMLHttpRequest), and commands go in order, so that one
 * and all after it wait for the page, which drains the outbox when it opens
 * (a sync retry could not do better). Rejects, so the browser retries the sync
 * later, while commands are left for a network or server in trouble.
 */
export async function drainOutboxFromWorker(): Promise<'done' | 'left-for-page'> {
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return 'done';
  // With App Check in use, only a token an open page handed over lets a call
  // through; without a valid one the page sends when it opens (see app-check-handoff).
  const appCheck = await workerAppCheck(config.appCheck.siteKey !== null);
  if (appCheck.kind === 'stale') return 'left-for-page';
  const appCheckToken = appCheck.kind === 'fresh' ? async () => appCheck.token : undefined;
  const outbox = new Outbox(user.uid);
  try {
    // No uploadImage here: the Sender stops before any setImage (see above).
    const sender = new Sender({
      outbox,
      tokens: firebaseTokenSource(auth, user.uid),
      baseUrl: functionsUrl,
      // A tab may be sending right now: wait for its turn to end, then send
      // what it left, so 'done' always means delivered.
      lock: webLock(senderLockName(user.uid), { wait: true }),
      appCheckToken,
    });
    const report = await sender.drain();
    if (report.retryInMs !== undefined) throw new Error('Outbox not delivered yet; the sync will be retried');
    return report.needsPage ? 'left-for-page' : 'done';
  } finally {
    outbox.close();
  }
}
