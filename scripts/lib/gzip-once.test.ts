import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipOnce } from './gzip-once.ts';

const root = mkdtempSync(join(tmpdir(), 'gzip-once-'));
const script = (word: string) => `console.log(${JSON.stringify(word.repeat(400))});\n`;
let server: PreviewServer;
let base: string;

beforeAll(async () => {
  mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
  writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(root, 'dist', 'assets', 'app.js'), script('soup'));
  server = await preview({ root, configFile: false, logLevel: 'silent', plugins: [gzipOnce()], preview: { host: '127.0.0.1', port: 0 } });
  base = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((done) => server.httpServer.close(() => done()));
  rmSync(root, { recursive: true, force: true });
});

/** The raw answer: undici's fetch would undo the gzip and hide it. */
async function get(path: string, headers: Record<string, string>) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
    request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', fail).end();
  });
}

describe('built files gzipped once', () => {
  it('answers a gzip request with the file compressed, as the preview server types and tags it', async () => {
    const answer = await get('/assets/app.js', { 'accept-encoding': 'gzip, deflate' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toBe('text/javascript');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(answer.body).toString()).toBe(script('soup'));
    const again = await get('/assets/app.js', { 'accept-encoding': 'gzip', 'if-none-match': String(answer.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('compresses a file again once it changed', async () => {
    writeFileSync(join(root, 'dist', 'assets', 'app.js'), script('tea'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(root, 'dist', 'assets', 'app.js'), later, later);
    const answer = await get('/assets/app.js', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(answer.body).toString()).toBe(script('tea'));
  });

  it('leaves to the preview server what it is not asked to gzip: plain requests, ranges and routes', async () => {
    const plain = await get('/assets/app.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script('tea'));
    const range = await get('/assets/app.js', { 'accept-encoding': 'gzip', range: 'bytes=0-9' });
    expect(range.status).toBe(206);
    expect(range.body.toString()).toBe(script('tea').slice(0, 10));
    const route = await get('/menu', { accept: 'text/html' });
    expect(route.status).toBe(200);
    expect(route.body.toString()).toContain('<title>t</title>');
  });
});
