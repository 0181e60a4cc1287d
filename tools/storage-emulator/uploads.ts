// Uploads as the Storage web SDK makes them (@firebase/storage requests.ts):
// one-shot `multipart` for uploadBytes and small files, and `resumable`
// (start, then chunks of `upload` / `upload, finalize` / `finalize`, with
// `query` to resume) for uploadBytesResumable above 256 KB.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { boundaryOf, parseMultipart } from './multipart.ts';
import { asMetadataInput, type MetadataInput, type ObjectStore } from './objects.ts';
import { header, HttpError, readBody, readJson, sendJson } from './http.ts';
import { assertMay } from './guard.ts';
import { mayWrite, type MemberRoles } from './rules.ts';

interface Session {
  bucket: string;
  name: string;
  metadata: MetadataInput;
  chunks: Buffer[];
  received: number;
  finalized: boolean;
}

export interface UploadContext {
  store: ObjectStore;
  /** The member documents storage.rules read (members.ts). */
  members: MemberRoles;
  sessions: Map<string, Session>;
}

/**
 * Rules see `request.resource`: the size and the content type the object
 * would have (the metadata's, else the upload's, else octet-stream as stored).
 */
function assertMayWrite(ctx: UploadContext, req: IncomingMessage, name: string, metadata: MetadataInput, size: number, exists: boolean): Promise<void> {
  const contentType = metadata.contentType || 'application/octet-stream';
  return assertMay(req, (caller) => mayWrite(caller, name, { size, contentType }, ctx.members, exists), 'WRITE');
}

async function multipartUpload(ctx: UploadContext, req: IncomingMessage, res: ServerResponse, bucket: string, name: string) {
  const boundary = boundaryOf(header(req, 'content-type'));
  if (!boundary) throw new HttpError(400, 'A multipart upload needs a multipart/related Content-Type with a boundary.');
  const parts = parseMultipart(await readBody(req), boundary);
  const [metadataPart, dataPart] = parts;
  if (!metadataPart || !dataPart) throw new HttpError(400, 'A multipart upload has a metadata part and a data part.');
  const metadata = { contentType: dataPart.contentType, ...asMetadataInput(readJson(metadataPart.body)) };
  await assertMayWrite(ctx, req, name, metadata, dataPart.body.length, ctx.store.get(bucket, name) !== undefined);
  const stored = ctx.store.put(bucket, name, dataPart.body, metadata);
  sendJson(res, 200, stored.resource);
}

async function startResumable(ctx: UploadContext, req: IncomingMessage, res: ServerResponse, bucket: string, name: string) {
  const metadata = { contentType: header(req, 'x-goog-upload-header-content-type'), ...asMetadataInput(readJson(await readBody(req))) };
  // The SDK declares the size and type at the start: refuse there, before any
  // byte is sent, and check the real size again at the final write.
  const declaredSize = Number(header(req, 'x-goog-upload-header-content-length') ?? 0);
  await assertMayWrite(ctx, req, name, metadata, declaredSize, ctx.store.get(bucket, name) !== undefined);
  const id = randomUUID();
  ctx.sessions.set(id, { bucket, name, metadata, chunks: [], received: 0, finalized: false });
  const url = new URL(`http://${header(req, 'host') ?? '127.0.0.1'}/v0/b/${encodeURIComponent(bucket)}/o`);
  url.searchParams.set('name', name);
  url.searchParams.set('upload_id', id);
  url.searchParams.set('upload_protocol', 'resumable');
  res.writeHead(200, {
    'X-Goog-Upload-Status': 'active',
    'X-Goog-Upload-URL': url.toString(),
    'X-Goog-Upload-Chunk-Granularity': String(256 * 1024),
    'Content-Length': 0,
  });
  res.end();
}

async function continueResumable(ctx: UploadContext, req: IncomingMessage, res: ServerResponse, id: string) {
  const session = ctx.sessions.get(id);
  if (!session) throw new HttpError(404, 'No such upload session.');
  const commands = (header(req, 'x-goog-upload-command') ?? '').split(',').map((c) => c.trim());
  const body = await readBody(req);
  if (commands.includes('cancel')) {
    ctx.sessions.delete(id);
    res.writeHead(200, { 'X-Goog-Upload-Status': 'cancelled', 'Content-Length': 0 }).end();
    return;
  }
  if (commands.includes('query')) {
    const status = session.finalized ? 'final' : 'active';
    res.writeHead(200, { 'X-Goog-Upload-Status': status, 'X-Goog-Upload-Size-Received': String(session.received), 'Content-Length': 0 });
    res.end();
    return;
  }
  if (session.finalized) throw new HttpError(400, 'The upload is already finalized.');
  if (commands.includes('upload')) {
    const offset = Number(header(req, 'x-goog-upload-offset') ?? session.received);
    if (offset !== session.received) throw new HttpError(400, `Expected offset ${session.received}, got ${offset}.`);
    session.chunks.push(body);
    session.received += body.length;
  }
  if (!commands.includes('finalize')) {
    res.writeHead(200, { 'X-Goog-Upload-Status': 'active', 'Content-Length': 0 }).end();
    return;
  }
  // Rules apply to the final write, with the token sent on this request.
  const data = Buffer.concat(session.chunks);
  // An object stored since the session started makes this write an update.
  await assertMayWrite(ctx, req, session.name, session.metadata, data.length, ctx.store.get(session.bucket, session.name) !== undefined);
  const stored = ctx.store.put(session.bucket, session.name, data, session.metadata);
  session.finalized = true;
  session.chunks = [];
  sendJson(res, 200, stored.resource, { 'X-Goog-Upload-Status': 'final' });
}

/** POST /v0/b/{bucket}/o?name=... (start or one-shot) or ...?upload_id=... (continue). */
export async function handleUpload(ctx: UploadContext, req: IncomingMessage, res: ServerResponse, bucket: string, query: URLSearchParams) {
  const uploadId = query.get('upload_id');
  if (uploadId) return continueResumable(ctx, req, res, uploadId);
  const name = query.get('name');
  if (!name) throw new HttpError(400, 'An upload needs a `name` query parameter.');
  const protocol = header(req, 'x-goog-upload-protocol');
  if (protocol === 'resumable' && header(req, 'x-goog-upload-command') === 'start') return startResumable(ctx, req, res, bucket, name);
  if (protocol === 'multipart') return multipartUpload(ctx, req, res, bucket, name);
  throw new HttpError(400, `Unsupported upload protocol '${protocol ?? ''}'.`);
}
