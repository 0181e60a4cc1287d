import { describe, expect, it } from 'vitest';
import type { PendingCommand } from '../sync/overlay';
import { MESSAGES } from '../shared/messages';
import { deleteUploadCommand, deprecateUploadCommand, markPublishedCommand, recordUploadCommand } from './upload-commands';
import { historyPage, isReadyToReview, overlayUploads } from './upload-overlay';
import type { UploadRecord } from '../shared/entities';
import { isAcceptedImportFile, isImportFilePathOf } from './upload-validation';

const M = MESSAGES.upload;
const ids = { commandId: 'c1', storeId: 's1' };
const file = { blobId: 'b1', contentType: 'application/pdf', size: 1000, fileName: 'menu.pdf' };
const rec = (id: string, status: UploadRecord['status'], extra: Partial<UploadRecord> = {}): UploadRecord => ({
  id, fileName: `${id}.png`, fileType: 'image', status, uploadedAt: 1000, ...extra,
});

describe('upload commands', () => {
  it('records a file at its path, fixed when chosen', () => {
    const built = recordUploadCommand(file, { ...ids, uploadId: 'u1', timestamp: 1700000000000 });
    expect(built.ok && built.value.payload.storagePath).toBe('stores/s1/processing-photos/menu-photo-1700000000000.pdf');
  });

  it.each([
    [{ ...file, size: 10 * 1024 * 1024 }, M.tooLarge],
    [{ ...file, contentType: 'text/plain' }, M.invalidType],
    [{ ...file, contentType: 'image/heic' }, M.invalidType],
  ])('refuses %o with the doc 2 §5 words', (f, message) => {
    expect(recordUploadCommand(f, { ...ids, uploadId: 'u1', timestamp: 1 })).toEqual({ ok: false, errors: { file: message } });
  });

  it('camera capture accepts any image type', () => {
    expect(recordUploadCommand({ ...file, contentType: 'image/heic', fromCamera: true, fileName: 'photo.heic' }, { ...ids, uploadId: 'u', timestamp: 2 }).ok).toBe(true);
  });

  it('delete is refused while queued or processing, deprecate when already deprecated, publish unless a draft is ready', () => {
    const view = [rec('q', 'queued'), rec('p', 'processing'), rec('f', 'failed'), rec('d', 'deprecated')];
    expect(deleteUploadCommand('q', view, ids)).toEqual({ ok: false, errors: { form: M.cannotDelete } });
    expect(deleteUploadCommand('p', view, ids).ok).toBe(false);
    expect(deleteUploadCommand('f', view, ids).ok).toBe(true);
    expect(deprecateUploadCommand('d', '', view, ids)).toEqual({ ok: false, errors: { form: M.cannotDeprecate } });
    expect(markPublishedCommand('f', 1, view, ids)).toEqual({ ok: false, errors: { form: M.notReady } });
    const ready = [rec('r', 'completed', { reviewStatus: 'ready', draft: { sections: [], reader: 'ocr', pages: 1, readMs: 1 } })];
    expect(markPublishedCommand('r', 101, ready, ids)).toEqual({ ok: false, errors: { form: M.invalidCount } });
    expect(markPublishedCommand('r', 3, ready, ids).ok).toBe(true);
  });

  it('the server’s path and file checks', () => {
    expect(isImportFilePathOf('stores/s1/processing-photos/menu-photo-17.png', 's1')).toBe(true);
    expect(isImportFilePathOf('stores/s2/processing-photos/menu-photo-17.png', 's1')).toBe(false);
    expect(isImportFilePathOf('stores/s1/menu/menu-photo-17.png', 's1')).toBe(false);
    expect(isImportFilePathOf('stores/s1/processing-photos/../x/menu-photo-1.png', 's1')).toBe(false);
    expect(isAcceptedImportFile({ contentType: 'application/pdf', size: 10 * 1024 * 1024 - 1 })).toBe(true);
    expect(isAcceptedImportFile({ contentType: 'text/html', size: 10 })).toBe(false);
  });
});

describe('the history view', () => {
  const pending = (command: PendingCommand['command'], status: PendingCommand['status'] = 'queued', failure?: { message: string }) =>
    ({ command, status, ...(failure ? { failure } : {}) });

  it('shows a file not sent yet as waiting, newest first, and drops it once the record is pulled', () => {
    const built = recordUploadCommand(file, { ...ids, uploadId: 'new', timestamp: 5 });
    if (!built.ok) throw new Error('not built');
    const view = overlayUploads([rec('old', 'completed')], [{ ...pending(built.value), queuedAt: 5000 }], 9000);
    expect(view.map((r) => [r.id, r.status, Boolean(r.local)])).toEqual([['new', 'queued', true], ['old', 'completed', false]]);
    const pulled = overlayUploads([rec('new', 'queued', { queuePosition: 1 })], [pending(built.value, 'delivered')], 9000);
    expect(pulled.map((r) => [r.id, r.pending, r.local])).toEqual([['new', false, undefined]]);
  });

  it('a pending delete hides the row; a refused one says why in the spec’s words', () => {
    const del = { id: 'c9', type: 'upload.delete' as const, storeId: 's1', payload: { uploadId: 'f' } };
    expect(overlayUploads([rec('f', 'failed')], [pending(del)], 0)).toEqual([]);
    expect(overlayUploads([rec('f', 'failed')], [pending(del, 'failed', { message: 'boom' })], 0)[0]?.error).toBe(M.deleteFailed('boom'));
  });

  it('pages of 10, newest first; ready to review only while a read draft waits', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i);
    expect(historyPage(rows, 3)).toEqual({ rows: [20, 21, 22], page: 3, pages: 3 });
    expect(historyPage([], 1)).toEqual({ rows: [], page: 1, pages: 1 });
    expect(isReadyToReview(rec('a', 'completed', { reviewStatus: 'ready' }))).toBe(true);
    expect(isReadyToReview(rec('a', 'completed', { reviewStatus: 'published' }))).toBe(false);
    expect(isReadyToReview(rec('a', 'deprecated', { reviewStatus: 'ready' }))).toBe(false);
  });
});
