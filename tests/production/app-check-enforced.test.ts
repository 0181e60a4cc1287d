import 'fake-indexeddb/auto';
import { CustomProvider, initializeAppCheck } from 'firebase/app-check';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COMMAND_CALLABLES, callDataOf, type AnyCommand, type PlainCommand } from '../../src/domain/sync/commands';
import { MESSAGES } from '../../src/domain/shared/messages';
import { adminDb } from '../support/admin';
import { TEST_APP_ID, TEST_CUSTOMER_APP_ID, unsignedAppCheckToken } from '../support/app-check-token';
import { refusal } from '../support/client';
import { placeFrom, someAddress } from '../support/customer-call';
import { seedMenuItem, seedTableLink, setOrdering } from '../support/orders';
import { ownerPerTest } from '../support/store-member';

// App Check enforced for both callers, as a deployed project switches it on
// (tests/support/production-settings.ts): the handler's own check
// (functions/src/lib/app-check-policy.ts) refuses a call without a token and
// a token of the other app; the emulator decodes the tests' unsigned tokens
// (tests/support/app-check-token.ts) without verifying them.
const owner = ownerPerTest();
const REFUSED = { code: 'permission-denied', message: MESSAGES.session.securityVerificationRequired };

const addCommand = (name: string): PlainCommand => ({
  id: randomUUID(), type: 'category.add', storeId: owner.me.storeId,
  payload: { category: { id: randomUUID(), name, description: '', icon: '📁', color: '#6366f1', orderIndex: 0 } },
});
const recordOf = async (command: AnyCommand) => (await adminDb.doc(`stores/${owner.me.storeId}/commands/${command.id}`).get()).data();
const send = (command: PlainCommand) => owner.client.call(COMMAND_CALLABLES[command.type], callDataOf(command));

function startAppCheck(appId: string): void {
  initializeAppCheck(owner.client.app, {
    provider: new CustomProvider({ getToken: async () => unsignedAppCheckToken(60 * 60_000, Date.now(), appId) }),
    isTokenAutoRefreshEnabled: true,
  });
}

describe("the portal's callables with App Check enforced", () => {
  it('refuse a command sent without a token, with the words to refresh, and change nothing', async () => {
    const command = addCommand('Soups');
    expect(await refusal(send(command))).toMatchObject(REFUSED);
    expect(await recordOf(command)).toBeUndefined();
  });

  it("take a command carrying the portal app's token", async () => {
    startAppCheck(TEST_APP_ID);
    const command = addCommand('Salads');
    await send(command);
    expect(await recordOf(command)).toMatchObject({ appId: TEST_APP_ID });
  });

  it("refuse a command carrying the customer app's token", async () => {
    startAppCheck(TEST_CUSTOMER_APP_ID);
    const command = addCommand('Desserts');
    expect(await refusal(send(command))).toMatchObject(REFUSED);
    expect(await recordOf(command)).toBeUndefined();
  });
});

describe('placeOrderSecure with App Check enforced', () => {
  it("refuses an order without a token or with the portal's, and takes the customer app's", async () => {
    await setOrdering(owner.me.storeId, { enableOrderFunction: true });
    const [tea, link] = [await seedMenuItem(owner.me.storeId, 'Green Tea', 3), await seedTableLink(owner.me.storeId)];
    const token = (appId: string) => unsignedAppCheckToken(60_000, Date.now(), appId).token;
    const address = someAddress();
    const refused = { ok: false, status: 'PERMISSION_DENIED', message: REFUSED.message };
    expect(await placeFrom(address, link, tea)).toEqual(refused);
    expect(await placeFrom(address, link, tea, randomUUID(), token(TEST_APP_ID))).toEqual(refused);
    expect(await placeFrom(address, link, tea, randomUUID(), token(TEST_CUSTOMER_APP_ID))).toMatchObject({ ok: true });
    const orders = await adminDb.collection(`stores/${owner.me.storeId}/orders`).count().get();
    expect(orders.data().count).toBe(1);
  });
});
