// Reads, metadata updates, deletes and lists of objects (GET, PATCH, DELETE).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { asMetadataInput, type ObjectStore, type StoredObject } from './objects.ts';
import { assertMay } from './guard.ts';
import { header, HttpError, readBody, readJson, sendJson } from './http.ts';
import { mayDelete, mayList, mayRead, mayWrite, type MemberRoles } from './rules.ts';

/** A download URL's token grants the bytes without sign-in, as in real Storage. */
function hasDownloadToken(stored: StoredObject | undefined, token: string | null): boolean {
  return !!stored && !!token && stored.resource.downloadTokens.split(',').includes(token);
}

function sendMedia(req: IncomingMessage, res: ServerResponse, stored: StoredObject): void {
  const { data, resource } = stored;
  const headers = { 'Content-Type': resource.contentType, 'Cache-Control': resource.cacheControl ?? 'private, max-age=0' };
  // getBytes(ref, max) asks for `Range: bytes=0-{max}`.
  const range = /^bytes=(\d+)-(\d*)$/.exec(header(req, 'range') ?? '');
  if (range) {
    const start = Number(range[1]);
    const end = Math.min(range[2] ? Number(range[2]) : data.length - 1, data.length - 1);
    const slice = data.subarray(start, end + 1);
    res.writeHead(206, { ...headers, 'Content-Range': `bytes ${start}-${end}/${data.length}`, 'Content-Length': slice.length });
    res.end(slice);
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': data.length });
  res.end(data);
}

export async function getObject(store: ObjectStore, members: MemberRoles, req: IncomingMessage, res: ServerResponse, bucket: string, name: string, query: URLSearchParams): Promise<void> {
  const stored = store.get(bucket, name);
  const media = query.get('alt') === 'media';
  if (!(media && hasDownloadToken(stored, query.get('token')))) {
    await assertMay(req, (caller) => mayRead(caller, name, members), 'READ');
  }
  if (!stored) throw new HttpError(404, 'Not Found.');
  if (media) sendMedia(req, res, stored);
  else sendJson(res, 200, stored.resource);
}

export async function patchObject(store: ObjectStore, members: MemberRoles, req: IncomingMessage, res: ServerResponse, bucket: string, name: string) {
  const input = asMetadataInput(readJson(await readBody(req)));
  const current = store.get(bucket, name);
  if (!current) {
    await assertMay(req, (caller) => mayRead(caller, name, members), 'WRITE');
    throw new HttpError(404, 'Not Found.');
  }
  // An update's `request.resource`: the same bytes, with the content type it would have.
  const contentType = input.contentType === undefined ? current.resource.contentType : input.contentType || 'application/octet-stream';
  // Changing an object's metadata is an update of it.
  await assertMay(req, (caller) => mayWrite(caller, name, { size: current.data.length, contentType }, members, true), 'WRITE');
  const stored = store.update(bucket, name, input);
  if (!stored) throw new HttpError(404, 'Not Found.');
  sendJson(res, 200, stored.resource);
}

export async function deleteObject(store: ObjectStore, members: MemberRoles, req: IncomingMessage, res: ServerResponse, bucket: string, name: string): Promise<void> {
  await assertMay(req, (caller) => mayDelete(caller, name, members), 'DELETE');
  if (!store.delete(bucket, name)) throw new HttpError(404, 'Not Found.');
  res.writeHead(204).end();
}

/** GET /v0/b/{bucket}/o?prefix=...&delimiter=/ : one page holds everything (no paging here). */
export async function listObjects(store: ObjectStore, members: MemberRoles, req: IncomingMessage, res: ServerResponse, bucket: string, query: URLSearchParams): Promise<void> {
  const prefix = query.get('prefix') ?? '';
  if (prefix && !prefix.endsWith('/')) throw new HttpError(400, 'The prefix must be empty or end with a single /.');
  await assertMay(req, (caller) => mayList(caller, prefix, members), 'LIST');
  const { items, prefixes } = store.list(bucket, prefix, query.get('delimiter') ?? '');
  sendJson(res, 200, { prefixes, items: items.map((item) => ({ name: item, bucket })) });
}
