// The Cloud Storage JSON API subset the Admin SDK (@google-cloud/storage)
// uses against an emulator: get, download, list, delete. Its requests carry no
// token at all, and, as in the official emulator, they pass no rules: they
// stand for the server's service account. Development infrastructure only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ObjectStore, StoredObject } from './objects.ts';
import { HttpError, sendJson } from './http.ts';

/** `/b/{bucket}/o[/{name}]`, with or without the `/storage/v1` prefix of the public API. */
export const ADMIN_ROUTE = /^(?:\/storage\/v1)?\/b\/([^/]+)\/o(?:\/([^/]+))?\/?$/;

const resourceOf = ({ resource }: StoredObject) => ({ kind: 'storage#object', id: `${resource.bucket}/${resource.name}`, ...resource });

export function adminObjects(
  store: ObjectStore, req: IncomingMessage, res: ServerResponse, bucket: string, name: string | undefined, query: URLSearchParams,
): void {
  if (name === undefined) {
    if (req.method !== 'GET') throw new HttpError(405, `${req.method} is not supported on a bucket here.`);
    const { items } = store.list(bucket, query.get('prefix') ?? '', '');
    const stored = items.map((item) => store.get(bucket, item)).filter((s): s is StoredObject => s !== undefined);
    sendJson(res, 200, { kind: 'storage#objects', items: stored.map(resourceOf) });
    return;
  }
  const stored = store.get(bucket, name);
  if (req.method === 'DELETE') {
    if (!store.delete(bucket, name)) throw new HttpError(404, 'No such object.');
    res.writeHead(204).end();
    return;
  }
  if (req.method !== 'GET') throw new HttpError(405, `${req.method} is not supported on an object here.`);
  if (!stored) throw new HttpError(404, 'No such object.');
  if (query.get('alt') !== 'media') return sendJson(res, 200, resourceOf(stored));
  res.writeHead(200, { 'Content-Type': stored.resource.contentType, 'Content-Length': stored.data.length });
  res.end(stored.data);
}
