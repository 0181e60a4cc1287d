import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyCommand } from '../../domain/sync/commands';
import { Outbox } from '../outbox/outbox';
import type { TokenSource } from '../firebase/token-source';
import type { FileToUpload, UploadFile } from './file-upload';
import { Sender } from './sender';

// The sender's menu import path with a scripted server and a fake
// upload: the file first, its percent reported by command, then the record;
// a sender without an uploader (the service worker) leaves it for a page.
const record = (id: string): AnyCommand => ({
  id, type: 'upload.record', storeId: 's',
  payload: { uploadId: `u-${id}`, storagePath: 'stores/s/processing-photos/menu-photo-7.pdf', file: { blobId: `b-${id}`, contentType: 'application/pdf', size: 3, fileName: 'menu.pdf' } },
});

let box: Outbox;
let n = 0;
beforeEach(() => {
  box = new Outbox(`sender-uploads-${n++}`);
});
afterEach(async () => {
  box.close();
  await Outbox.destroy(box.uid);
});

const tokens: TokenSource = { getToken: async () => 'token' };
function server() {
  const posted: Array<{ url: string; data: Record<string, unknown> }> = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    const { data } = JSON.parse(String(init.body)) as { data: Record<string, unknown> };
    posted.push({ url, data });
    return new Response(JSON.stringify({ result: { commandId: data.commandId, committedAt: 5 } }), { status: 200 });
  }) as typeof fetch;
  return { fetchFn, posted };
}

describe('Sender: menu import files', () => {
  it('uploads the file to its path with progress, then records it with recordMenuUploadSecure', async () => {
    await box.enqueue(record('a'), [{ blobId: 'b-a', blob: new Blob(['pdf'], { type: 'application/pdf' }) }]);
    const { fetchFn, posted } = server();
    const uploads: FileToUpload[] = [];
    const uploadFile: UploadFile = async (file) => {
      uploads.push(file);
      file.onProgress?.(40);
      file.onProgress?.(100);
      return `http://storage/${encodeURIComponent(file.path)}?token=t`;
    };
    const progress: Array<[string, number]> = [];
    const sender = new Sender({ outbox: box, tokens, baseUrl: 'http://fn', fetch: fetchFn, uploadFile, onUploadProgress: (id, p) => progress.push([id, p]) });
    expect(await sender.drain()).toMatchObject({ delivered: 1 });
    expect(uploads[0]).toMatchObject({ path: 'stores/s/processing-photos/menu-photo-7.pdf', contentType: 'application/pdf', commandId: 'a' });
    expect(progress).toEqual([['a', 40], ['a', 100]]);
    expect(posted).toEqual([{
      url: 'http://fn/recordMenuUploadSecure',
      data: {
        storeId: 's', commandId: 'a', uploadId: 'u-a', fileName: 'menu.pdf', contentType: 'application/pdf', fileSize: 3,
        storagePath: 'stores/s/processing-photos/menu-photo-7.pdf', uploadUrl: 'http://storage/stores%2Fs%2Fprocessing-photos%2Fmenu-photo-7.pdf?token=t',
      },
    }]);
  });

  it('without an uploader (the service worker) it waits for a page, and holds back what follows', async () => {
    await box.enqueue(record('a'), [{ blobId: 'b-a', blob: new Blob(['pdf']) }]);
    const { fetchFn, posted } = server();
    const report = await new Sender({ outbox: box, tokens, baseUrl: 'http://fn', fetch: fetchFn }).drain();
    expect(report).toMatchObject({ delivered: 0, needsPage: true });
    expect(posted).toEqual([]);
  });
});
