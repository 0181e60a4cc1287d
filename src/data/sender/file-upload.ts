// A menu import file travels like a menu image (image-upload.ts):
// its bytes go to Cloud Storage first, with progress for the screen, then the
// record goes to recordMenuUploadSecure like any command.
import { uploadFailure } from '../../domain/sync/command-policy';
import type { Command } from '../../domain/sync/commands';
import { MESSAGES } from '../../domain/shared/messages';
import { uploadCallDataOf } from '../../domain/menu-import/upload-commands';
import type { Outbox } from '../outbox/outbox';
import type { PreparedCall } from './image-upload';

export interface FileToUpload {
  path: string;
  blob: Blob;
  contentType: string;
  /** A retry of the same command must not upload the file twice. */
  commandId: string;
  /** 0..100, as the Storage SDK reports bytes transferred. */
  onProgress?: (percent: number) => void;
}

/** Stores the file and answers its download URL; rejects with the SDK's error (`code` 'storage/...'). */
export type UploadFile = (file: FileToUpload) => Promise<string>;

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
};

export async function prepareUploadCall(
  command: Command<'upload.record'>,
  outbox: Outbox,
  upload: UploadFile,
  onProgress?: (percent: number) => void,
): Promise<PreparedCall> {
  const { file, storagePath } = command.payload;
  const blob = await outbox.blob(file.blobId);
  // Site data cleared: no retry can bring the file back.
  if (!blob) return { ok: false, failure: { code: 'data-loss', message: MESSAGES.upload.failed } };
  try {
    const uploadUrl = await upload({ path: storagePath, blob, contentType: file.contentType, commandId: command.id, onProgress });
    return { ok: true, data: uploadCallDataOf(command, { uploadUrl, storagePath }) };
  } catch (error) {
    return { ok: false, failure: uploadFailure(codeOf(error)) };
  }
}
