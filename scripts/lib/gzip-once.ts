import { readFileSync, statSync, type Stats } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// The types the preview server compresses (@polka/compression's: text, javascript,
// json, xml), by the extensions a build writes.
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html;charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};
// @polka/compression's threshold: smaller answers go out as they are.
const THRESHOLD = 1024;

/**
 * The preview server gzips every answer as it sends it. Each end-to-end test's
 * new browser installs the service worker, which fetches the whole precache
 * (4.8 MB): gzipped again each time, that cost the test run's own process about
 * half a second of CPU a test, on the two cores every lane shares. This
 * answers a built file's gzip request from a copy compressed once (again when
 * the file changes), with the headers the preview server gives it; anything
 * else (a range, a folder, an SPA route) goes on to the preview server as before.
 */
export function gzipOnce(): Plugin {
  const cache = new Map<string, { mtimeMs: number; body: Buffer }>();
  return {
    name: 'gzip-once',
    configurePreviewServer(server) {
      const dir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range) return next();
        if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return next();
        let pathname: string;
        try {
          pathname = decodeURI(new URL(req.url ?? '/', 'http://preview').pathname);
        } catch {
          return next();
        }
        const type = TYPES[extname(pathname)];
        const file = resolve(dir, `.${pathname}`);
        if (!type || !file.startsWith(dir + sep)) return next();
        let stats: Stats;
        try {
          stats = statSync(file);
        } catch {
          return next();
        }
        if (!stats.isFile() || stats.size < THRESHOLD) return next();
        const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`;
        if (req.headers['if-none-match'] === etag) {
          res.writeHead(304);
          return res.end();
        }
        let entry = cache.get(file);
        if (!entry || entry.mtimeMs !== stats.mtimeMs) {
          entry = { mtimeMs: stats.mtimeMs, body: gzipSync(readFileSync(file)) };
          cache.set(file, entry);
        }
        res.writeHead(200, {
          'Content-Type': type,
          'Content-Encoding': 'gzip',
          'Content-Length': entry.body.length,
          'Last-Modified': stats.mtime.toUTCString(),
          ETag: etag,
          'Cache-Control': 'no-cache',
          Vary: 'Accept-Encoding',
        });
        res.end(req.method === 'HEAD' ? undefined : entry.body);
      });
    },
  };
}
