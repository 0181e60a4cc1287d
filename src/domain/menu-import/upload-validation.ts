// Menu import upload (doc 2 §5 "Upload", §7 "Storage").
import type { UploadFileType } from '../shared/entities';
import { UPLOAD_MAX_BYTES } from '../shared/limits';
import { MESSAGES } from '../shared/messages';
import { PDF_MIME_TYPE } from '../shared/stored-files';
import { extensionFor, isAcceptedImageType, isCameraImageType } from '../menu/image-validation';
import { resultOf, type ValidationResult } from '../shared/validation-result';

export const ACCEPTED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', PDF_MIME_TYPE] as const;

export function uploadFileType(mimeType: string): UploadFileType {
  return mimeType.toLowerCase() === PDF_MIME_TYPE ? 'pdf' : 'image';
}

export interface UploadFileInput {
  type: string;
  size: number;
  /** Camera capture accepts any image type. */
  fromCamera?: boolean;
}

/** An accepted type, and strictly under 10 MB. */
export function validateUploadFile(file: UploadFileInput): ValidationResult<UploadFileType, 'file'> {
  const typeOk =
    file.type.toLowerCase() === PDF_MIME_TYPE ||
    (file.fromCamera ? isCameraImageType(file.type) : isAcceptedImageType(file.type));
  let error: string | undefined;
  if (!typeOk) error = MESSAGES.upload.invalidType;
  else if (file.size >= UPLOAD_MAX_BYTES) error = MESSAGES.upload.tooLarge;
  return resultOf({ file: error }, () => uploadFileType(file.type));
}

/** stores/{storeId}/processing-photos/menu-photo-{timestamp}.{ext} */
export function importFilePath(storeId: string, timestamp: number, mimeType: string, fileName = ''): string {
  return `stores/${storeId}/processing-photos/menu-photo-${timestamp}.${extensionFor(mimeType, fileName)}`;
}

/** Whether `path` is an import file of this store, as importFilePath makes them (the server checks it). */
export function isImportFilePathOf(path: unknown, storeId: string): path is string {
  if (typeof path !== 'string') return false;
  const match = /^stores\/([^/]+)\/processing-photos\/menu-photo-\d{1,16}\.[a-z0-9]{1,5}$/.exec(path);
  return match?.[1] === storeId;
}

/** What Storage says the stored file is: accepted as an import file (doc 2 §5)? */
export function isAcceptedImportFile(file: { contentType: string; size: number }): boolean {
  return validateUploadFile({ type: file.contentType, size: file.size, fromCamera: true }).ok;
}
