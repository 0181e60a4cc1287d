// Which web pages' origins a browser lets call a callable (the callable's
// `cors`). The portal's callables answer the portal's own address
// (PORTAL_URL, which the invitations already need where deployed) and the
// customers' order callable the customer app's (CUSTOMER_HOST): a page on any
// other site gets no CORS answer, so a script on it cannot spend a signed-in
// owner's session or flood orders from visitors' browsers. Unset (the
// emulators, a project not configured yet): every origin, as before.
// Scripts outside a browser are not held by CORS at all; App Check and the
// order limits are what hold them. On the emulators only, a local http
// address is accepted too: `npm start` serves the guest page at one.
import type { Caller } from './app-check-policy';

type Env = Readonly<Record<string, string | undefined>>;

const ADDRESS: Record<Caller, string> = { portal: 'PORTAL_URL', customer: 'CUSTOMER_HOST' };

/** The origin allowed to call, or true for any; a malformed address stops the Functions loading, naming it. */
export function callOrigins(caller: Caller, env: Env): string[] | true {
  const name = ADDRESS[caller];
  const configured = env[name]?.trim();
  if (!configured) return true;
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    url = new URL('invalid:');
  }
  const local = env.FUNCTIONS_EMULATOR === 'true' && url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname);
  if ((url.protocol !== 'https:' && !local) || !url.hostname) throw new Error(`${name} must be the app's address, https://host: got '${configured}'`);
  return [url.origin];
}
