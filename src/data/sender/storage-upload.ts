// The real upload of a menu image, with the official firebase/storage SDK (it
// runs in pages only: its browser build uses XMLHttpRequest, which service
// workers lack, firebase-js-sdk #902 / #6595).
import { getDownloadURL, getMetadata, ref, uploadBytes, uploadBytesResumable, type FirebaseStorage, type StorageReference } from 'firebase/storage';
import type { UploadFile } from './file-upload';
import type { UploadImage } from './image-upload';

/**
 * Whether the object already holds this command's file: a retry after a lost
 * answer then reuses it, so the bytes land once and the download URL (whose
 * token a re-upload would replace) stays the one the server may have stored.
 */
async function uploadedBy(target: StorageReference, commandId: string, size: number): Promise<boolean> {
  try {
    const metadata = await getMetadata(target);
    return metadata.customMetadata?.commandId === commandId && metadata.size === size;
  } catch (error) {
    if ((error as { code?: string }).code === 'storage/object-not-found') return false;
    throw error;
  }
}

export function storageImageUpload(storage: FirebaseStorage): UploadImage {
  return async ({ path, blob, contentType, commandId }) => {
    const target = ref(storage, path);
    if (!(await uploadedBy(target, commandId, blob.size))) {
      await uploadBytes(target, blob, { contentType, customMetadata: { commandId } });
    }
    return getDownloadURL(target);
  };
}

/**
 * A menu import file (up to 10 MB), uploaded resumably so the screen can show
 * the SDK's own progress; a retry of the same command reuses the stored file.
 */
export function storageFileUpload(storage: FirebaseStorage): UploadFile {
  return async ({ path, blob, contentType, commandId, onProgress }) => {
    const target = ref(storage, path);
    if (!(await uploadedBy(target, commandId, blob.size))) {
      const task = uploadBytesResumable(target, blob, { contentType, customMetadata: { commandId } });
      task.on('state_changed', (snapshot) => {
        onProgress?.(snapshot.totalBytes ? Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100) : 0);
      });
      await task;
    }
    onProgress?.(100);
    return getDownloadURL(target);
  };
}
