import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { ref, uploadBytes } from 'firebase/storage';
import { firstValueFrom } from 'rxjs';
import { filter, map } from 'rxjs/operators';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { openReplica, removeReplica, type ReplicaDatabase } from '../../src/data/replica/database';
import { LATE_WATCH_DOCS } from '../../src/data/replica/firestore-pull';
import { LATE_WINDOW_MS, replicateStore, type StoreReplication } from '../../src/data/replica/replicate';
import { STALE_PROCESSING_MS } from '../../src/domain/menu-import/reading-limits';
import { MESSAGES } from '../../src/domain/shared/messages';
import { adminDb } from '../support/admin';
import { launchFixtureBrowser, makeMenuFixtures } from '../support/menu-fixtures';
import { createStorageClient, type StorageTestClient } from '../support/storage-client';
import { signInAsNewStoreOwner, type Member } from '../support/store-member';

// The statuses the reader and the stale sweep write reach a device even when
// the record is not the newest of its collection: the replica's pull follows
// `updatedAt` (re-reading only LATE_WINDOW_MS behind its checkpoint), and the
// live listener watches only the newest documents, so an update that keeps an
// older stamp would never arrive.
let owner: StorageTestClient;
let me: Member;
let db: ReplicaDatabase | undefined;
let replication: StoreReplication | undefined;
let photo: Uint8Array;

beforeAll(async () => {
  const browser = await launchFixtureBrowser();
  try {
    photo = (await makeMenuFixtures(browser))[0]!.bytes;
  } finally {
    await browser.close();
  }
}, 90_000);
beforeEach(async () => {
  owner = createStorageClient();
  me = await signInAsNewStoreOwner(owner);
});
afterEach(async () => {
  await replication?.cancel();
  replication = undefined;
  if (db) {
    await db.close();
    await removeReplica(me.uid, me.storeId);
    db = undefined;
  }
  await owner.close();
});

const uploads = () => adminDb.collection(`stores/${me.storeId}/uploadHistory`);
const stamps = (at?: number) => {
  const stamp = at === undefined ? FieldValue.serverTimestamp() : Timestamp.fromMillis(at);
  return { updatedAt: stamp, createdAt: stamp, _deleted: false };
};

/** More completed records than the live listener watches, in one commit with what `also` writes. */
async function newerRecords(also?: (batch: WriteBatch) => void): Promise<void> {
  const batch = adminDb.batch();
  for (let i = 0; i < LATE_WATCH_DOCS + 5; i++) {
    batch.set(uploads().doc(`newer-${i}`), { fileName: `newer-${i}.png`, fileType: 'image', status: 'completed', uploadedAt: Date.now(), menuItemsCreated: 0, ...stamps() });
  }
  also?.(batch);
  await batch.commit();
}

async function startReplica(): Promise<ReplicaDatabase> {
  db = await openReplica(me.uid, me.storeId, { multiInstance: false });
  replication = replicateStore(db, owner.firestore, me.storeId, { batchSize: 100, waitForLeadership: false });
  await replication.awaitInitialReplication();
  return db;
}

const statusOnDevice = (replica: ReplicaDatabase, id: string) =>
  replica.uploadhistory.findOne(id).$.pipe(map((doc) => doc?.toJSON().status as string | undefined));

async function onDevice(replica: ReplicaDatabase, id: string, status: string): Promise<void> {
  const arrived = firstValueFrom(statusOnDevice(replica, id).pipe(filter((s) => s === status)));
  const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error(`${id} never reached the replica as ${status}`)), 30_000));
  await Promise.race([arrived, timeout]);
}

it('an upload queued a while before newer records shows on the device as read once the reader ends it', async () => {
  const path = `stores/${me.storeId}/processing-photos/menu-photo-${Date.now()}.png`;
  await uploadBytes(ref(owner.storage, path), photo, { contentType: 'image/png' });
  // Its record was stamped well before the newer ones (beyond the pull's late
  // window); the trigger reads it now.
  const older = randomUUID();
  await newerRecords((batch) => batch.set(uploads().doc(older), {
    fileName: 'menu.png', fileType: 'image', storagePath: path, status: 'queued', uploadedAt: Date.now(), menuItemsCreated: 0,
    ...stamps(Date.now() - 3 * LATE_WINDOW_MS),
  }));
  const replica = await startReplica();
  // The device has it before it is read: what follows is the reader's update arriving.
  expect((await replica.uploadhistory.findOne(older).exec())?.toJSON().status).toMatch(/^(queued|processing)$/);
  await onDevice(replica, older, 'completed');
  expect((await replica.uploadhistory.findOne(older).exec())?.toJSON()).toMatchObject({ reviewStatus: 'ready' });
}, 60_000);

it('a record a crashed instance left processing shows as failed on the device once the sweep fails it', async () => {
  // Every record created starts the trigger, whose sweep would fail it at
  // once: it is created while its read is recent, and made stale (an
  // unstamped write, as a crash leaves it) once the device holds it.
  const crashed = randomUUID();
  const longAgo = Date.now() - STALE_PROCESSING_MS - 60_000;
  await uploads().doc(crashed).set({
    fileName: 'crashed.png', fileType: 'image', status: 'processing', processingStartedAt: Date.now(), uploadedAt: longAgo, menuItemsCreated: 0, ...stamps(longAgo),
  });
  await newerRecords();
  const replica = await startReplica();
  expect((await replica.uploadhistory.findOne(crashed).exec())?.toJSON().status).toBe('processing');
  await uploads().doc(crashed).update({ processingStartedAt: longAgo });
  // The store's next upload sweeps it first (its file is gone: it fails at once).
  await uploads().doc(randomUUID()).set({
    fileName: 'next.png', fileType: 'image', storagePath: `stores/${me.storeId}/processing-photos/menu-photo-1.png`, status: 'queued',
    uploadedAt: Date.now(), menuItemsCreated: 0, ...stamps(),
  });
  await onDevice(replica, crashed, 'failed');
  expect((await replica.uploadhistory.findOne(crashed).exec())?.toJSON()).toMatchObject({ errorMessage: MESSAGES.menuReading.interrupted });
}, 60_000);
