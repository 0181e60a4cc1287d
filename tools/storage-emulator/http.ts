// Small node:http helpers for the stand-in: bodies, JSON replies, CORS.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Far above the app's 10 MB upload limit; only guards the process's memory. */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Request body too large for the stand-in.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function readJson(body: Buffer): unknown {
  if (body.length === 0) return {};
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'Invalid JSON body.');
  }
}

/**
 * The app runs on another origin than the stand-in, and the SDK reads the
 * X-Goog-Upload-* response headers of resumable uploads: those must be exposed,
 * and the Authorization request header must be allowed by name (a `*` does not
 * cover it).
 */
export function setCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ??
      'Authorization, Content-Type, X-Firebase-Storage-Version, X-Firebase-GMPID, X-Firebase-AppCheck, X-Goog-Upload-Protocol, X-Goog-Upload-Command, X-Goog-Upload-Offset, X-Goog-Upload-Header-Content-Length, X-Goog-Upload-Header-Content-Type, Range',
  );
  res.setHeader(
    'Access-Control-Expose-Headers',
    'X-Goog-Upload-URL, X-Goog-Upload-Status, X-Goog-Upload-Size-Received, X-Goog-Upload-Chunk-Granularity, X-Goog-Upload-Control-URL, Content-Range',
  );
  res.setHeader('Access-Control-Max-Age', '3600');
}

export function sendJson(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const body = JSON.stringify(value);
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/** Errors in the shape of Firebase Storage: `{ error: { code, message } }`. */
export function sendError(res: ServerResponse, status: number, message: string): void {
  sendJson(res, status, { error: { code: status, message } });
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}
