import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/shared/messages';
import { adminDb } from '../support/admin';
import { TEST_APP_ID, TEST_CUSTOMER_APP_ID, unsignedAppCheckToken } from '../support/app-check-token';
import { someAddress } from '../support/customer-call';
import { EMULATORS, PROJECT_ID } from '../support/emulator-env';
import { seedMenuItem, seedTableLink, setOrdering } from '../support/orders';
import { CUSTOMER_ORIGIN, PORTAL_ORIGIN } from '../support/production-settings';
import { ownerPerTest } from '../support/store-member';
import type { CallableName } from '../../src/domain/sync/functions';

// A guest's whole visit as the guest page makes it under a deployed project's
// settings (App Check enforced for the customers' app, CORS to the guest
// page's origin): the order, a cancel and a rating, each refused without the
// customers' app's token or with the portal's, and answered with it, readable
// by the guest page's origin only.
const owner = ownerPerTest();
const REFUSED = { status: 'PERMISSION_DENIED', message: MESSAGES.session.securityVerificationRequired };

async function call(name: CallableName, data: unknown, appId?: string, origin = CUSTOMER_ORIGIN) {
  const response = await fetch(`http://${EMULATORS.functions.host}:${EMULATORS.functions.port}/${PROJECT_ID}/us-central1/${name}`, {
    method: 'POST',
    headers: {
      origin,
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(appId ? { 'x-firebase-appcheck': unsignedAppCheckToken(60_000, Date.now(), appId).token } : {}),
    },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: Record<string, unknown>; error?: { status: string; message: string } };
  return { readable: response.headers.get('access-control-allow-origin') === origin, ...body };
}
const address = someAddress();

describe("the guest page's calls with App Check enforced", () => {
  it("an order, its cancel and a rating: the customers' app's token only, answered to the guest page's origin only", async () => {
    await setOrdering(owner.me.storeId, { enableOrderFunction: true, orderConfig: { allowCustomerCancelBeforeConfirmed: true } });
    const [tea, link] = [await seedMenuItem(owner.me.storeId, 'Green Tea', 3), await seedTableLink(owner.me.storeId)];
    const order = { tableLinkId: link, items: [{ menuItemId: tea, quantity: 1 }] };
    expect((await call('placeOrderSecure', { ...order, commandId: randomUUID() })).error).toEqual(REFUSED);
    const placed = await call('placeOrderSecure', { ...order, commandId: randomUUID() }, TEST_CUSTOMER_APP_ID);
    expect(placed.readable).toBe(true);
    const token = placed.result!.token as string;
    const ref = { storeId: owner.me.storeId, token };

    for (const name of ['cancelGuestOrderSecure', 'sendGuestMessageSecure'] as const) {
      const data = { ...ref, commandId: randomUUID(), rating: 5 };
      expect((await call(name, data)).error, `${name} without a token`).toEqual(REFUSED);
      expect((await call(name, data, TEST_APP_ID)).error, `${name} with the portal's token`).toEqual(REFUSED);
      // From the portal's page a browser reads nothing, whatever the token (a guessed order's, so nothing changes).
      const guessed = { ...data, token: 'x'.repeat(32) };
      expect((await call(name, guessed, TEST_CUSTOMER_APP_ID, PORTAL_ORIGIN)).readable, `${name} from the portal's origin`).toBe(false);
    }
    const cancelled = await call('cancelGuestOrderSecure', { ...ref, commandId: randomUUID() }, TEST_CUSTOMER_APP_ID);
    expect(cancelled).toMatchObject({ readable: true, result: { status: 'cancelled' } });
    const rated = await call('sendGuestMessageSecure', { ...ref, commandId: randomUUID(), rating: 4 }, TEST_CUSTOMER_APP_ID);
    expect(rated).toMatchObject({ readable: true, result: { messageId: expect.any(String) } });
    const order1 = await adminDb.collection(`stores/${owner.me.storeId}/orders`).get();
    expect(order1.docs.map((d) => d.get('status'))).toEqual(['cancelled']);
  });
});
