import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyCommand } from '../../domain/sync/commands';
import { Outbox } from '../outbox/outbox';
import type { TokenSource } from '../firebase/token-source';
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

  it('the connection coming back closes the breaker: what failed offline is sent at once, not 30 s later', async () => {
    await box.enqueue(rename('a'));
    const { fetchFn, seen } = scripted(['network', 'network', 'network']);
    const s = sender(fetchFn);
    await s.drain(); // offline: three failures open the breaker
    s.connectionRestored();
    expect(await s.drain()).toEqual({ delivered: 1, refused: 0 });
    expect(seen.length).toBe(4);
  });

  it('without a signed-in user nothing is dropped', async () => {
    await box.enqueue(rename('a'));
    const { fetchFn, seen } = scripted([]);
    await sender(fetchFn, { getToken: async () => null }).drain();
    expect(seen).toHaveLength(0);
    expect(await box.get('a')).toMatchObject({ status: 'queued' });
  });
});

describe('a command the server keeps failing on', () => {
  const internal = err(500, 'INTERNAL', 'An unexpected error occurred. Please try again.');
  const SET_ASIDE = 'The server failed on this change 5 times in a row. Retry it later, or discard it.';
  /** Drains as the engine does: again after each `retryInMs`, on a clock the test moves. */
  async function drainUntilSettled(replyFor: (commandId: string) => Reply | undefined) {
    let clock = 0;
    const seen: string[] = [];
    const fetchFn = (async (_url: string, init: RequestInit) => {
      const { commandId } = (JSON.parse(String(init.body)) as { data: { commandId: string } }).data;
      seen.push(commandId);
      const reply = replyFor(commandId) ?? ok(commandId);
      if (reply === 'network') throw new TypeError('Failed to fetch');
      return new Response(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body), { status: reply.status });
    }) as typeof fetch;
    const s = new Sender({
      outbox: box, tokens: rotating, baseUrl: 'http://fn', fetch: fetchFn,
      sleep: async (ms) => void (clock += ms), now: () => clock, random: () => 0,
    });
    const reports = [await s.drain()];
    for (let i = 0; i < 20 && reports.at(-1)!.retryInMs !== undefined; i++) {
      clock += reports.at(-1)!.retryInMs!;
      reports.push(await s.drain());
    }
    return { seen, reports };
  }

  it('after 5 internal errors in a row it fails with its text, and the commands behind it are delivered', async () => {
    for (const id of ['a', 'poison', 'b', 'c']) await box.enqueue(rename(id));
    const { seen } = await drainUntilSettled((id) => (id === 'poison' ? internal : undefined));
    expect(seen.filter((id) => id === 'poison')).toHaveLength(5);
    expect((await box.all()).map((e) => `${e.id}:${e.status}`)).toEqual(['a:delivered', 'poison:failed', 'b:delivered', 'c:delivered']);
    expect(await box.get('poison')).toMatchObject({ serverFaults: 5, failure: { code: 'internal', message: SET_ASIDE } });
  });

  it('a bare HTTP 500 (a proxy page, no callable body) counts the same', async () => {
    for (const id of ['poison', 'b']) await box.enqueue(rename(id));
    await drainUntilSettled((id) => (id === 'poison' ? { status: 500, body: '<html>Internal Server Error</html>' } : undefined));
    expect((await box.all()).map((e) => `${e.id}:${e.status}`)).toEqual(['poison:failed', 'b:delivered']);
  });

  it('network failures and load (503, 429) do not set a command aside in a few minutes: they hold its store\'s queue', async () => {
    for (const id of ['slow', 'b']) await box.enqueue(rename(id));
    const replies: Reply[] = ['network', err(503, 'UNAVAILABLE', 'busy'), err(429, 'RESOURCE_EXHAUSTED', 'quota'), { status: 503, body: '' }];
    let n = 0;
    const { seen } = await drainUntilSettled((id) => (id === 'slow' ? replies[n++ % replies.length] : undefined));
    expect(seen.filter((id) => id === 'slow').length).toBeGreaterThan(5);
    expect(seen).not.toContain('b');
    expect(await box.get('slow')).toMatchObject({ status: 'queued' });
    expect((await box.get('slow'))?.serverFaults ?? 0).toBe(0);
  });

  it('the count survives a new sender (a reload): 3 faults before, 2 after', async () => {
    await box.enqueue(rename('poison'));
    let faults = 0;
    const failing = (limit: number) => (id: string) => (id === 'poison' && faults++ < limit ? internal : undefined);
    // The first page sees three faults, then the tab closes (the breaker is open anyway).
    const s = new Sender({ outbox: box, tokens: rotating, baseUrl: 'http://fn', fetch: scriptedBy(failing(3)), sleep: async () => {}, random: () => 0 });
    expect(await s.drain()).toMatchObject({ delivered: 0, refused: 0 });
    expect(await box.get('poison')).toMatchObject({ status: 'queued', serverFaults: 3 });
    await drainUntilSettled((id) => (id === 'poison' ? internal : undefined));
    expect(await box.get('poison')).toMatchObject({ status: 'failed', serverFaults: 5 });
  });

  it('Retry starts the count again: the command gets five more tries', async () => {
    await box.enqueue(rename('poison'));
    await drainUntilSettled(() => internal);
    await box.retry('poison');
    const { seen } = await drainUntilSettled((id) => (id === 'poison' ? internal : undefined));
    expect(seen).toHaveLength(5);
    expect(await box.get('poison')).toMatchObject({ status: 'failed', serverFaults: 5 });
  });
});

describe('one lane per store', () => {
  const of = (id: string, storeId: string): AnyCommand => ({ ...rename(id), storeId } as AnyCommand);
  const busy = err(503, 'UNAVAILABLE', 'The service is currently unavailable.');
  /** Drains as the engine does (again after each `retryInMs`) for `minutes` of its clock. */
  async function drainFor(minutes: number, replyFor: (commandId: string) => Reply | undefined, online = () => true) {
    let clock = 0;
    const seen: string[] = [];
    const fetchFn = scriptedBy((id) => (seen.push(id), replyFor(id)));
    const s = new Sender({
      outbox: box, tokens: rotating, baseUrl: 'http://fn', fetch: fetchFn,
      sleep: async (ms) => void (clock += ms), now: () => clock, random: () => 0, online,
    });
    let report = await s.drain();
    while (report.retryInMs !== undefined && clock < minutes * 60_000) {
      clock += report.retryInMs;
      report = await s.drain();
    }
    return { seen, report };
  }

  it("a store whose command the server keeps refusing to take holds back that store only: another store's commands go, in order", async () => {
    for (const [id, store] of [['a1', 'A'], ['b1', 'B'], ['a2', 'A'], ['b2', 'B']]) await box.enqueue(of(id as string, store as string));
    const { seen } = await drainFor(1, (id) => (id === 'a1' ? busy : undefined));
    expect(seen.filter((id) => id.startsWith('b'))).toEqual(['b1', 'b2']);
    expect((await box.all()).map((e) => `${e.id}:${e.status}`)).toEqual(['a1:queued', 'b1:delivered', 'a2:queued', 'b2:delivered']);
    // A's second command waits behind its first.
    expect(seen).not.toContain('a2');
  });

  it('while online, a command answered "unavailable" for 10 minutes and 20 tries is set aside, and its store goes on', async () => {
    for (const id of ['stuck', 'next']) await box.enqueue(of(id, 'A'));
    const { seen } = await drainFor(30, (id) => (id === 'stuck' ? busy : undefined));
    expect(seen.filter((id) => id === 'stuck').length).toBeGreaterThanOrEqual(20);
    expect(await box.get('stuck')).toMatchObject({
      status: 'failed',
      failure: { code: 'unavailable', message: expect.stringMatching(/^The server did not take this change in \d+ tries over 10 minutes or more\. Retry it later, or discard it\.$/) as unknown },
    });
    expect(await box.get('next')).toMatchObject({ status: 'delivered' });
  });

  it('offline, or with no answer at all, nothing is ever set aside, however long', async () => {
    await box.enqueue(of('offline', 'A'));
    await box.enqueue(of('dropped', 'B'));
    // A's answers come while the device says it is offline (a captive portal); B's never come.
    let onlineNow = false;
    await drainFor(60, (id) => (id === 'offline' ? ((onlineNow = false), busy) : ((onlineNow = true), 'network')), () => onlineNow);
    expect(await box.get('offline')).toMatchObject({ status: 'queued' });
    expect(await box.get('dropped')).toMatchObject({ status: 'queued' });
  });
});

function scriptedBy(replyFor: (commandId: string) => Reply | undefined): typeof fetch {
  return (async (_url: string, init: RequestInit) => {
    const { commandId } = (JSON.parse(String(init.body)) as { data: { commandId: string } }).data;
    const reply = replyFor(commandId) ?? ok(commandId);
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  }) as typeof fetch;
}

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
