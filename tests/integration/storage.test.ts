// The real `firebase/storage` SDK against the local Storage emulator (the
// stand-in on machines that cannot start the official one): both upload
// protocols, metadata, download URLs, deletes, and storage.rules' table.
import { randomBytes } from 'node:crypto';
import {
  deleteObject,
  getDownloadURL,
  getMetadata,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  type StorageError,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuImagePath } from '../../src/domain/menu/menu-item-updates';
import { describeCase, fixturePaths, ruleCases } from '../../tools/storage-emulator/rule-cases';
import type { Role } from '../../src/domain/shared/entities';
import { adminBucket, adminDb } from '../support/admin';
import { writeMember } from '../support/members';
import { createStorageClient, signInWithClaims, type StorageTestClient } from '../support/storage-client';

const storeId = `storage-test-${Date.now()}`;
let member: StorageTestClient;
let outsider: StorageTestClient;
let signedOut: StorageTestClient;
/** The store's other callers of the rules' table, by role; `removed` still holds an OWNER claim, and no member document. */
const byRole = {} as Record<'manager' | 'staff' | 'kitchen' | 'removed', StorageTestClient>;

/** A signed-in member of the store: claims and member document, as the Functions leave them. */
async function memberAs(client: StorageTestClient, role: Role): Promise<void> {
  const uid = await signInWithClaims(client, { role, stores: { [storeId]: role } });
  await writeMember(storeId, uid, role);
}

beforeAll(async () => {
  [member, outsider, signedOut] = [createStorageClient(), createStorageClient(), createStorageClient()];
  for (const name of ['manager', 'staff', 'kitchen', 'removed'] as const) byRole[name] = createStorageClient();
  await memberAs(member, 'OWNER');
  await memberAs(byRole.manager, 'MANAGER');
  await memberAs(byRole.staff, 'STAFF');
  await memberAs(byRole.kitchen, 'KITCHEN');
  // Removed: the member document went; the token's claims stay for up to an hour.
  const removed = await signInWithClaims(byRole.removed, { role: 'OWNER', stores: { [storeId]: 'OWNER' } });
  await adminDb.doc(`stores/${storeId}/members/${removed}`).delete();
  const other = await signInWithClaims(outsider, { role: 'OWNER', stores: { 'some-other-store': 'OWNER' } });
  await writeMember('some-other-store', other, 'OWNER');
});
afterAll(async () => {
  await Promise.all([member.close(), outsider.close(), signedOut.close(), ...Object.values(byRole).map((c) => c.close())]);
});

async function storageError(promise: Promise<unknown>): Promise<StorageError> {
  try {
    await promise;
  } catch (error) {
    return error as StorageError;
  }
  throw new Error('expected the Storage call to fail');
}

describe('Storage for store members', () => {
  it('uploads in one request (multipart) and reads the metadata back', async () => {
    const bytes = randomBytes(300 * 1024);
    const path = menuImagePath(storeId, 'item-1', 'image/jpeg');
    const result = await uploadBytes(ref(member.storage, path), bytes, { contentType: 'image/jpeg', customMetadata: { itemId: 'item-1' } });
    expect(result.metadata.fullPath).toBe(path);

    const metadata = await getMetadata(ref(member.storage, path));
    expect(metadata).toMatchObject({ fullPath: path, name: 'item-1.jpg', size: bytes.length, contentType: 'image/jpeg', metageneration: '1' });
    expect(metadata.customMetadata).toEqual({ itemId: 'item-1' });
    expect(metadata.md5Hash).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Date.parse(metadata.timeCreated)).not.toBeNaN();
  });

  it('uploads resumably in chunks with progress, and the download URL returns the same bytes', async () => {
    const bytes = randomBytes(700 * 1024); // above 256 KB: the SDK switches to the resumable protocol
    const path = `stores/${storeId}/processing-photos/menu-photo-1.jpg`;
    const task = uploadBytesResumable(ref(member.storage, path), bytes, { contentType: 'image/jpeg' });
    const progress: number[] = [];
    task.on('state_changed', (snapshot) => progress.push(snapshot.bytesTransferred));
    const snapshot = await task;
    expect(snapshot.metadata.size).toBe(bytes.length);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(bytes.length);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const url = await getDownloadURL(ref(member.storage, path));
    expect(url).toContain('alt=media&token=');
    const response = await fetch(url); // no Authorization: the token in the URL is enough
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("updates a menu image's metadata and lists the folder", async () => {
    const path = menuImagePath(storeId, 'item-2', 'image/png');
    const item = ref(member.storage, path);
    await uploadBytes(item, randomBytes(2048), { contentType: 'image/png' });
    const updated = await updateMetadata(item, { cacheControl: 'public, max-age=300', customMetadata: { itemId: 'item-2' } });
    expect(updated).toMatchObject({ cacheControl: 'public, max-age=300', metageneration: '2', contentType: 'image/png' });
    expect(updated.customMetadata).toEqual({ itemId: 'item-2' });
    const listing = await listAll(ref(member.storage, `stores/${storeId}/menu`));
    expect(listing.items.map((i) => i.fullPath)).toContain(path);
  });

  it('an import file is written once: a member can neither change, overwrite nor delete it; the Admin SDK deletes it', async () => {
    const path = `stores/${storeId}/processing-photos/menu-photo-2.png`;
    const item = ref(member.storage, path);
    await uploadBytes(item, randomBytes(2048), { contentType: 'image/png' });
    expect((await storageError(updateMetadata(item, { cacheControl: 'no-store' }))).code).toBe('storage/unauthorized');
    expect((await storageError(uploadBytes(item, randomBytes(2048), { contentType: 'image/png' }))).code).toBe('storage/unauthorized');
    expect((await storageError(deleteObject(item))).code).toBe('storage/unauthorized');
    expect((await getMetadata(item)).size).toBe(2048);
    await adminBucket().file(path).delete();
    expect((await storageError(getMetadata(item))).code).toBe('storage/object-not-found');
  });
});

describe('Storage for everyone else', () => {
  const path = `stores/${storeId}/menu/guarded.jpg`;
  beforeAll(async () => {
    await uploadBytes(ref(member.storage, path), randomBytes(1024), { contentType: 'image/jpeg' });
  });

  it('refuses a signed-in user without the store in their claims', async () => {
    const target = ref(outsider.storage, path);
    expect((await storageError(getMetadata(target))).code).toBe('storage/unauthorized');
    expect((await storageError(updateMetadata(target, { cacheControl: 'no-store' }))).code).toBe('storage/unauthorized');
  });

  it('still serves a download URL to anyone who holds it', async () => {
    const url = await getDownloadURL(ref(member.storage, path));
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url.replace(/token=[^&]+/, 'token=wrong'))).status).toBe(403);
  });
});

/**
 * What the SDK reports for one line of the table: 'ok', 'denied', or another
 * error code (object-not-found counts as allowed for reads and deletes: the
 * rules let the caller look).
 */
async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    const code = (error as StorageError).code;
    return code === 'storage/unauthorized' ? 'denied' : code;
  }
}

describe('storage.rules, one case a line (tools/storage-emulator/rule-cases.ts), through the SDK', () => {
  const clients = () => ({ owner: member, ...byRole, outsider, 'signed-out': signedOut });
  const fixtures = fixturePaths(storeId);
  beforeAll(async () => {
    await uploadBytes(ref(member.storage, fixtures.menuImage), randomBytes(1024), { contentType: 'image/jpeg' });
    await uploadBytes(ref(member.storage, fixtures.importFile), randomBytes(1024), { contentType: 'application/pdf' });
  });

  const cases = ruleCases(storeId).map((c) => [describeCase(c).replace(storeId, '{store}'), c] as const);
  it.each(cases)('%s', async (_name, c) => {
    const { storage } = clients()[c.caller];
    const target = ref(storage, c.path);
    if (c.op === 'write') {
      const bytes = new Uint8Array(c.size);
      // Both protocols: one request (uploadBytes), and resumable (above 256 KB the SDK declares size and type at the start).
      const oneShot = await outcome(uploadBytes(target, bytes, { contentType: c.contentType }));
      // Each protocol writes a new object, unless the line is about writing over one.
      if (oneShot === 'ok' && !c.over) await adminBucket().file(c.path).delete();
      const resumable = await outcome(uploadBytesResumable(target, bytes, { contentType: c.contentType }).then());
      expect([oneShot, resumable]).toEqual(c.allowed ? ['ok', 'ok'] : ['denied', 'denied']);
      return;
    }
    const result = await outcome(
      c.op === 'read' ? getMetadata(target) : c.op === 'delete' ? deleteObject(target) : listAll(ref(storage, c.path.replace(/\/$/, ''))),
    );
    if (c.allowed) expect(result).toMatch(/^(ok|storage\/object-not-found)$/);
    else expect(result).toBe('denied');
  });
});
