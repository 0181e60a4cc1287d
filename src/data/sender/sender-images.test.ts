import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callDataOf, type AnyCommand, type PlainCommand } from '../../domain/sync/commands';
import { Outbox } from '../outbox/outbox';
import type { TokenSource } from '../firebase/token-source';
import type { ImageToUpload, UploadImage } from './image-upload';
import { Sender } from './sender';

// The sender's image path with a scripted server and a fake upload; the real
// firebase/storage upload is exercised in tests/integration/image-delivery.test.ts.
const setImage = (id: string, image: { blobId: string } | null): AnyCommand => ({
  id, type: 'menuItem.setImage', storeId: 's',
  payload: { menuItemId: 'm', image: image && { blobId: image.blobId, contentType: 'image/png', size: 3 } },
});
const rename = (id: string): AnyCommand => ({ id, type: 'menuItem.update', storeId: 's', payload: { menuItemId: 'm', updates: { name: id } } });
const storageError = (code: string) => Object.assign(new Error(code), { code });

let box: Outbox;
let n = 0;
beforeEach(() => {
  box = new Outbox(`sender-images-${n++}`);
});
afterEach(async () => {
  box.close();
  await Outbox.destroy(box.uid);
});

type Reply = { status: number; body: unknown };
function server(replies: Reply[] = []) {
  const posted: Array<{ url: string; data: Record<string, unknown> }> = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    const { data } = JSON.parse(String(init.body)) as { data: Record<string, unknown> };
    posted.push({ url, data });
    const reply = replies.shift() ?? { status: 200, body: { result: { commandId: data.commandId, committedAt: 5 } } };
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  }) as typeof fetch;
  return { fetchFn, posted };
}

/** A fake Storage: each scripted failure is thrown once, in turn; then uploads succeed. */
function storage(failures: string[] = []) {
  const uploads: ImageToUpload[] = [];
  const upload: UploadImage = async (image) => {
    uploads.push(image);
    const code = failures.shift();
    if (code) throw storageError(code);
    return `http://storage/${image.path}?token=t${uploads.length}`;
  };
  return { upload, uploads };
}

const tokens: TokenSource = { getToken: async (o) => (o?.forceRefresh ? 'fresh' : 'old') };
const sender = (fetchFn: typeof fetch, uploadImage?: UploadImage) =>
  new Sender({ outbox: box, tokens, baseUrl: 'http://fn', fetch: fetchFn, sleep: async () => {}, random: () => 0, ...(uploadImage ? { uploadImage } : {}) });

async function queueImage(id: string, bytes = 'png'): Promise<void> {
  await box.enqueue(setImage(id, { blobId: `blob-${id}` }), [{ blobId: `blob-${id}`, blob: new Blob([bytes], { type: 'image/png' }) }]);
}

describe('Sender: menu images', () => {
  it('uploads the file to the item’s path, then posts its url and path as an updateMenuItemSecure', async () => {
    await queueImage('a');
    const { fetchFn, posted } = server();
    const { upload, uploads } = storage();
    expect(await sender(fetchFn, upload).drain()).toMatchObject({ delivered: 1, refused: 0 });
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ path: 'stores/s/menu/m.png', contentType: 'image/png', commandId: 'a' });
    expect(await uploads[0]!.blob.text()).toBe('png');
    expect(posted).toEqual([{
      url: 'http://fn/updateMenuItemSecure',
      data: { storeId: 's', commandId: 'a', menuItemId: 'm', updates: { imageUrl: 'http://storage/stores/s/menu/m.png?token=t1', imagePath: 'stores/s/menu/m.png' } },
    }]);
  });

  it('a removal uploads nothing and clears both fields', async () => {
    await box.enqueue(setImage('a', null));
    const { fetchFn, posted } = server();
    const { upload, uploads } = storage();
    await sender(fetchFn, upload).drain();
    expect(uploads).toHaveLength(0);
    expect(posted[0]?.data).toEqual({ storeId: 's', commandId: 'a', menuItemId: 'm', updates: { imageUrl: '', imagePath: '' } });
  });

  it('a file gone from the device fails the command for good, and the queue goes on', async () => {
    await box.enqueue(setImage('a', { blobId: 'never-stored' }));
    await box.enqueue(rename('b'));
    const { fetchFn, posted } = server();
    const { upload } = storage();
    expect(await sender(fetchFn, upload).drain()).toEqual({ delivered: 1, refused: 1 });
    expect(await box.get('a')).toMatchObject({ status: 'failed', failure: { message: 'Failed to process image. Please try a different image.' } });
    expect(posted.map((p) => p.data.commandId)).toEqual(['b']);
  });

  it('a Storage denial refreshes the token once, then fails with the upload text; nothing is posted', async () => {
    await queueImage('a');
    const { fetchFn, posted } = server();
    const { upload, uploads } = storage(['storage/unauthorized', 'storage/unauthorized']);
    expect(await sender(fetchFn, upload).drain()).toMatchObject({ delivered: 0, refused: 1 });
    expect(uploads).toHaveLength(2);
    expect(posted).toHaveLength(0);
    expect(await box.get('a')).toMatchObject({
      status: 'failed', failure: { code: 'permission-denied', message: 'Permission denied. Please ensure you are logged in and try again.' },
    });
  });

  it('network trouble and the SDK’s retry limit keep the command queued; the next drain posts it once', async () => {
    await queueImage('a');
    const { fetchFn, posted } = server();
    const { upload, uploads } = storage(['storage/retry-limit-exceeded', 'storage/unknown', 'storage/retry-limit-exceeded']);
    const s = sender(fetchFn, upload);
    const first = await s.drain();
    expect(first.retryInMs).toBeGreaterThan(0);
    expect(await box.get('a')).toMatchObject({ status: 'queued', attempts: 3 });
    expect(posted).toHaveLength(0);
    await sender(fetchFn, upload).drain();
    expect(uploads).toHaveLength(4);
    expect(posted).toHaveLength(1);
    expect(await box.get('a')).toMatchObject({ status: 'delivered' });
  });

  it('a callable that wants a fresh token is sent again with the upload already made', async () => {
    await queueImage('a');
    const { fetchFn, posted } = server([{ status: 401, body: { error: { status: 'UNAUTHENTICATED', message: 'expired' } } }]);
    const { upload, uploads } = storage();
    expect(await sender(fetchFn, upload).drain()).toMatchObject({ delivered: 1 });
    expect(uploads).toHaveLength(1);
    expect(posted).toHaveLength(2);
    expect(posted[1]?.data).toEqual(posted[0]?.data);
  });

  it('without an uploader (the service worker) it stops at the image: that and every later command wait', async () => {
    await box.enqueue(rename('before'));
    await queueImage('image');
    await box.enqueue(rename('after'));
    const { fetchFn, posted } = server();
    expect(await sender(fetchFn).drain()).toEqual({ delivered: 1, refused: 0, needsPage: true });
    expect(posted.map((p) => p.data.commandId)).toEqual(['before']);
    expect((await box.all()).map((e) => `${e.id}:${e.status}:${e.attempts}`)).toEqual(['before:delivered:0', 'image:queued:0', 'after:queued:0']);
  });

  it('a setImage is never posted as its raw payload', () => {
    expect(() => callDataOf(setImage('x', null) as unknown as PlainCommand)).toThrow(/imageCallDataOf/);
  });
});
