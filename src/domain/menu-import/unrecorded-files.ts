// Import files no upload record names (docs/decisions.md "Storage: names,
// types, overwrites and the quota"). The page stores a file, then records it;
// a page closed or crashed in between, or a script that stores without
// recording, leaves a file that no quota counts and no record's deletion
// removes. A daily sweep deletes those older than a day: long enough for a
// record still on its way (the sender records right after the upload, and a
// retry after the file went uploads it again from the outbox). A file named
// only by a deleted record (its deletion after the commit failed) is one too.
import { STORED_FILE_KINDS } from '../shared/stored-files';

/** An import file no live record names is deleted once this old. */
export const UNRECORDED_FILE_AGE_MS = 24 * 60 * 60_000;

/** Every store's import files, as one listing asks for them (Cloud Storage's matchGlob). */
export const IMPORT_FILES_GLOB = `stores/*/${STORED_FILE_KINDS.importFile.folder}/*`;

const IMPORT_FILE = new RegExp(`^stores/([^/]+)/${STORED_FILE_KINDS.importFile.folder}/[^/]+$`);

/** The store whose import folder holds `path`, or undefined for any other file. */
export function importFileStore(path: string): string | undefined {
  return IMPORT_FILE.exec(path)?.[1];
}

export interface StoredImportFile {
  path: string;
  /** When Storage created the object (ms); NaN when unknown, and then never deleted. */
  createdAt: number;
}

/** Whether a file is old enough to go if no live record names it. */
export function isPastRecording(file: StoredImportFile, now: number): boolean {
  return now - file.createdAt > UNRECORDED_FILE_AGE_MS;
}

/** Of one store's files, those to delete: past recording and named by none of its live records. */
export function unrecordedFiles(files: readonly StoredImportFile[], recordedPaths: ReadonlySet<string>, now: number): string[] {
  return files.filter((file) => isPastRecording(file, now) && !recordedPaths.has(file.path)).map((file) => file.path);
}
