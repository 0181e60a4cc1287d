// Which callables require an App Check token (docs/decisions.md "App Check per
// caller"). The portal and the customers' app are two apps with two
// registrations: switching enforcement on for the portal's callables must not
// refuse the customers' orders, whose app may not send tokens yet.

/** Who calls a callable: the back office (secureCall) or the customer app (publicCall). */
export type Caller = 'portal' | 'customer';

const SWITCH: Record<Caller, string> = { portal: 'ENFORCE_APP_CHECK', customer: 'ENFORCE_APP_CHECK_CUSTOMER' };

/**
 * Enforced only where the deployment says so (functions/.env.<project-id>),
 * each caller by its own switch. Never in the emulator: it cannot verify App
 * Check tokens (firebase-tools #5253), it only decodes them.
 */
export function enforcesAppCheck(caller: Caller, env: Readonly<Record<string, string | undefined>>): boolean {
  if (env.FUNCTIONS_EMULATOR === 'true') return false;
  return env[SWITCH[caller]] === 'true';
}
