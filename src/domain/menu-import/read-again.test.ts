import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages';
import type { UploadRecord } from '../shared/entities';
import { isAbsorbed, type PendingCommand } from '../sync/overlay';
import { menuLanguageOptions, menuLanguagesError, menuLanguagesOf } from './menu-languages';
import { readAgainCommand, recordUploadCommand } from './upload-commands';
import { overlayUploads } from './upload-overlay';
import { readAgainError } from './upload-status';

const M = MESSAGES.upload;
const ids = { commandId: 'c1', storeId: 's1' };
const draft = { sections: [], reader: 'ocr', pages: 1, readMs: 1 };
const rec = (id: string, status: UploadRecord['status'], extra: Partial<UploadRecord> = {}): UploadRecord => ({
  id, fileName: `${id}.png`, fileType: 'image', status, uploadedAt: 1000, ...extra,
});

describe('the menu languages', () => {
  it('offers one language per installed model, English first, by its own name', () => {
    const options = menuLanguageOptions();
    expect(options[0]).toEqual({ code: 'en', name: 'English' });
    expect(options.map((o) => o.code)).toEqual(expect.arrayContaining(['tr', 'fr', 'es', 'de', 'it', 'pt', 'no', 'nl', 'pl', 'sv', 'vi', 'zh', 'zh-Hant', 'ja', 'ko']));
    expect(new Set(options.map((o) => o.code)).size).toBe(options.length);
  });

  it.each<[string, unknown, string | null]>([
    ['two besides English', ['tr', 'fr', 'en'], null],
    ['English alone', ['en'], null],
    ['a region of an installed language', ['fr-CA'], null],
    ['three besides English', ['tr', 'fr', 'de', 'en'], M.tooManyLanguages(2)],
    ['a language without a model', ['zz'], M.languagesInvalid],
    ['nothing', [], M.languagesInvalid],
    ['not a list', 'tr', M.languagesInvalid],
    ['a number in the list', ['tr', 3], M.languagesInvalid],
  ])('%s', (_what, value, error) => {
    expect(menuLanguagesError(value)).toBe(error);
  });

  it('keeps one code per model, then English last', () => {
    expect(menuLanguagesOf(['en', 'tr', 'nb', 'no'])).toEqual(['tr', 'no', 'en']);
    expect(menuLanguagesOf(['fr-CA', 'ar', 'de', 'es'])).toEqual(['fr', 'de', 'en']);
    expect(menuLanguagesOf(['zh-TW', 'zh-Hant', 'zh-CN'])).toEqual(['zh-Hant', 'zh', 'en']);
  });
});

describe('reading an upload again: the command', () => {
  const view = [
    rec('q', 'queued'), rec('p', 'processing'), rec('f', 'failed', { errorMessage: 'x' }), rec('d', 'deprecated'),
    rec('c', 'completed', { draft, reviewStatus: 'ready' }), rec('pub', 'completed', { draft, reviewStatus: 'published' }),
  ];
  it.each([
    ['q', M.readAgainFailed(M.cannotReadAgainBusy)],
    ['p', M.readAgainFailed(M.cannotReadAgainBusy)],
    ['d', M.readAgainFailed(M.cannotReadAgain)],
    ['pub', M.readAgainFailed(M.cannotReadAgainPublished)],
    ['gone', M.readAgainFailed(M.notFound)],
  ])('refuses %s with the words the server uses', (uploadId, message) => {
    expect(readAgainCommand(uploadId, undefined, view, ids)).toEqual({ ok: false, errors: { form: message } });
  });

  it('a failed or completed upload, in the languages chosen or the record’s', () => {
    expect(readAgainCommand('f', undefined, view, ids)).toEqual({
      ok: true, value: { id: 'c1', type: 'upload.readAgain', storeId: 's1', payload: { uploadId: 'f' } },
    });
    const built = readAgainCommand('c', ['tr', 'en'], view, ids);
    expect(built.ok && built.value.payload).toEqual({ uploadId: 'c', languages: ['tr', 'en'] });
    expect(readAgainCommand('c', ['tr', 'fr', 'de'], view, ids)).toEqual({ ok: false, errors: { languages: M.tooManyLanguages(2) } });
  });

  it('the same rule judges the status on both sides', () => {
    expect(readAgainError({ status: 'failed' })).toBeNull();
    expect(readAgainError({ status: 'completed', reviewStatus: 'ready' })).toBeNull();
    expect(readAgainError({ status: 'processing' })).toBe(M.cannotReadAgainBusy);
  });

  it('an upload carries the languages chosen on the screen', () => {
    const file = { blobId: 'b', contentType: 'image/png', size: 10, fileName: 'm.png' };
    const built = recordUploadCommand(file, { ...ids, uploadId: 'u', timestamp: 1 }, ['en', 'tr']);
    expect(built.ok && built.value.payload.languages).toEqual(['tr', 'en']);
    expect(recordUploadCommand(file, { ...ids, uploadId: 'u', timestamp: 1 }, ['xx'])).toEqual({ ok: false, errors: { languages: M.languagesInvalid } });
  });
});

describe('reading an upload again: the history', () => {
  const command = { id: 'c1', type: 'upload.readAgain' as const, storeId: 's1', payload: { uploadId: 'c', languages: ['tr', 'en'] } };
  const entry = (status: PendingCommand['status'], extra: Partial<PendingCommand> & { failure?: { message: string } } = {}) => ({ command, status, ...extra });
  const completed = rec('c', 'completed', { draft, reviewStatus: 'ready', processedAt: 5, updatedAt: 5 } as Partial<UploadRecord>);

  it('waits to read again, queued and without its last reading, until sent', () => {
    const [row] = overlayUploads([completed], [entry('queued')], 0);
    expect(row).toMatchObject({ status: 'queued', pending: true, readAgainWaiting: true, languages: ['tr', 'en'] });
    expect(row?.draft).toBeUndefined();
    expect(row?.reviewStatus).toBeUndefined();
    expect(row?.processedAt).toBeUndefined();
  });

  it('delivered: queued, no longer waiting for the connection', () => {
    const [row] = overlayUploads([completed], [entry('delivered', { committedAt: 9 })], 0);
    expect(row).toMatchObject({ status: 'queued', pending: true });
    expect(row?.readAgainWaiting).toBeUndefined();
  });

  it('refused: the record as it was, with the server’s reason', () => {
    const [row] = overlayUploads([completed], [entry('failed', { failure: { message: M.cannotReadAgainBusy } })], 0);
    expect(row).toMatchObject({ status: 'completed', reviewStatus: 'ready', error: M.readAgainFailed(M.cannotReadAgainBusy) });
  });

  it.each([
    ['not before the record stamped by its commit is pulled', 8, false],
    ['once it is', 9, true],
  ] as const)('absorbed by the record’s stamp: %s', (_what, updatedAt, expected) => {
    const replica = { categories: new Map(), menuItems: new Map(), uploads: new Map([['c', { id: 'c', updatedAt }]]) };
    expect(isAbsorbed(entry('delivered', { committedAt: 9 }), replica)).toBe(expected);
  });
});
