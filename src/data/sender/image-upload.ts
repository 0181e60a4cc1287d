// A menu image travels in two steps: its file goes to Cloud Storage, then the
// item's update (url and path) goes to updateMenuItemSecure like any command.
// The upload itself is injected (see storage-upload.ts), so the sender stays
// free of firebase/storage: it is tested with a fake, and the service worker,
// where that SDK cannot run, simply has none.
import { IMAGE_FILE_MISSING, uploadFailure, type DeliveryFailure } from '../../domain/sync/command-policy';
import { imageCallDataOf, type Command } from '../../domain/sync/commands';
import { isMenuImageType, menuImagePath, type MenuImageType } from '../../domain/menu/menu-item-updates';
import type { Outbox } from '../outbox/outbox';

export interface ImageToUpload {
  path: string;
  blob: Blob;
  contentType: MenuImageType;
  /** The command the file belongs to: a retry of the same command must not upload it twice. */
  commandId: string;
}

/** Stores the file and answers its download URL; rejects with the SDK's error (`code` 'storage/...'). */
export type UploadImage = (image: ImageToUpload) => Promise<string>;

export type PreparedCall = { ok: true; data: Record<string, unknown> } | { ok: false; failure: DeliveryFailure };

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
};

/** The setImage's callable data, after uploading its file (a removal uploads nothing). */
export async function prepareImageCall(command: Command<'menuItem.setImage'>, outbox: Outbox, upload: UploadImage): Promise<PreparedCall> {
  const { image, menuItemId } = command.payload;
  if (!image) return { ok: true, data: imageCallDataOf(command, null) };
  const blob = await outbox.blob(image.blobId);
  // Site data cleared, or a payload from a broken client: no retry can bring the file back.
  if (!blob || !isMenuImageType(image.contentType)) return { ok: false, failure: IMAGE_FILE_MISSING };
  const imagePath = menuImagePath(command.storeId, menuItemId, image.contentType);
  try {
    const imageUrl = await upload({ path: imagePath, blob, contentType: image.contentType, commandId: command.id });
    return { ok: true, data: imageCallDataOf(command, { imageUrl, imagePath }) };
  } catch (error) {
    return { ok: false, failure: uploadFailure(codeOf(error)) };
  }
}
