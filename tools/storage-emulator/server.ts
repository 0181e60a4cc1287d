// A local stand-in for the Cloud Storage for Firebase emulator, which cannot
// start on machines without internet access (firebase-tools downloads its
// rules runtime at start). It speaks the part of the Firebase Storage REST
// protocol that the `firebase/storage` web SDK uses, keeps objects in memory,
// and enforces storage.rules by hand (see rules.ts), reading member documents as they do. The Admin SDK's
// calls (the Functions deleting replaced images) go to admin-api.ts.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { ADMIN_ROUTE, adminObjects } from './admin-api.ts';
import { deleteObject, getObject, listObjects, patchObject } from './objects-api.ts';
import { ObjectStore } from './objects.ts';
import { HttpError, sendError, setCors } from './http.ts';
import type { MemberRoles } from './rules.ts';
import { handleUpload, type UploadContext } from './uploads.ts';

export interface StorageStandIn {
  url: string;
  port: number;
  close(): Promise<void>;
}

async function route(ctx: UploadContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  setCors(req, res);
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  const url = new URL(req.url ?? '/', 'http://stand-in');
  const admin = ADMIN_ROUTE.exec(url.pathname);
  if (admin?.[1]) {
    const name = admin[2] === undefined ? undefined : decodeURIComponent(admin[2]);
    return adminObjects(ctx.store, req, res, decodeURIComponent(admin[1]), name, url.searchParams);
  }
  // Match on the raw path: object names arrive percent-encoded, '/' as %2F.
  const match = /^\/v0\/b\/([^/]+)\/o(?:\/([^/]+))?\/?$/.exec(url.pathname);
  if (!match?.[1]) throw new HttpError(404, `No route for ${req.method} ${url.pathname}.`);
  const bucket = decodeURIComponent(match[1]);
  const name = match[2] === undefined ? undefined : decodeURIComponent(match[2]);
  const query = url.searchParams;
  if (name === undefined) {
    if (req.method === 'POST') return handleUpload(ctx, req, res, bucket, query);
    if (req.method === 'GET') return listObjects(ctx.store, ctx.members, req, res, bucket, query);
  } else {
    if (req.method === 'GET') return getObject(ctx.store, ctx.members, req, res, bucket, name, query);
    if (req.method === 'PATCH') return patchObject(ctx.store, ctx.members, req, res, bucket, name);
    if (req.method === 'DELETE') return deleteObject(ctx.store, ctx.members, req, res, bucket, name);
  }
  throw new HttpError(405, `${req.method} is not supported here.`);
}

/** `members`: where the rules' member reads go (members.ts reads the Firestore emulator's). */
export async function startStorageStandIn(host: string, port: number, members: MemberRoles): Promise<StorageStandIn> {
  const ctx: UploadContext = { store: new ObjectStore(), members, sessions: new Map() };
  const server = createServer((req, res) => {
    route(ctx, req, res).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      if (!(error instanceof HttpError)) console.error('[storage stand-in]', error);
      if (res.headersSent) res.destroy();
      else sendError(res, status, error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  // Port 0 (tests) asks the OS for a free port.
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
