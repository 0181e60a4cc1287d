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
import { TEST_APP_ID, unsignedAppCheckToken } from '../support/app-check-token';
import { EMULATORS, PROJECT_ID } from '../support/emulator-env';
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

function startAppCheck(): void {
  initializeAppCheck(owner.client.app, {
    provider: new CustomProvider({ getToken: async () => unsignedAppCheckToken(60 * 60_000) }),
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
