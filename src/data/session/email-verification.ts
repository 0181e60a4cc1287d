// Confirming that the signed-in account's address is its holder's, for a
// step that takes an address for a person (accepting an invitation): the
// Auth service mails a link (the Auth emulator lists the links it "sent",
// README, after `npm start`), and the page waits for it to be opened.
import { sendEmailVerification } from 'firebase/auth';
import { auth } from '../firebase/firebase';
import { sessionManager } from './session';

/** Mails the confirmation link, leading back to `returnTo`; the address it went to. */
export async function sendConfirmationLink(returnTo: string): Promise<string> {
  const user = auth.currentUser;
  if (!user?.email) throw new Error('auth/no-email');
  await sendEmailVerification(user, { url: returnTo });
  return user.email;
}

/**
 * Whether the address is confirmed now, as Auth answers it (not the user
 * cached at sign-in). Once it is, the ID token is renewed, so the Functions
 * see the confirmation.
 */
export async function addressConfirmed(): Promise<boolean> {
  const user = auth.currentUser;
  if (!user) return false;
  await user.reload();
  if (!user.emailVerified) return false;
  await sessionManager.refresh({ force: true });
  return true;
}
