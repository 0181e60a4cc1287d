/// <reference types="node" />
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// Why the service worker sends no setImage (sw/outbox-sync.ts): the browser
// build of firebase/storage, the one bundlers give a service worker, makes
// every request with XMLHttpRequest, which service workers lack (Node lacks
// it too, so a child Node process stands in for one). The upload does not even
// fail cleanly: the error is thrown from a timer and its promise never settles,
// so a worker awaiting it would hang until the browser cut the sync short.
const browserBuild = join(dirname(createRequire(import.meta.url).resolve('@firebase/storage/package.json')), 'dist', 'index.esm.js');
const probe = `
  import { initializeApp } from 'firebase/app';
  const s = await import(${JSON.stringify(browserBuild)});
  process.on('uncaughtException', (e) => { console.log('uncaught ' + e.name + ': ' + e.message); process.exit(0); });
  const storage = s.getStorage(initializeApp({ projectId: 'demo-probe', storageBucket: 'demo-probe.appspot.com', apiKey: 'k' }));
  s.connectStorageEmulator(storage, '127.0.0.1', 9);
  s.uploadBytes(s.ref(storage, 'stores/s/menu/m.jpg'), new Uint8Array([1]), { contentType: 'image/jpeg' })
    .then(() => console.log('uploaded'), (e) => console.log('rejected ' + e.code));
  setTimeout(() => { console.log('never settled'); process.exit(0); }, 3000);
`;

describe('firebase/storage where there is no XMLHttpRequest', () => {
  it('cannot upload: the browser build throws outside the upload’s promise', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', probe], { cwd: process.cwd() });
    expect(stdout.trim()).toBe('uncaught ReferenceError: XMLHttpRequest is not defined');
  });
});
