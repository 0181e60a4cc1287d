/// <reference lib="webworker" />
// Delivers the signed-in user's outbox from the service worker, with the same
// Sender as the page. The user and a fresh ID token come from Firebase Auth,
// which reads the session the page persisted in IndexedDB.
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { config } from '../src/config/env';
import { firebaseTokenSource } from '../src/data/firebase-token-source';
import { Outbox } from '../src/data/outbox/outbox';
import { functionsUrl } from '../src/data/sender/functions-url';
import { Sender } from '../src/data/sender/sender';
import { senderLockName, webLock } from '../src/data/sender/web-lock';

// The default app name: Auth keys its persisted session by app name, and the page uses the default.
const app = initializeApp(config.firebase);
const auth = getAuth(app);
if (config.useEmulators) {
  connectAuthEmulator(auth, `http://${config.emulatorHost}:${config.emulatorPorts.auth}`, { disableWarnings: true });
}

/** Resolves when nothing is left to send; rejects (so the browser retries the sync later) otherwise. */
export async function drainOutboxFromWorker(): Promise<void> {
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return;
  const outbox = new Outbox(user.uid);
  try {
    const sender = new Sender({
      outbox,
      tokens: firebaseTokenSource(auth),
      baseUrl: functionsUrl,
      // The leader tab may be sending right now: then it finishes the job.
      lock: webLock(senderLockName(user.uid)),
    });
    const report = await sender.drain();
    if (report.retryInMs !== undefined) throw new Error('Outbox not delivered yet; the sync will be retried');
  } finally {
    outbox.close();
  }
}
