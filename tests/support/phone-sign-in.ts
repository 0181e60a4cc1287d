// A phone-only account signed in against the Auth emulator as the login
// page's phone sign-in leaves it: the code asked for over the Identity
// Toolkit API (the step the page's reCAPTCHA guards, which the emulator lets
// through), read back from the codes the emulator "sent", and exchanged for
// the account's tokens. The web SDK's phone sign-in exists only in browsers,
// so this account calls the Functions over the callable protocol itself,
// with its ID token, as the SDK would.
import { CallError } from '../../src/data/firebase/callable';
import { EMULATORS, PROJECT_ID } from './emulator-env';

const auth = `http://${EMULATORS.auth.host}:${EMULATORS.auth.port}`;
const functions = `http://${EMULATORS.functions.host}:${EMULATORS.functions.port}/${PROJECT_ID}/us-central1`;
const KEY = 'demo-api-key';

/** A fresh number in the range set aside for fiction (+1 555 01xx). */
export const somePhone = () => `+1555010${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

export interface PhoneAccount {
  uid: string;
  phone: string;
  /** Calls a callable signed in as this account; a refusal rejects as the web SDK's would (CallError). */
  call<T = unknown>(name: string, data: unknown): Promise<T>;
  /** The custom claims of a freshly refreshed ID token. */
  claims(): Promise<Record<string, unknown>>;
}

async function post<T>(url: string, body: unknown, form = false): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
    body: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

const claimsOf = (idToken: string) => JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

export async function signInWithPhone(phone: string): Promise<PhoneAccount> {
  const { sessionInfo } = await post<{ sessionInfo: string }>(`${auth}/identitytoolkit.googleapis.com/v1/accounts:sendVerificationCode?key=${KEY}`, { phoneNumber: phone, recaptchaToken: 'emulator' });
  const codes = (await (await fetch(`${auth}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`)).json()) as { verificationCodes: Array<{ phoneNumber: string; code: string }> };
  const code = codes.verificationCodes.filter((c) => c.phoneNumber === phone).at(-1)?.code;
  if (!code) throw new Error(`the Auth emulator sent no code to ${phone}`);
  const signedIn = await post<{ idToken: string; refreshToken: string; localId: string }>(`${auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPhoneNumber?key=${KEY}`, { sessionInfo, code });
  let idToken = signedIn.idToken;
  const refresh = async () => {
    const renewed = await post<{ id_token: string }>(`${auth}/securetoken.googleapis.com/v1/token?key=${KEY}`, { grant_type: 'refresh_token', refresh_token: signedIn.refreshToken }, true);
    idToken = renewed.id_token;
  };
  return {
    uid: signedIn.localId,
    phone,
    async call<T>(name: string, data: unknown): Promise<T> {
      const response = await fetch(`${functions}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
        body: JSON.stringify({ data }),
      });
      const answer = (await response.json()) as { result?: T; error?: { status: string; message: string } };
      if (answer.error) throw new CallError(answer.error.status.toLowerCase().replace(/_/g, '-'), answer.error.message);
      return answer.result as T;
    },
    async claims() {
      await refresh();
      return claimsOf(idToken);
    },
  };
}
