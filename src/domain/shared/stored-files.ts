// What each Storage folder of a store accepts (doc 2 §5, §7 "Storage"). One
// table for the app, the storage stand-in (tools/storage-emulator/rules.ts)
// and storage.rules, whose numbers a unit test compares with these.
import { MENU_IMAGE_MAX_BYTES, UPLOAD_MAX_BYTES } from './limits';

export const PDF_MIME_TYPE = 'application/pdf';

export interface StoredFileKind {
  /** The folder under stores/{storeId}/; files sit directly in it. */
  folder: string;
  /** Files must be strictly smaller. */
  maxBytes: number;
  /** Besides any image/* type (camera capture accepts any image). */
  otherTypes: readonly string[];
  /** Whether a store member may delete such a file from the app. */
  membersMayDelete: boolean;
}

export const STORED_FILE_KINDS = {
  /**
   * stores/{storeId}/menu/{itemId}.{ext}: only the Functions (Admin SDK) delete
   * them, after the command that replaced or removed the image commits.
   */
  menuImage: { folder: 'menu', maxBytes: MENU_IMAGE_MAX_BYTES, otherTypes: [], membersMayDelete: false },
  /**
   * stores/{storeId}/processing-photos/menu-photo-{timestamp}.{ext}: the page
   * deletes the file with its upload record (doc 1 §7.2).
   */
  importFile: { folder: 'processing-photos', maxBytes: UPLOAD_MAX_BYTES, otherTypes: [PDF_MIME_TYPE], membersMayDelete: true },
} as const satisfies Record<string, StoredFileKind>;

export interface StoredFile {
  storeId: string;
  kind: StoredFileKind;
}

/** The store and kind of a file path, or undefined where no file may be written. */
export function storedFileOf(path: string): StoredFile | undefined {
  const match = /^stores\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(path);
  if (!match) return undefined;
  const [, storeId, folder] = match;
  const kind = Object.values(STORED_FILE_KINDS).find((k) => k.folder === folder);
  return storeId && kind ? { storeId, kind } : undefined;
}

/** Content types compare exactly, as `request.resource.contentType` does in storage.rules. */
export function acceptsFile(kind: StoredFileKind, file: { size: number; contentType: string }): boolean {
  const typeOk = /^image\/.+$/.test(file.contentType) || kind.otherTypes.includes(file.contentType);
  return typeOk && file.size < kind.maxBytes;
}
