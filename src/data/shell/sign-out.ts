// Signing out on purpose, from any screen: what would be lost is counted first
// (the outbox holds every store's changes, so no engine need be mounted), and
// only then are the session and this device's copy of the user's data cleared.
// The outbox (Dexie) and the engines (RxDB) load on use: the session-failed
// panel on the first route offers sign-out, and must not make it heavy.
import { sessionManager } from '../session/session';

/** The user's unsent changes on this device, in every store, read from the outbox itself. */
export async function countUnsentChanges(uid: string): Promise<{ pending: number; refused: number }> {
  const { Outbox } = await import('../outbox/outbox');
  const outbox = new Outbox(uid);
  try {
    return await outbox.unsent();
  } finally {
    outbox.close();
  }
}

/**
 * The user's own sign-out: the session ends, then their replicas, outbox and
 * sync state leave this device. A sign-out the identity service forces (account
 * disabled, session revoked) does not come here, so the outbox waits for the
 * same user to sign in again.
 */
export async function signOutAndClear(): Promise<void> {
  const uid = sessionManager.getSnapshot().user?.uid;
  await sessionManager.signOut();
  if (uid) await (await import('../engine/registry')).clearLocalData(uid);
}
