import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyCommand } from '../../src/domain/sync/commands';
import { firebaseTokenSource } from '../../src/data/firebase/firebase-token-source';
import { Outbox } from '../../src/data/outbox/outbox';
import { callableBaseUrl } from '../../src/data/sender/callable-http';
import { Sender } from '../../src/data/sender/sender';
import type { TokenSource } from '../../src/data/firebase/token-source';
import { createClient, type TestClient } from '../support/client';
import { EMULATORS, PROJECT_ID } from '../support/emulator-env';
import { commandRecordCount, liveDocs, signInAsNewStoreOwner, type Member } from '../support/store-member';

// The sender against the real Functions emulator: lost answers, cut networks
// and expired tokens must neither lose a command nor apply one twice.
const baseUrl = callableBaseUrl({ projectId: PROJECT_ID, region: 'us-central1', emulator: EMULATORS.functions });
let client: TestClient;
let me: Member;
let box: Outbox;
beforeEach(async () => {
  client = createClient();
  me = await signInAsNewStoreOwner(client);
  box = new Outbox(`it-${randomUUID()}`);
});
afterEach(async () => {
  box.close();
  await Outbox.destroy(box.uid);
  await client.close();
});

const addCommand = (name: string): AnyCommand => ({
  id: randomUUID(), type: 'category.add', storeId: me.storeId,
  payload: { category: { id: randomUUID(), name, description: '', icon: '📁', color: '#6366f1', orderIndex: 0 } },
});
const sender = (fetchFn: typeof fetch, tokens: TokenSource = firebaseTokenSource(client.auth, client.auth.currentUser!.uid)) =>
  new Sender({ outbox: box, tokens, baseUrl, fetch: fetchFn, sleep: async () => {}, random: () => 0 });

describe('Sender against the Functions emulator', () => {
  it('a lost acknowledgement is retried without a second effect', async () => {
    await box.enqueue(addCommand('Soups'));
    let lost = 0;
    // The request reaches the Function, which commits; the answer is thrown away.
    const losingFetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
      const response = await fetch(url, init);
      if (lost++ === 0) throw new TypeError('network connection lost');
      return response;
    }) as typeof fetch;
    const report = await sender(losingFetch).drain();
    expect(report.delivered).toBe(1);
    expect(await liveDocs(me.storeId, 'categories')).toHaveLength(1);
    expect(await commandRecordCount(me.storeId)).toBe(1);
    expect((await box.all()).map((e) => e.status)).toEqual(['delivered']);
  });

  it('a network cut while delivering, then restored: every command once, in order', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `C${i}`);
    for (const name of names) await box.enqueue(addCommand(name));
    let calls = 0;
    let cut = false;
    // Every third request dies before the server, every third answer after it; then the network goes.
    const flakyFetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
      calls++;
      if (cut) throw new TypeError('Failed to fetch');
      if (calls % 3 === 1) throw new TypeError('Failed to fetch');
      const response = await fetch(url, init);
      if (calls % 3 === 2) {
        if (calls > 9) cut = true;
        throw new TypeError('network connection lost');
      }
      return response;
    }) as typeof fetch;
    const s = sender(flakyFetch);
    const first = await s.drain();
    expect(first.retryInMs).toBeGreaterThan(0);
    // The network is back.
    const healthy = new Sender({ outbox: box, tokens: firebaseTokenSource(client.auth, client.auth.currentUser!.uid), baseUrl, sleep: async () => {} });
    await healthy.drain();
    const docs = await liveDocs(me.storeId, 'categories');
    const byCreation = docs.sort((a, b) => (a.createdAt as { toMillis(): number }).toMillis() - (b.createdAt as { toMillis(): number }).toMillis());
    expect(byCreation.map((d) => d.name)).toEqual(names);
    expect(await commandRecordCount(me.storeId)).toBe(names.length);
    expect((await box.all()).every((e) => e.status === 'delivered')).toBe(true);
  });

  it('a command queued before its ID token expired is delivered with a fresh one', async () => {
    await box.enqueue(addCommand('Late'));
    const real = await client.auth.currentUser!.getIdToken();
    const [header, payload] = real.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, number>;
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    const expired = `${header}.${Buffer.from(JSON.stringify({ ...claims, iat: hourAgo - 3600, auth_time: hourAgo - 3600, exp: hourAgo })).toString('base64url')}.`;
    const used: string[] = [];
    const tokens: TokenSource = {
      async getToken(options) {
        const token = options?.forceRefresh ? await client.auth.currentUser!.getIdToken(true) : expired;
        used.push(options?.forceRefresh ? 'fresh' : 'expired');
        return token;
      },
    };
    const report = await sender(fetch, tokens).drain();
    expect(used).toEqual(['expired', 'fresh']);
    expect(report).toMatchObject({ delivered: 1, refused: 0 });
    expect(await liveDocs(me.storeId, 'categories')).toHaveLength(1);
  });

  it('a refusal (the 21st category) is kept as failed with the spec words', async () => {
    for (let i = 0; i < 21; i++) await box.enqueue(addCommand(`C${i}`));
    const report = await sender(fetch).drain();
    expect(report).toMatchObject({ delivered: 20, refused: 1 });
    const failed = (await box.all()).filter((e) => e.status === 'failed');
    expect(failed.map((e) => e.failure)).toEqual([
      { code: 'failed-precondition', message: 'This store has reached the maximum limit of 20 categories.' },
    ]);
  });
});

/**
 * A local HTTP server in front of the Functions emulator that answers one
 * command id as the Functions answer an unexpected failure (500, INTERNAL),
 * and forwards everything else. No payload may do this to the real Functions
 * any more (poison-payloads.test.ts), so the fault is made here.
 */
async function failingFor(commandId: string) {
  let faults = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const sent = (JSON.parse(body) as { data: { commandId?: string } }).data.commandId;
      if (sent === commandId) {
        faults++;
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { status: 'INTERNAL', message: 'An unexpected error occurred. Please try again.' } }));
        return;
      }
      const headers = { 'Content-Type': 'application/json', Authorization: req.headers.authorization ?? '' };
      void fetch(`${baseUrl}${req.url}`, { method: 'POST', headers, body }).then(async (upstream) => {
        res.writeHead(upstream.status, { 'Content-Type': 'application/json' });
        res.end(await upstream.text());
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    faults: () => faults,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('a command the server keeps failing on', () => {
  it('is set aside after 5 internal errors in a row, also across a reload, while the commands behind it land once', async () => {
    const poison = addCommand('Poison');
    const queued = [addCommand('Before'), poison, addCommand('After 1'), addCommand('After 2')];
    for (const command of queued) await box.enqueue(command);
    const server = await failingFor(poison.id);
    // The engine's scheduler, on a clock the test moves: drain, wait what the sender asks, drain again.
    let clock = 0;
    const senderOn = (outbox: Outbox) => new Sender({
      outbox, tokens: firebaseTokenSource(client.auth, client.auth.currentUser!.uid), baseUrl: server.url,
      sleep: async (ms) => void (clock += ms), now: () => clock, random: () => 0,
    });
    try {
      const first = await senderOn(box).drain();
      // Three quick tries, then the breaker is open: nothing behind the poison has gone yet.
      expect(first).toMatchObject({ delivered: 1, refused: 0 });
      expect(await box.get(poison.id)).toMatchObject({ status: 'queued', serverFaults: 3 });
      // A reload: the same user's outbox opened again, a new sender.
      box.close();
      box = new Outbox(box.uid);
      const again = senderOn(box);
      let report = { retryInMs: first.retryInMs } as Awaited<ReturnType<Sender['drain']>>;
      for (let i = 0; i < 10 && report.retryInMs !== undefined; i++) {
        clock += report.retryInMs;
        report = await again.drain();
      }
      expect(server.faults()).toBe(5);
      expect((await box.all()).map((e) => e.status)).toEqual(['delivered', 'failed', 'delivered', 'delivered']);
      expect((await box.get(poison.id))?.failure).toEqual({
        code: 'internal', message: 'The server failed on this change 5 times in a row. Retry it later, or discard it.',
      });
      expect((await liveDocs(me.storeId, 'categories')).map((d) => d.name).sort()).toEqual(['After 1', 'After 2', 'Before']);
      expect(await commandRecordCount(me.storeId)).toBe(3);
    } finally {
      await server.close();
    }
  });
});
