import { randomUUID } from 'node:crypto';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_OF_CALLER, type CallerApp } from '../../src/domain/shared/function-spec';
import { MESSAGES } from '../../src/domain/shared/messages';
import { FUNCTIONS } from '../../src/domain/sync/functions';
import { adminAuth } from '../support/admin';
import { TEST_APP_ID, TEST_CUSTOMER_APP_ID, unsignedAppCheckToken } from '../support/app-check-token';
import { deployedFunctions } from '../../scripts/lib/deployed-functions';
import { EMULATORS, PROJECT_ID } from '../support/emulator-env';
import { CUSTOMER_ORIGIN, PORTAL_ORIGIN } from '../support/production-settings';
import { signInAsNewStoreOwner, type Member } from '../support/store-member';
import { createClient } from '../support/client';

// Every callable the Functions deploy (read off the built module, not a list
// kept here), called as a browser page calls it under a deployed project's
// settings (App Check enforced for both apps, each app's origin set): from
// its declared caller's app, with that app's origin and App Check token, it
// answers, whatever the answer, and never with the App Check refusal; from
// the other app's origin a browser may read nothing. An export without a
// declared caller fails here. The portal's callables are called signed in,
// as its pages are; the customers' and the pairing without an account.
const ORIGIN = { portal: PORTAL_ORIGIN, customer: CUSTOMER_ORIGIN } as const;
const APP_ID = { portal: TEST_APP_ID, customer: TEST_CUSTOMER_APP_ID } as const;
const OTHER = { portal: 'customer', customer: 'portal' } as const;
const APP_CHECK_REFUSAL = { status: 'PERMISSION_DENIED', message: MESSAGES.session.securityVerificationRequired };

const url = (callable: string) => `http://${EMULATORS.functions.host}:${EMULATORS.functions.port}/${PROJECT_ID}/us-central1/${callable}`;

interface Answer {
  readable: boolean;
  result?: Record<string, unknown>;
  error?: { status: string; message: string };
}

/** A callable's POST as the web SDK sends it from a page on `app`'s origin, with that app's App Check token. */
async function callFrom(app: 'portal' | 'customer', callable: string, data: unknown, idToken?: string): Promise<Answer> {
  const origin = ORIGIN[app];
  const response = await fetch(url(callable), {
    method: 'POST',
    headers: {
      origin,
      'content-type': 'application/json',
      'x-firebase-appcheck': unsignedAppCheckToken(60_000, Date.now(), APP_ID[app]).token,
      ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify({ data }),
  });
  const readable = response.headers.get('access-control-allow-origin') === origin;
  const body = (await response.json().catch(() => ({}))) as { result?: Record<string, unknown>; error?: Answer['error'] };
  return { readable, ...body };
}

async function preflightReadable(callable: string, origin: string): Promise<boolean> {
  const response = await fetch(url(callable), {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type,x-firebase-appcheck' },
  });
  return response.headers.get('access-control-allow-origin') === origin;
}

const client = createClient();
let owner: Member;
const idToken = () => client.auth.currentUser!.getIdToken();
beforeAll(async () => {
  owner = await signInAsNewStoreOwner(client, 'declared-callers');
});
afterAll(() => client.close());

const deployed = deployedFunctions();
const callables = Object.entries(deployed).filter(([, kind]) => kind === 'callable').map(([name]) => name).sort();
const callerOf = (name: string): CallerApp | undefined => {
  const declaration: { kind: string; caller?: CallerApp } | undefined = (FUNCTIONS as Record<string, { kind: string; caller?: CallerApp }>)[name];
  return declaration?.kind === 'callable' ? declaration.caller : undefined;
};

describe('every deployed callable under production settings', () => {
  it('is read off the built module', () => {
    expect(callables.length).toBeGreaterThan(30);
    expect(callables).toContain('pairDeviceSecure');
  });

  it.each(callables)('%s declares its caller', (name) => {
    expect(callerOf(name)).toBeDefined();
  });

  it.each(callables)("%s answers its own app's page", async (name) => {
    const caller = callerOf(name)!;
    const app = APP_OF_CALLER[caller];
    expect(await preflightReadable(name, ORIGIN[app])).toBe(true);
    const data = { storeId: owner.storeId, commandId: randomUUID() };
    const answer = await callFrom(app, name, data, caller === 'portal' ? await idToken() : undefined);
    expect(answer.readable).toBe(true);
    expect(answer.result ?? answer.error).toBeDefined();
    expect(answer.error).not.toEqual(APP_CHECK_REFUSAL);
  });

  it.each(callables)("%s gives the other app's page nothing to read", async (name) => {
    const other = OTHER[APP_OF_CALLER[callerOf(name)!]];
    expect(await preflightReadable(name, ORIGIN[other])).toBe(false);
    const answer = await callFrom(other, name, { storeId: owner.storeId, commandId: randomUUID() }, await idToken());
    expect(answer.readable).toBe(false);
  });
});

describe("the portal's pages without and with an account, as they call", () => {
  it('a kitchen display pairs from the portal with the code the owner showed', async () => {
    const code = await callFrom('portal', FUNCTIONS.createPairingCodeSecure.name, { storeId: owner.storeId }, await idToken());
    expect(code.result?.code).toEqual(expect.any(String));
    // The display's page is the portal's /pair, signed in as nobody yet.
    const paired = await callFrom('portal', FUNCTIONS.pairDeviceSecure.name, { code: code.result!.code });
    expect(paired.readable).toBe(true);
    expect(paired.result).toMatchObject({ token: expect.any(String), storeId: owner.storeId });
  });

  it('an invitee accepts from the portal', async () => {
    const email = `invitee-${randomUUID().slice(0, 8)}@example.test`;
    const sent = await callFrom('portal', FUNCTIONS.inviteMemberSecure.name, { storeId: owner.storeId, email, role: 'STAFF', origin: PORTAL_ORIGIN }, await idToken());
    const link = new URL(String(sent.result?.link));
    const [, , storeId, invitationId] = link.pathname.split('/');
    const invitee = createClient();
    try {
      await adminAuth.createUser({ email, password: 'test-pass-123', emailVerified: true });
      await signInWithEmailAndPassword(invitee.auth, email, 'test-pass-123');
      const accepted = await callFrom('portal', FUNCTIONS.acceptInvitationSecure.name, { storeId, invitationId, secret: link.hash.slice(1) }, await invitee.auth.currentUser!.getIdToken());
      expect(accepted.readable).toBe(true);
      expect(accepted.result).toEqual({ storeId: owner.storeId, role: 'STAFF' });
    } finally {
      await invitee.close();
    }
  });
});
