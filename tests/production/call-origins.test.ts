import { describe, expect, it } from 'vitest';
import { COMMAND_CALLABLES } from '../../src/domain/sync/commands';
import { EMULATORS, PROJECT_ID } from '../support/emulator-env';
import { CUSTOMER_ORIGIN, PORTAL_ORIGIN } from '../support/production-settings';

// Which web pages a browser lets read a callable's answer, as the Functions
// answer them with PORTAL_URL and CUSTOMER_HOST set
// (functions/src/lib/call-origins.ts): real requests, the preflight a browser
// sends before a callable's POST and the POST itself, each from a page's
// origin. A browser lets the page read the answer only when
// Access-Control-Allow-Origin names that origin (or is '*').
const FOREIGN_ORIGIN = 'https://elsewhere.example.test';
const url = (callable: string) => `http://${EMULATORS.functions.host}:${EMULATORS.functions.port}/${PROJECT_ID}/us-central1/${callable}`;

async function preflight(callable: string, origin: string): Promise<Response> {
  return fetch(url(callable), {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
  });
}

async function post(callable: string, origin: string): Promise<Response> {
  return fetch(url(callable), { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify({ data: {} }) });
}

function browserLetsRead(response: Response, origin: string): boolean {
  const allowed = response.headers.get('access-control-allow-origin');
  return allowed === '*' || allowed === origin;
}

const PORTAL_CALLABLE = COMMAND_CALLABLES['category.add'];

describe.each([
  { who: "a portal callable", callable: PORTAL_CALLABLE, own: PORTAL_ORIGIN, others: [CUSTOMER_ORIGIN, FOREIGN_ORIGIN] },
  { who: 'placeOrderSecure', callable: 'placeOrderSecure', own: CUSTOMER_ORIGIN, others: [PORTAL_ORIGIN, FOREIGN_ORIGIN] },
])('$who answers browsers on its own app\'s origin only', ({ callable, own, others }) => {
  it(`lets a page on its own origin call it`, async () => {
    const before = await preflight(callable, own);
    expect(before.status).toBe(204);
    expect(browserLetsRead(before, own)).toBe(true);
    expect(before.headers.get('access-control-allow-methods')).toContain('POST');
    expect(browserLetsRead(await post(callable, own), own)).toBe(true);
  });

  it.each(others)('gives a page on %s no answer it may read', async (origin) => {
    expect(browserLetsRead(await preflight(callable, origin), origin)).toBe(false);
    expect(browserLetsRead(await post(callable, origin), origin)).toBe(false);
  });
});
