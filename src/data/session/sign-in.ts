// Every way to sign in (doc 1 §2.4, §7.3), through the real firebase/auth SDK.
// Each attempt passes the SignInGuard (offline refusal, rate limit, retries).
import {
  browserSessionPersistence,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  isSignInWithEmailLink,
  RecaptchaVerifier,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  setPersistence,
  signInWithEmailAndPassword,
  signInWithCustomToken,
  signInWithEmailLink,
  signInWithPhoneNumber,
  signInWithPopup,
  type ConfirmationResult,
} from 'firebase/auth';
import { MESSAGES } from '../../domain/shared/messages';
import { auth } from '../firebase/firebase';
import { browserNetwork } from './clock';
import { signInGuard } from './session';
import { SignInRefused } from './sign-in-guard';
import { TEAM_FUNCTIONS } from '../../domain/team/functions';

const EMAIL_FOR_SIGN_IN = 'emailForSignIn';

const signingIn = new Set<() => void>();

/**
 * Called when a sign-in is asked for (a click on 'Sign In', a code confirmed,
 * a display paired): the app loads what a signed-in user opens next then,
 * while the request travels, and not before (the sign-in screen evaluates
 * none of it).
 */
export function onSigningIn(listener: () => void): () => void {
  signingIn.add(listener);
  return () => signingIn.delete(listener);
}

function attempt<T>(key: string, work: () => Promise<T>): Promise<T> {
  for (const listener of signingIn) listener();
  return signInGuard.run(key, work);
}

/** 'Remember me' off: the session lives only as long as this tab. */
function persistence(remember: boolean) {
  return setPersistence(auth, remember ? indexedDBLocalPersistence : browserSessionPersistence);
}

/** Where e-mailed links lead back to. */
function loginUrl(): string {
  return `${window.location.origin}/login`;
}

export async function signInWithEmail(email: string, password: string, remember: boolean): Promise<void> {
  await attempt(email, async () => {
    await persistence(remember);
    await signInWithEmailAndPassword(auth, email, password);
  });
}

/**
 * A kitchen display pairs with the code from the owner's Team screen: the
 * Function answers with a token for the device's own account, kept on this
 * device (a tablet stays paired through restarts).
 */
export async function pairKitchenDisplay(code: string): Promise<void> {
  requireOnline();
  for (const listener of signingIn) listener();
  const [{ callFunction }, { functions }] = await Promise.all([import('../firebase/callable'), import('../firebase/functions-services')]);
  const { token } = await callFunction<{ token: string }>(functions, TEAM_FUNCTIONS.pairDeviceSecure, { code });
  await persistence(true);
  await signInWithCustomToken(auth, token);
}

export async function signUpWithEmail(email: string, password: string, remember: boolean): Promise<void> {
  await attempt(email, async () => {
    await persistence(remember);
    await createUserWithEmailAndPassword(auth, email, password);
  });
}

function requireOnline(): void {
  if (!browserNetwork.isOnline()) throw new SignInRefused(MESSAGES.session.offlineSignIn);
}

export async function sendMagicLink(email: string): Promise<void> {
  requireOnline();
  await sendSignInLinkToEmail(auth, email, { url: loginUrl(), handleCodeInApp: true });
  localStorage.setItem(EMAIL_FOR_SIGN_IN, email);
}

export function isMagicLink(href: string): boolean {
  return isSignInWithEmailLink(auth, href);
}

/** The address saved when the link was sent from this browser, if any. */
export function savedMagicLinkEmail(): string | null {
  return localStorage.getItem(EMAIL_FOR_SIGN_IN);
}

export async function completeMagicLink(email: string, href: string): Promise<void> {
  await attempt(email, () => signInWithEmailLink(auth, email, href));
  localStorage.removeItem(EMAIL_FOR_SIGN_IN);
}

export async function sendPasswordReset(email: string): Promise<void> {
  requireOnline();
  await sendPasswordResetEmail(auth, email, { url: loginUrl() });
}

/**
 * Sends the SMS code. The bot check is an invisible reCAPTCHA in `container`;
 * on the emulator app verification is switched off (see firebase.ts).
 */
export async function sendPhoneCode(e164: string, container: HTMLElement): Promise<ConfirmationResult> {
  requireOnline();
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await signInGuard.run(e164, () => signInWithPhoneNumber(auth, e164, verifier));
  } finally {
    verifier.clear();
  }
}

export async function confirmPhoneCode(confirmation: ConfirmationResult, code: string, remember = true): Promise<void> {
  await attempt(`code:${confirmation.verificationId}`, async () => {
    await persistence(remember);
    await confirmation.confirm(code);
  });
}

const SILENT_POPUP_CODES = ['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled'];

/** Google popup sign-in; resolves false (silently) when the user closed the popup. */
export async function signInWithGoogle(remember: boolean): Promise<boolean> {
  try {
    await attempt('google', async () => {
      await persistence(remember);
      await signInWithPopup(auth, new GoogleAuthProvider());
    });
    return true;
  } catch (error) {
    if (SILENT_POPUP_CODES.includes((error as { code?: string }).code ?? '')) return false;
    throw error;
  }
}
