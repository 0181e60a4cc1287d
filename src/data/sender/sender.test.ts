import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyCommand } from '../../domain/commands';
import { Outbox } from '../outbox/outbox';
import type { TokenSource } from '../token-source';
import { Sender } from './sender';

// The sender's policy with a scripted server; the real Functions are exercised
// in tests/integration/sender.test.ts.
const rename = (id: string): AnyCommand => ({
  id, type: 'category.update', storeId: 's', payload: { categoryId: 'c', updates: { name: id } },
});
type Reply = { status: number; body?: unknown } | 'network';
const ok = (commandId: string): Reply => ({ status: 200, body: { result: { commandId, committedAt: 5 } } });
const err = (status: number, code: string, message: string): Reply => ({ status, body: { error: { status: code, message } } });

let box: Outbox;
let n = 0;
beforeEach(() => {
  box = new Outbox(`sender-${n++}`);
});
afterEach(async () => {
  box.close();
  await Outbox.destroy(box.uid);
});

function scripted(replies: Reply[]) {
  const seen: Array<{ url: string; auth: string; commandId: string }> = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { data: { commandId: string } };
    seen.push({ url, auth: (init.headers as Record<string, string>).Authorization ?? '', commandId: body.data.commandId });
    const reply = replies.shift() ?? ok(body.data.commandId);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  }) as typeof fetch;
  return { fetchFn, seen };
}

const rotating: TokenSource = { getToken: async (o) => (o?.forceRefresh ? 'fresh' : 'old') };
function sender(fetchFn: typeof fetch, tokens: TokenSource = rotating) {
  let clock = 0;
  return new Sender({
    outbox: box, tokens, baseUrl: 'http://fn', fetch: fetchFn,
    sleep: async (ms) => void (clock += ms), now: () => clock, random: () => 0,
  });
}

describe('Sender', () => {
  it('delivers in queue order to each command’s callable', async () => {
    for (const id of ['a', 'b']) await box.enqueue(rename(id));
    const { fetchFn, seen } = scripted([]);
    expect(await sender(fetchFn).drain()).toEqual({ delivered: 2, refused: 0 });
    expect(seen.map((s) => `${s.url} ${s.commandId}`)).toEqual(['http://fn/updateCategorySecure a', 'http://fn/updateCategorySecure b']);
    expect((await box.all()).map((e) => e.status)).toEqual(['delivered', 'delivered']);
  });

  it('a refusal fails that command with the server’s words and goes on with the next', async () => {
    for (const id of ['a', 'b']) await box.enqueue(rename(id));
    const { fetchFn } = scripted([err(404, 'NOT_FOUND', 'Category not found')]);
    expect(await sender(fetchFn).drain()).toEqual({ delivered: 1, refused: 1 });
    expect(await box.get('a')).toMatchObject({ status: 'failed', failure: { code: 'not-found', message: 'Category not found' } });
  });

  it('an expired token is refreshed and the same command sent again', async () => {
    await box.enqueue(rename('a'));
    const { fetchFn, seen } = scripted([err(401, 'UNAUTHENTICATED', 'Unauthenticated')]);
    expect(await sender(fetchFn).drain()).toMatchObject({ delivered: 1 });
    expect(seen.map((s) => s.auth)).toEqual(['Bearer old', 'Bearer fresh']);
  });

  it('network trouble keeps the command queued, retries a few times, then asks to be rescheduled', async () => {
    await box.enqueue(rename('a'));
    const { fetchFn, seen } = scripted(['network', err(503, 'UNAVAILABLE', 'busy'), 'network']);
    const report = await sender(fetchFn).drain();
    expect(report.delivered).toBe(0);
    expect(report.retryInMs).toBeGreaterThan(0);
    expect(seen).toHaveLength(3);
    expect(await box.get('a')).toMatchObject({ status: 'queued', attempts: 3 });
  });

  it('the open breaker stops sending until it half-opens', async () => {
    await box.enqueue(rename('a'));
    const { fetchFn, seen } = scripted(['network', 'network', 'network']);
    const s = sender(fetchFn);
    await s.drain();
    const calls = seen.length;
    const report = await s.drain();
    expect(seen.length).toBe(calls);
    expect(report.retryInMs).toBeGreaterThan(0);
  });

  it('without a signed-in user nothing is dropped', async () => {
    await box.enqueue(rename('a'));
    const { fetchFn, seen } = scripted([]);
    await sender(fetchFn, { getToken: async () => null }).drain();
    expect(seen).toHaveLength(0);
    expect(await box.get('a')).toMatchObject({ status: 'queued' });
  });
});

describe('Sender triggers', () => {
  it('a trigger during a drain joins it, and that drain sends what was queued meanwhile', async () => {
    await box.enqueue(rename('a'));
    const { fetchFn, seen } = scripted([]);
    const s = sender(fetchFn);
    const first = s.drain();
    await box.enqueue(rename('b'));
    const second = s.drain();
    expect(second).toBe(first);
    await first;
    expect(seen.map((x) => x.commandId)).toEqual(['a', 'b']);
  });

  it('locked out by another sender (the service worker), it asks to be run again soon rather than wait for the next change', async () => {
    await box.enqueue(rename('a'));
    const { fetchFn, seen } = scripted([]);
    const lockedOut = new Sender({ outbox: box, tokens: rotating, baseUrl: 'http://fn', fetch: fetchFn, lock: async () => false });
    const report = await lockedOut.drain();
    expect(seen).toEqual([]);
    expect(report.retryInMs).toBeGreaterThan(0);
  });
});
