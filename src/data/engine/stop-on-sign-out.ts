// Signed out here or in another tab: let go of the user's databases (the
// deliberate sign-out deletes them). The engines' code (RxDB, Firestore) is
// loaded only if a user was signed in, so the sign-in screen stays light.
import { onAuthStateChanged, type Auth } from 'firebase/auth';

/**
 * Whenever the user leaves (signed out here or in another tab, or refused for
 * good by the identity service), this tab lets go of their databases. Deleting
 * them is the deliberate sign-out's job (data/shell/sign-out.ts), so an outbox
 * survives a forced sign-out for the same user to deliver after signing in.
 */
export function stopEnginesOnSignOut(auth: Auth): () => void {
  let lastUid: string | null = auth.currentUser?.uid ?? null;
  return onAuthStateChanged(auth, (user) => {
    if (!user && lastUid) {
      const uid = lastUid;
      void import('./registry').then((registry) => registry.stopEngines(uid));
    }
    lastUid = user?.uid ?? null;
  });
}
