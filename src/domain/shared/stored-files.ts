// What each Storage folder of a store accepts (doc 2 §5, §7 "Storage"). One
// table for the app, the storage stand-in (tools/storage-emulator/rules.ts)
// and storage.rules, whose numbers a unit test compares with these.
import { MENU_IMAGE_MAX_BYTES, UPLOAD_MAX_BYTES } from './limits';
import type { Permission } from './permission';

export const PDF_MIME_TYPE = 'application/pdf';

export interface StoredFileKind {
  /** The folder under stores/{storeId}/; files sit directly in it. */
  folder: string;
  /** Files must be strictly smaller. */
  maxBytes: number;
  /** Besides the raster image types (RASTER_IMAGE_TYPES). */
  otherTypes: readonly string[];
  /**
   * The names the app makes in this folder (a regular expression of the
   * whole name, the same text as in storage.rules): nothing else is written.
   */
  namePattern: string;
  /** Whether a store member may delete such a file from the app. */
  membersMayDelete: boolean;
  /** Whether a member may write over a file already stored there (storage.rules' `update`). */
  membersMayOverwrite: boolean;
  /** Who reads the folder: every member ('any member'), or the roles holding this permission (the team's table). */
  readBy: Permission | 'any member';
  /** The permission whose roles write it. */
  writeBy: Permission;
}

export const STORED_FILE_KINDS = {
  /**
   * stores/{storeId}/menu/{itemId}.{ext}: only the Functions (Admin SDK) delete
   * them, after the command that replaced or removed the image commits.
   */
  menuImage: {
    folder: 'menu', maxBytes: MENU_IMAGE_MAX_BYTES, otherTypes: [], namePattern: '[A-Za-z0-9_-]{1,128}[.](jpg|png|webp)',
    membersMayDelete: false, membersMayOverwrite: true,
    // Dish photos show wherever the menu does; they change with the menu.
    readBy: 'any member', writeBy: 'menu',
  },
  /**
   * stores/{storeId}/processing-photos/menu-photo-{timestamp}.{ext}: written
   * once. An upload record (and its reading) names the file, so no member may
   * write over it or delete it (a delete then a create is an overwrite too);
   * the Function deletes it with its record, and reading it again reuses it.
   */
  importFile: {
    folder: 'processing-photos', maxBytes: UPLOAD_MAX_BYTES, otherTypes: [PDF_MIME_TYPE],
    namePattern: 'menu-photo-[0-9]{1,16}(-[a-z0-9]{1,12})?[.][a-z0-9]{1,5}', membersMayDelete: false, membersMayOverwrite: false,
    // A restaurant's menu drafts, as their upload history: the importers'.
    readBy: 'import', writeBy: 'import',
  },
} as const satisfies Record<string, StoredFileKind>;

/**
 * Image types the rules accept: raster formats a camera or the app's
 * compressor makes. Never SVG: an SVG is a document that can carry script,
 * served from the bucket's origin.
 */
export const RASTER_IMAGE_TYPES = 'image/(jpeg|png|webp|gif|heic|heif|avif|bmp)';

export interface StoredFile {
  storeId: string;
  kind: StoredFileKind;
}

/** The store and kind of any object in a kind's folder, whatever its name (what reads are judged by). */
export function folderOf(path: string): StoredFile | undefined {
  const match = /^stores\/([^/]+)\/([^/]+)\/[^/]+$/.exec(path);
  const kind = Object.values(STORED_FILE_KINDS).find((k) => k.folder === match?.[2]);
  return match?.[1] && kind ? { storeId: match[1], kind } : undefined;
}

/** The store and kind of a file path, or undefined where no file may be written. */
export function storedFileOf(path: string): StoredFile | undefined {
  const match = /^stores\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(path);
  if (!match) return undefined;
  const [, storeId, folder, name = ''] = match;
  const kind = Object.values(STORED_FILE_KINDS).find((k) => k.folder === folder);
  return storeId && kind && new RegExp(`^(?:${kind.namePattern})$`).test(name) ? { storeId, kind } : undefined;
}

/** Content types compare exactly, as `request.resource.contentType` does in storage.rules. */
export function acceptsFile(kind: StoredFileKind, file: { size: number; contentType: string }): boolean {
  const typeOk = new RegExp(`^(?:${RASTER_IMAGE_TYPES})$`).test(file.contentType) || kind.otherTypes.includes(file.contentType);
  return typeOk && file.size < kind.maxBytes;
}
