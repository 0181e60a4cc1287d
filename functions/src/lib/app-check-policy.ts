// Which app may call a callable (docs/decisions.md "App Check per caller").
// The portal and the customers' app are two apps with two registrations:
// switching enforcement on for the portal's callables must not refuse the
// customers' orders, whose app may not send tokens yet, and a token of one
// app is no pass to the other's callables. Every callable declares its caller
// (src/domain/<area>/functions.ts), and lib/deploy.ts applies that caller's
// app here: the portal's pages and a pairing display are the portal's, the
// guests' page (placeOrderSecure) the customers'.
import { MESSAGES } from '../../../src/domain/shared/messages';

/** The app a callable's caller uses: the back office or the customers' page (APP_OF_CALLER). */
export type Caller = 'portal' | 'customer';

type Env = Readonly<Record<string, string | undefined>>;

/** 'true' requires a token of the caller's app (functions/.env.<project-id>). */
const SWITCH: Record<Caller, string> = { portal: 'ENFORCE_APP_CHECK', customer: 'ENFORCE_APP_CHECK_CUSTOMER' };
/** The caller's Firebase app id(s), comma-separated: a token of any other app is refused. */
const APP_IDS: Record<Caller, string> = { portal: 'PORTAL_APP_ID', customer: 'CUSTOMER_APP_ID' };

/**
 * Whether the platform itself checks the token (the callable's
 * `enforceAppCheck`). Never in the emulator: it cannot verify App Check
 * tokens (firebase-tools #5253), it only decodes them; the handler's own
 * check (appCheckRefusal) still runs there.
 */
export function enforcesAppCheck(caller: Caller, env: Env): boolean {
  if (env.FUNCTIONS_EMULATOR === 'true') return false;
  return env[SWITCH[caller]] === 'true';
}

/**
 * The handler's own check, in every environment: a call without a token
 * when the caller's switch is on, or with a token of an app that is not the
 * caller's (when its ids are set), is refused with the spec's words. The
 * platform verifies the token's signature in production; this decides whose
 * it must be, so the emulator, which only decodes tokens, proves the policy.
 */
export function appCheckRefusal(caller: Caller, appId: string | undefined, env: Env): string | null {
  if (appId === undefined) return env[SWITCH[caller]] === 'true' ? MESSAGES.session.securityVerificationRequired : null;
  const allowed = (env[APP_IDS[caller]] ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  return allowed.length > 0 && !allowed.includes(appId) ? MESSAGES.session.securityVerificationRequired : null;
}
