// The page's one route: /t/{linkId}, a table link's id as a QR code prints it.
const TABLE_PATH = /^\/t\/([A-Za-z0-9_-]{1,64})\/?$/;

/** The table link's id, or null for any other path. */
export function linkIdOf(pathname: string): string | null {
  return TABLE_PATH.exec(pathname)?.[1] ?? null;
}
