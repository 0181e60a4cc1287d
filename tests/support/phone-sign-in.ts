// A phone sign-in through the real web SDK against the Auth emulator, as the
// login page's does: the code is asked for over the Identity Toolkit API (the
// step the page's reCAPTCHA guards, which the emulator lets through), read
// back from the codes the emulator "sent", and the SDK signs in with it.
import { PhoneAuthProvider, signInWithCredential } from 'firebase/auth';
import type { TestClient } from './client';
import { EMULATORS, PROJECT_ID } from './emulator-env';

const auth = `http://${EMULATORS.auth.host}:${EMULATORS.auth.port}`;

/** A fresh number in the range set aside for fiction (+1 555 01xx). */
export const somePhone = () => `+1555010${String(Math.floor(Math.random() * 1000)).padStart(4, '0')}`;

export async function signInWithPhone(client: TestClient, phoneNumber: string): Promise<string> {
  const sent = await fetch(`${auth}/identitytoolkit.googleapis.com/v1/accounts:sendVerificationCode?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumber, recaptchaToken: 'emulator' }),
  });
  const { sessionInfo } = (await sent.json()) as { sessionInfo: string };
  const codes = (await (await fetch(`${auth}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`)).json()) as {
    verificationCodes: Array<{ phoneNumber: string; code: string; sessionInfo?: string }>;
  };
  const code = codes.verificationCodes.filter((c) => c.phoneNumber === phoneNumber).at(-1)?.code;
  if (!code) throw new Error(`the Auth emulator sent no code to ${phoneNumber}`);
  const { user } = await signInWithCredential(client.auth, PhoneAuthProvider.credential(sessionInfo, code));
  return user.uid;
}
