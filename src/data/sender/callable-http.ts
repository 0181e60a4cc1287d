// The callable protocol spoken with plain fetch (POST {data}, Bearer token), so
// the same sender runs in the page and in the service worker, where the
// Functions SDK is unavailable, and so the error body can be read in full.
import type { DeliveryFailure } from '../../domain/sync/command-policy';

export type CallOutcome<T> = { ok: true; result: T } | { ok: false; failure: DeliveryFailure };

export function callableBaseUrl(options: {
  projectId: string;
  region: string;
  emulator?: { host: string; port: number };
}): string {
  const { projectId, region, emulator } = options;
  return emulator
    ? `http://${emulator.host}:${emulator.port}/${projectId}/${region}`
    : `https://${region}-${projectId}.cloudfunctions.net`;
}

/** 'INVALID_ARGUMENT' → 'invalid-argument', the codes the web SDK reports. */
const codeOf = (status: string) => status.toLowerCase().replace(/_/g, '-');

function codeFromHttp(status: number): string {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'permission-denied';
  if (status === 404) return 'not-found';
  if (status === 429) return 'resource-exhausted';
  // A bare 500 is the server failing on this request (it counts toward giving
  // the command up); 502, 503 and 504 are a proxy or a busy server (load).
  if (status === 500) return 'internal';
  if (status === 504) return 'deadline-exceeded';
  return status > 500 ? 'unavailable' : 'unknown';
}

export async function postCallable<T>(
  fetchFn: typeof fetch,
  url: string,
  data: unknown,
  headers: { idToken: string; appCheckToken?: string },
): Promise<CallOutcome<T>> {
  let response: Response;
  try {
    response = await fetchFn(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${headers.idToken}`,
        ...(headers.appCheckToken ? { 'X-Firebase-AppCheck': headers.appCheckToken } : {}),
      },
      body: JSON.stringify({ data }),
    });
  } catch (error) {
    // No answer at all: the command may or may not have landed; its id makes a retry safe.
    return { ok: false, failure: { code: 'network', message: `network error: ${(error as Error).message}` } };
  }
  let body: { result?: T; error?: { status?: string; message?: string } } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // A proxy's HTML page or a cut-off body: judged by the HTTP status below.
  }
  if (response.ok && body.error === undefined && 'result' in body) return { ok: true, result: body.result as T };
  const code = body.error?.status ? codeOf(body.error.status) : codeFromHttp(response.status);
  return { ok: false, failure: { code, message: body.error?.message ?? `HTTP ${response.status}` } };
}
