import 'fake-indexeddb/auto';
import { CustomProvider, initializeAppCheck } from 'firebase/app-check';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COMMAND_CALLABLES, callDataOf, type AnyCommand, type PlainCommand } from '../../src/domain/sync/commands';
import { firebaseTokenSource } from '../../src/data/firebase/firebase-token-source';
import { Outbox } from '../../src/data/outbox/outbox';
import { callableBaseUrl } from '../../src/data/sender/callable-http';
import { Sender } from '../../src/data/sender/sender';
import { adminDb } from '../support/admin';
import { MESSAGES } from '../../src/domain/shared/messages';
import { TEST_APP_ID, TEST_CUSTOMER_APP_ID, unsignedAppCheckToken } from '../support/app-check-token';
import { refusal } from '../support/client';
import { placeFrom } from '../support/customer-call';
import { EMULATORS, PROJECT_ID } from '../support/emulator-env';
import { seedMenuItem, seedTableLink, setOrdering } from '../support/orders';
import { ownerPerTest } from '../support/store-member';

// App Check's token reaches the Functions on both ways the app calls them.
// reCAPTCHA cannot be reached here: App Check runs with its CustomProvider and
// an unsigned token, which the Functions emulator decodes without verifying
// (it cannot verify, firebase-tools #5253); the command record keeps the app id
// the Function read from it. The page and the service worker are covered in
// tests/e2e/app-check.spec.ts.
const owner = ownerPerTest();

const addCommand = (name: string): PlainCommand => ({
  id: randomUUID(), type: 'category.add', storeId: owner.me.storeId,
  payload: { category: { id: randomUUID(), name, description: '', icon: '📁', color: '#6366f1', orderIndex: 0 } },
});
const recordOf = async (command: AnyCommand) => (await adminDb.doc(`stores/${owner.me.storeId}/commands/${command.id}`).get()).data();

function startAppCheck(appId = TEST_APP_ID): void {
  initializeAppCheck(owner.client.app, {
    provider: new CustomProvider({ getToken: async () => unsignedAppCheckToken(60 * 60_000, Date.now(), appId) }),
    isTokenAutoRefreshEnabled: true,
  });
}

describe('App Check token on calls to the Functions', () => {
  it('the Functions SDK (httpsCallable, as store creation uses it) sends it once App Check runs', async () => {
    startAppCheck();
    const command = addCommand('Soups');
    await owner.client.call(COMMAND_CALLABLES[command.type], callDataOf(command));
    expect(await recordOf(command)).toMatchObject({ appId: TEST_APP_ID });
  });

  it('the outbox sender (plain fetch) sends the token its source gives, as X-Firebase-AppCheck', async () => {
    const box = new Outbox(`it-${randomUUID()}`);
    try {
      const command = addCommand('Salads');
      await box.enqueue(command);
      const baseUrl = callableBaseUrl({ projectId: PROJECT_ID, region: 'us-central1', emulator: EMULATORS.functions });
      const sender = new Sender({
        outbox: box, tokens: firebaseTokenSource(owner.client.auth, owner.client.auth.currentUser!.uid), baseUrl,
        appCheckToken: async () => unsignedAppCheckToken(60 * 60_000).token,
      });
      expect((await sender.drain()).delivered).toBe(1);
      expect(await recordOf(command)).toMatchObject({ appId: TEST_APP_ID });
    } finally {
      box.close();
      await Outbox.destroy(box.uid);
    }
  });

  it('without App Check the call still lands (the server does not enforce it here) and records no app', async () => {
    const command = addCommand('Drinks');
    await owner.client.call(COMMAND_CALLABLES[command.type], callDataOf(command));
    const record = await recordOf(command);
    expect(record).toMatchObject({ name: 'addCategorySecure', uid: owner.me.uid });
    expect(record).not.toHaveProperty('appId');
  });
});

// Each caller's app (functions/src/lib/app-check-policy.ts), checked inside the
// handler: scripts/test.ts gives the Functions the portal's and the customer
// app's ids. Enforcement of a missing token is the same check with the
// caller's switch on (unit-tested there); the emulator runs with it off.
describe('App Check per caller', () => {
  const REFUSED = MESSAGES.session.securityVerificationRequired;

  it("a portal command carrying the customer app's token is refused and changes nothing", async () => {
    startAppCheck(TEST_CUSTOMER_APP_ID);
    const command = addCommand('Desserts');
    const error = await refusal(owner.client.call(COMMAND_CALLABLES[command.type], callDataOf(command)));
    expect(error).toMatchObject({ code: 'permission-denied', message: REFUSED });
    expect(await recordOf(command)).toBeUndefined();
  });

  it("placeOrderSecure takes the customer app's token and refuses the portal's", async () => {
    await setOrdering(owner.me.storeId, { enableOrderFunction: true });
    const [tea, link] = [await seedMenuItem(owner.me.storeId, 'Green Tea', 3), await seedTableLink(owner.me.storeId)];
    const token = (appId: string) => unsignedAppCheckToken(60_000, Date.now(), appId).token;
    const address = `203.0.113.${1 + Math.floor(Math.random() * 254)}`;
    expect(await placeFrom(address, link, tea, randomUUID(), token(TEST_APP_ID))).toEqual({ ok: false, status: 'PERMISSION_DENIED', message: REFUSED });
    expect(await placeFrom(address, link, tea, randomUUID(), token(TEST_CUSTOMER_APP_ID))).toMatchObject({ ok: true });
    // Without a token it still lands: the customer's switch is off here, as it is by default.
    expect(await placeFrom(address, link, tea)).toMatchObject({ ok: true });
  });
});
