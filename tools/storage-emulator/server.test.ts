// The stand-in on its own (no other emulator): the web SDK with mock user
// tokens, and the protocol details the SDK only uses on retries or ranges.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, getBytes, getMetadata, getStorage, ref, updateMetadata, uploadBytes, type StorageError } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENU_IMAGE_MAX_BYTES } from '../../src/domain/shared/limits.ts';
import { startStorageStandIn, type StorageStandIn } from './server.ts';

const BUCKET = 'demo-test.appspot.com';
let standIn: StorageStandIn;
const apps: FirebaseApp[] = [];

/** A Storage client whose requests carry `token` (an object becomes an unsigned mock JWT). */
function client(token: string | { sub: string; stores?: Record<string, string> }) {
  const app = initializeApp({ projectId: 'demo-test', storageBucket: BUCKET }, `stand-in-${apps.length}`);
  apps.push(app);
  const storage = getStorage(app);
  const mock = typeof token === 'string' ? token : { ...token, user_id: token.sub };
  connectStorageEmulator(storage, '127.0.0.1', standIn.port, { mockUserToken: mock });
  return storage;
}

async function code(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'ok',
    (error: StorageError) => error.code,
  );
}

beforeAll(async () => {
  // The one member document these tests' caller has: u1, owner of s1.
  standIn = await startStorageStandIn('127.0.0.1', 0, async (storeId, uid) => (storeId === 's1' && uid === 'u1' ? 'OWNER' : undefined));
});
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await standIn.close();
});

describe('the storage stand-in', () => {
  it('serves byte ranges (getBytes with a maximum size)', async () => {
    const storage = client({ sub: 'u1', stores: { s1: 'OWNER' } });
    const item = ref(storage, 'stores/s1/menu/a.png');
    await uploadBytes(item, new Uint8Array([1, 2, 3, 4, 5, 6]), { contentType: 'image/png' });
    expect(new Uint8Array(await getBytes(item))).toEqual(new Uint8Array([1, 2, 3, 4, 5, 6]));
    // The SDK asks for `Range: bytes=0-3` and keeps the first 3 of the bytes served.
    expect(new Uint8Array(await getBytes(item, 3))).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('answers an unreadable token with 401: storage/unauthenticated', async () => {
    const storage = client('not-a-jwt');
    expect(await code(getMetadata(ref(storage, 'stores/s1/menu/a.bin')))).toBe('storage/unauthenticated');
  });

  const token = `Firebase e30.${Buffer.from(JSON.stringify({ sub: 'u1', user_id: 'u1', stores: { s1: 'OWNER' } })).toString('base64url')}.`;
  /** A resumable start as the SDK sends it: the size and type declared in headers, the metadata as JSON. */
  const startResumable = (name: string, contentType: string, declaredSize: number) =>
    fetch(`${standIn.url}/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: {
        Authorization: token, 'X-Goog-Upload-Protocol': 'resumable', 'X-Goog-Upload-Command': 'start', 'Content-Type': 'application/json',
        'X-Goog-Upload-Header-Content-Length': String(declaredSize), 'X-Goog-Upload-Header-Content-Type': contentType,
      },
      body: JSON.stringify({ contentType }),
    });
  const sender = (url: string) => (command: string, offset: number, body?: Blob) =>
    fetch(url, { method: 'POST', headers: { Authorization: token, 'X-Goog-Upload-Command': command, 'X-Goog-Upload-Offset': String(offset) }, body });

  it('resumes: query reports the bytes received, and a wrong offset is refused', async () => {
    const start = await startResumable('stores/s1/menu/r.png', 'image/png', 15);
    const send = sender(start.headers.get('X-Goog-Upload-URL') ?? '');

    expect((await send('upload', 0, new Blob([new Uint8Array(10)]))).headers.get('X-Goog-Upload-Status')).toBe('active');
    const query = await send('query', 0);
    expect(query.headers.get('X-Goog-Upload-Size-Received')).toBe('10');
    expect((await send('upload', 4, new Blob([new Uint8Array(2)]))).status).toBe(400);
    const final = await send('upload, finalize', 10, new Blob([new Uint8Array(5)]));
    expect(final.headers.get('X-Goog-Upload-Status')).toBe('final');
    expect(await final.json()).toMatchObject({ name: 'stores/s1/menu/r.png', size: '15', bucket: BUCKET });
  });

  it('refuses a resumable upload at its start when the declared size or type breaks the rules', async () => {
    expect((await startResumable('stores/s1/menu/big.jpg', 'image/jpeg', MENU_IMAGE_MAX_BYTES)).status).toBe(403);
    expect((await startResumable('stores/s1/menu/doc.pdf', 'application/pdf', 100)).status).toBe(403);
    expect((await startResumable('stores/s1/processing-photos/menu-photo-1.pdf', 'application/pdf', 100)).status).toBe(200);
  });

  it('checks the real size again at the final write: a small declared size does not let a big file in', async () => {
    const start = await startResumable('stores/s1/menu/liar.jpg', 'image/jpeg', 10);
    expect(start.status).toBe(200);
    const final = await sender(start.headers.get('X-Goog-Upload-URL') ?? '')('upload, finalize', 0, new Blob([new Uint8Array(MENU_IMAGE_MAX_BYTES)]));
    expect(final.status).toBe(403);
    const storage = client({ sub: 'u1', stores: { s1: 'OWNER' } });
    expect(await code(getMetadata(ref(storage, 'stores/s1/menu/liar.jpg')))).toBe('storage/object-not-found');
  });

  it('checks a metadata update like a write: a menu image cannot become a PDF', async () => {
    const storage = client({ sub: 'u1', stores: { s1: 'OWNER' } });
    const item = ref(storage, 'stores/s1/menu/m.png');
    await uploadBytes(item, new Uint8Array(8), { contentType: 'image/png' });
    expect(await code(updateMetadata(item, { contentType: 'application/pdf' }))).toBe('storage/unauthorized');
    expect(await code(updateMetadata(item, { contentType: 'image/webp' }))).toBe('ok');
  });

  it('answers CORS preflights with the headers the browser SDK needs', async () => {
    const response = await fetch(`${standIn.url}/v0/b/${BUCKET}/o?name=x`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,x-goog-upload-protocol' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe('authorization,x-goog-upload-protocol');
    expect(response.headers.get('Access-Control-Expose-Headers')).toContain('X-Goog-Upload-URL');
  });
});
