// The guest's calls to the Functions: the callable protocol over plain fetch
// (POST {"data": ...}, answered {"result": ...} or {"error": {status, message}}),
// retried with backoff while the server cannot be reached, and App Check's
// token loaded only when a call is made and only when the build has a site key.
import type { AppCheck } from 'firebase/app-check';
import { appCheck, config } from './config';
import { guest } from '../../src/domain/shared/catalogue/guest';
import type { CallableDeclaration } from '../../src/domain/shared/function-spec';

export type CallOutcome<T> =
  | { ok: true; result: T }
  /** The server answered no: its message is written for guests and shown as it is. */
  | { ok: false; refused: true; message: string }
  /** No answer after every try: the same command may be sent again. */
  | { ok: false; refused: false };

type Attempt<T> = { kind: 'result'; result: T } | { kind: 'refused'; message: string } | { kind: 'retry' };

export interface CallOptions {
  /** Told before each new try, so the page can say it is trying again. */
  onRetry?: (attempt: number) => void;
  fetcher?: typeof fetch;
  wait?: (ms: number) => Promise<void>;
  appCheckToken?: () => Promise<string | null>;
}

/** Waits before the 2nd, 3rd and 4th try; a cold-started Function or a phone between cells gets ~10 s. */
export const RETRY_DELAYS_MS = [1_000, 3_000, 6_000] as const;
const ATTEMPT_TIMEOUT_MS = 30_000;
const RETRIED_STATUSES: ReadonlySet<string> = new Set(['UNAVAILABLE', 'DEADLINE_EXCEEDED']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function attempt<T>(url: string, body: string, headers: Record<string, string>, fetcher: typeof fetch): Promise<Attempt<T>> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ATTEMPT_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetcher(url, { method: 'POST', headers, body, signal: abort.signal });
    } catch {
      return { kind: 'retry' };
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (response.ok && isRecord(answer) && 'result' in answer) return { kind: 'result', result: answer.result as T };
    const error = isRecord(answer) && isRecord(answer.error) ? answer.error : undefined;
    const status = typeof error?.status === 'string' ? error.status : '';
    // An answer cut short (no readable body) may hide a done command: the same id asks again safely.
    if (response.status >= 500 || RETRIED_STATUSES.has(status) || answer === undefined) return { kind: 'retry' };
    const message = typeof error?.message === 'string' && error.message.trim() !== '' ? error.message : guest.serverFailed;
    return { kind: 'refused', message };
  } finally {
    clearTimeout(timer);
  }
}

/** Calls a guest's callable (declared in src/domain, caller 'customer') with `data`, trying again on a failed connection, a timeout or a 5xx. */
export async function callFunction<T>(callable: CallableDeclaration<'customer'>, data: Readonly<Record<string, unknown>>, options: CallOptions = {}): Promise<CallOutcome<T>> {
  const { onRetry, fetcher = fetch, wait = sleep, appCheckToken: token = appCheckToken } = options;
  const url = `${config.functionsBase}/${callable.name}`;
  const body = JSON.stringify({ data });
  for (let i = 0; ; i++) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    const appCheck = await token();
    if (appCheck) headers['X-Firebase-AppCheck'] = appCheck;
    const outcome = await attempt<T>(url, body, headers, fetcher);
    if (outcome.kind === 'result') return { ok: true, result: outcome.result };
    if (outcome.kind === 'refused') return { ok: false, refused: true, message: outcome.message };
    const delay = RETRY_DELAYS_MS[i];
    if (delay === undefined) return { ok: false, refused: false };
    onRetry?.(i + 2);
    await wait(delay);
  }
}

let started: Promise<{ instance: AppCheck; sdk: typeof import('firebase/app-check') }> | undefined;

/** App Check's token, the SDK loaded on the first call; null without a site key or when it cannot be had (the server decides). */
async function appCheckToken(): Promise<string | null> {
  if (!appCheck) return null;
  const { siteKey, appId, load } = appCheck;
  started ??= load().then(([app, sdk]) => {
    const firebaseApp = app.initializeApp({ apiKey: config.apiKey, projectId: config.projectId, appId });
    return { instance: sdk.initializeAppCheck(firebaseApp, { provider: new sdk.ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: false }), sdk };
  }, (error: unknown) => {
    // The SDK did not load (offline): the next call loads it again.
    started = undefined;
    throw error;
  });
  try {
    const { instance, sdk } = await started;
    return (await sdk.getToken(instance, false)).token;
  } catch {
    return null;
  }
}
