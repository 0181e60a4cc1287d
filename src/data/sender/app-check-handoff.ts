// A service worker cannot mint App Check tokens (firebase-js-sdk #6645: the
// providers need a document), so the page hands each token App Check gives it
// to the worker. Cache Storage carries it: both can open it, and it outlives a
// worker the browser stopped, which a postMessage would not reach. The worker
// sends with a handed token while it is valid for a secure call (more than 5
// minutes left, the ID token's rule) and otherwise leaves the outbox to a page.
import { isTokenValid } from '../../domain/session/token';

const CACHE = 'app-check-handoff-v1';
const KEY = '/__app-check-handoff/token';

interface HandedToken {
  token: string;
  /** Epoch ms, read from the token's `exp`. */
  expiresAt: number;
}

/** The expiry of a JWT-shaped token (App Check tokens are JWTs), or undefined when it has none. */
export function tokenExpiry(token: string): number | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** Called by the page with every new App Check token. */
export async function handOffAppCheckToken(token: string): Promise<void> {
  const expiresAt = tokenExpiry(token);
  // Without an expiry the worker could not tell a stale token from a fresh one.
  if (expiresAt === undefined || !globalThis.caches) return;
  const cache = await caches.open(CACHE);
  await cache.put(KEY, new Response(JSON.stringify({ token, expiresAt } satisfies HandedToken)));
}

export type WorkerAppCheck =
  /** App Check is not in use: send without the header. */
  | { kind: 'off' }
  | { kind: 'fresh'; token: string }
  /** App Check is in use and no valid token was handed over: a page must send. */
  | { kind: 'stale' };

/**
 * What the worker's sender can do about App Check. `required` says the build
 * has a site key; a token handed over earlier also says App Check is in use.
 */
export async function workerAppCheck(required: boolean, now = Date.now()): Promise<WorkerAppCheck> {
  const response = globalThis.caches ? await (await caches.open(CACHE)).match(KEY) : undefined;
  const handed = response ? ((await response.json()) as HandedToken) : undefined;
  if (handed && isTokenValid(handed.expiresAt, now)) return { kind: 'fresh', token: handed.token };
  return handed || required ? { kind: 'stale' } : { kind: 'off' };
}
