// storage.rules evaluated by hand for the stand-in: members of a store read
// all of `stores/{storeId}/**`, write only the kinds of file of
// src/domain/shared/stored-files.ts (type and size checked on `request.resource`),
// and delete only where the app does. Everything else is denied, as in rules
// with no matching `allow`.
import { acceptsFile, storedFileOf } from '../../src/domain/shared/stored-files.ts';

export type Claims = Readonly<Record<string, unknown>>;

export type Caller =
  | { kind: 'signed-out' }
  | { kind: 'invalid' }
  | { kind: 'signed-in'; claims: Claims };

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

/** `request.auth.token.stores[storeId] != null`: claims must hold the store as a key. */
function isMember(caller: Caller, storeId: string): boolean {
  if (caller.kind !== 'signed-in') return false;
  const stores = caller.claims.stores;
  if (typeof stores !== 'object' || stores === null || Array.isArray(stores)) return false;
  const role = (stores as Record<string, unknown>)[storeId];
  return Object.hasOwn(stores, storeId) && role !== null && role !== undefined;
}

/** `request.resource`: the object as it would be after a write. */
export interface IncomingFile {
  size: number;
  contentType: string;
}

/** `allow read` on `stores/{storeId}/{allPaths=**}`: members read their whole store. */
export function mayRead(caller: Caller, path: string): boolean {
  const storeId = storeIdOf(path);
  return storeId !== undefined && isMember(caller, storeId);
}

/**
 * `allow create` on the menu and processing-photos folders, for files of
 * their kind only; `allow update` (`exists`: an object is already there)
 * only where members may overwrite.
 */
export function mayWrite(caller: Caller, path: string, file: IncomingFile, exists = false): boolean {
  const stored = storedFileOf(path);
  if (exists && !stored?.kind.membersMayOverwrite) return false;
  return stored !== undefined && isMember(caller, stored.storeId) && acceptsFile(stored.kind, file);
}

/** `allow delete`: only where the app itself deletes (import files). */
export function mayDelete(caller: Caller, path: string): boolean {
  const stored = storedFileOf(path);
  return stored !== undefined && stored.kind.membersMayDelete && isMember(caller, stored.storeId);
}

/** Listing `prefix` is a read of the folder: `stores/{storeId}/...` with a member caller. */
export function mayList(caller: Caller, prefix: string): boolean {
  const storeId = /^stores\/([^/]+)\//.exec(prefix)?.[1];
  return storeId !== undefined && isMember(caller, storeId);
}
