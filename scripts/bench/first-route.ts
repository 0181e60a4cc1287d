// The first route's weight: what /login downloads before a
// user can type, measured on a production build (`vite build`, no harness
// pages) in a temporary folder. The JavaScript and CSS that index.html loads
// (the entry and its modulepreloads) are what every first visit pays; lazy
// chunks (the shell, the engine, each screen) come after sign-in.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { PROJECT_ID, ROOT } from '../lib/project.ts';

export interface RouteWeight {
  files: { file: string; bytes: number; gzip: number }[];
  gzip: number;
  bytes: number;
}

/** The files index.html loads itself: script src, modulepreload and stylesheet hrefs. */
export function firstRouteFiles(indexHtml: string): string[] {
  const refs = [...indexHtml.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  return [...new Set(refs)];
}

/** The portal's, or with `configFile` another entry's (the guest page: guest/vite.config.ts). */
export async function firstRouteWeight(configFile?: string): Promise<RouteWeight> {
  const outDir = await mkdtemp(join(tmpdir(), 'first-route-'));
  try {
    // The emulator build's weight: the same code a deployment ships, without its variables.
    process.env.VITE_FIREBASE_PROJECT_ID ??= PROJECT_ID;
    await build({ ...(configFile ? { configFile } : { root: ROOT }), logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    const files = await Promise.all(
      firstRouteFiles(await readFile(join(outDir, 'index.html'), 'utf8')).map(async (file) => {
        const content = await readFile(join(outDir, file));
        return { file, bytes: content.length, gzip: gzipSync(content).length };
      }),
    );
    return { files, gzip: files.reduce((n, f) => n + f.gzip, 0), bytes: files.reduce((n, f) => n + f.bytes, 0) };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
