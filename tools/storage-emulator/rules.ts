// storage.rules evaluated by hand for the stand-in. The rules read the
// caller's member document (cross-service rules: firestore.exists and
// firestore.get), as firestore.rules do, so a removed member is refused at
// once whatever their token's claims still say: a folder's files are read
// and written by the roles the team's table gives its permission
// (src/domain/shared/stored-files.ts, readBy and writeBy), written only as
// files of their kind (type and size checked on `request.resource`), and
// deleted only where the app does. Everything else is denied, as in rules
// with no matching `allow`.
import type { Role } from '../../src/domain/shared/entities.ts';
import { acceptsFile, folderOf, storedFileOf, type StoredFileKind } from '../../src/domain/shared/stored-files.ts';
import { can } from '../../src/domain/team/permissions.ts';

export type Claims = Readonly<Record<string, unknown>>;

export type Caller =
  | { kind: 'signed-out' }
  | { kind: 'invalid' }
  | { kind: 'signed-in'; claims: Claims };

/** The role of `uid`'s member document in the store (`stores/{storeId}/members/{uid}`), or undefined when there is none. */
export type MemberRoles = (storeId: string, uid: string) => Promise<Role | undefined>;

function base64UrlJson(part: string): unknown {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

/**
 * Reads the caller from an `Authorization: Firebase <idToken>` header.
 * The Auth emulator issues unsigned JWTs (alg "none"), so the payload is only
 * decoded, never verified: this stand-in is development infrastructure and
 * must never front real data. Like the official emulator it ignores `exp`:
 * the SDK's `mockUserToken` makes tokens that expired in 1970.
 */
export function callerFrom(authorization: string | undefined): Caller {
  if (!authorization) return { kind: 'signed-out' };
  const match = /^Firebase\s+(\S+)$/i.exec(authorization.trim());
  const parts = match?.[1]?.split('.');
  if (!parts || parts.length < 2 || !parts[1]) return { kind: 'invalid' };
  try {
    const payload = base64UrlJson(parts[1]);
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return { kind: 'invalid' };
    return { kind: 'signed-in', claims: payload as Claims };
  } catch {
    return { kind: 'invalid' };
  }
}

/** The {storeId} of `stores/{storeId}/**`, or undefined for any other path. */
export function storeIdOf(path: string): string | undefined {
  const match = /^stores\/([^/]+)\/.+/.exec(path);
  return match?.[1];
}

/** `request.auth.uid`: the token's `user_id` (or `sub`). */
function uidOf(caller: Caller): string | undefined {
  if (caller.kind !== 'signed-in') return undefined;
  const uid = caller.claims.user_id ?? caller.claims.sub;
  return typeof uid === 'string' && uid !== '' ? uid : undefined;
}

/** The caller's role from their member document: what `firestore.get(.../members/$(request.auth.uid))` reads. */
async function roleOf(caller: Caller, storeId: string, members: MemberRoles): Promise<Role | undefined> {
  const uid = uidOf(caller);
  return uid === undefined ? undefined : members(storeId, uid);
}

const grants = (role: Role | undefined, needs: StoredFileKind['readBy']) => role !== undefined && (needs === 'any member' || can(role, needs));

/** `request.resource`: the object as it would be after a write. */
export interface IncomingFile {
  size: number;
  contentType: string;
}

/** `allow read` on a kind's folder: the roles of its readBy. */
export async function mayRead(caller: Caller, path: string, members: MemberRoles): Promise<boolean> {
  const folder = folderOf(path);
  return folder !== undefined && grants(await roleOf(caller, folder.storeId, members), folder.kind.readBy);
}

/**
 * `allow create` on the menu and processing-photos folders, by the roles of
 * their writeBy, for files of their kind only; `allow update` (`exists`: an
 * object is already there) only where members may overwrite.
 */
export async function mayWrite(caller: Caller, path: string, file: IncomingFile, members: MemberRoles, exists = false): Promise<boolean> {
  const stored = storedFileOf(path);
  if (stored === undefined || (exists && !stored.kind.membersMayOverwrite) || !acceptsFile(stored.kind, file)) return false;
  return grants(await roleOf(caller, stored.storeId, members), stored.kind.writeBy);
}

/** `allow delete`: none of the kinds lets members delete (the Functions do, with the Admin SDK). */
export async function mayDelete(caller: Caller, path: string, members: MemberRoles): Promise<boolean> {
  const stored = storedFileOf(path);
  return stored !== undefined && stored.kind.membersMayDelete && grants(await roleOf(caller, stored.storeId, members), stored.kind.writeBy);
}

/** Listing `prefix` is a read of the folder: `stores/{storeId}/{folder}/`, by its readers. */
export async function mayList(caller: Caller, prefix: string, members: MemberRoles): Promise<boolean> {
  return prefix.endsWith('/') && mayRead(caller, `${prefix}x`, members);
}
