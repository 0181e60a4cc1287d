import { describe, expect, it } from 'vitest';
import { importFilePath, uploadFileType, validateUploadFile } from './upload-validation';

const MB = 1024 * 1024;

describe('menu import upload (doc 2 §5)', () => {
  it.each([
    [{ type: 'image/jpeg', size: 1000 }, { ok: true, value: 'image' }],
    [{ type: 'application/pdf', size: 10 * MB - 1 }, { ok: true, value: 'pdf' }],
    [{ type: 'application/pdf', size: 10 * MB }, { ok: false, errors: { file: 'File size must be less than 10MB.' } }],
    [
      { type: 'image/gif', size: 10 },
      { ok: false, errors: { file: 'Please select a valid image file (JPEG, PNG, WebP) or PDF document.' } },
    ],
    [{ type: 'image/heic', size: 10, fromCamera: true }, { ok: true, value: 'image' }],
    [
      { type: 'text/plain', size: 10, fromCamera: true },
      { ok: false, errors: { file: 'Please select a valid image file (JPEG, PNG, WebP) or PDF document.' } },
    ],
  ])('%j', (file, expected) => {
    expect(validateUploadFile(file)).toEqual(expected);
  });

  it('file type is pdf only for application/pdf', () => {
    expect(uploadFileType('application/pdf')).toBe('pdf');
    expect(uploadFileType('image/png')).toBe('image');
  });

  it('names the import file', () => {
    expect(importFilePath('s1', 1700000000000, 'image/jpeg')).toBe(
      'stores/s1/processing-photos/menu-photo-1700000000000.jpg',
    );
  });
});
