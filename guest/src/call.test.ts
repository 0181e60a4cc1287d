import { describe, expect, it } from 'vitest';
import { ORDER_FUNCTIONS } from '../../src/domain/orders/functions';
import { callFunction, RETRY_DELAYS_MS } from './call';
import { config } from './config';

type Reply = (() => Response) | 'network';

function fakeFetch(replies: Reply[]) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const reply = replies.shift() ?? 'network';
    if (reply === 'network') throw new TypeError('Failed to fetch');
    return reply();
  }) as typeof fetch;
  return { fetcher, calls };
}

const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status });
const noWait = async () => {};
const noToken = async () => null;

describe('callFunction', () => {
  it('posts {data} as JSON to the Function and answers its result', async () => {
    const { fetcher, calls } = fakeFetch([json(200, { result: { orderId: 'o1' } })]);
    const outcome = await callFunction(ORDER_FUNCTIONS.placeOrderSecure, { commandId: 'c1' }, { fetcher, wait: noWait, appCheckToken: noToken });
    expect(outcome).toEqual({ ok: true, result: { orderId: 'o1' } });
    expect(calls[0]?.url).toBe(`${config.functionsBase}/placeOrderSecure`);
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.body).toBe(JSON.stringify({ data: { commandId: 'c1' } }));
    expect(calls[0]?.init?.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('sends App Check\'s token when there is one', async () => {
    const { fetcher, calls } = fakeFetch([json(200, { result: null })]);
    await callFunction(ORDER_FUNCTIONS.placeOrderSecure, {}, { fetcher, wait: noWait, appCheckToken: async () => 'tok' });
    expect(calls[0]?.init?.headers).toEqual({ 'Content-Type': 'application/json', 'X-Firebase-AppCheck': 'tok' });
  });

  it('shows a refusal as the server wrote it, without trying again', async () => {
    const { fetcher, calls } = fakeFetch([json(400, { error: { status: 'FAILED_PRECONDITION', message: 'This table is not taking orders right now.' } })]);
    const outcome = await callFunction(ORDER_FUNCTIONS.placeOrderSecure, {}, { fetcher, wait: noWait, appCheckToken: noToken });
    expect(outcome).toEqual({ ok: false, refused: true, message: 'This table is not taking orders right now.' });
    expect(calls).toHaveLength(1);
  });

  it('tries the same body again after a failed connection, a 5xx, unavailable and deadline-exceeded', async () => {
    const retries: number[] = [];
    const waits: number[] = [];
    const { fetcher, calls } = fakeFetch([
      'network',
      json(500, { error: { status: 'INTERNAL', message: 'INTERNAL' } }),
      json(429, { error: { status: 'UNAVAILABLE', message: 'busy' } }),
      json(200, { result: { ok: 1 } }),
    ]);
    const outcome = await callFunction(ORDER_FUNCTIONS.placeOrderSecure, { commandId: 'same' }, {
      fetcher, appCheckToken: noToken, onRetry: (n) => retries.push(n), wait: async (ms) => {
        waits.push(ms);
      },
    });
    expect(outcome).toEqual({ ok: true, result: { ok: 1 } });
    expect(new Set(calls.map((c) => c.init?.body))).toEqual(new Set([JSON.stringify({ data: { commandId: 'same' } })]));
    expect(retries).toEqual([2, 3, 4]);
    expect(waits).toEqual([...RETRY_DELAYS_MS]);
  });

  it('gives up after the last try, unanswered', async () => {
    const { fetcher, calls } = fakeFetch([]);
    const outcome = await callFunction(ORDER_FUNCTIONS.placeOrderSecure, {}, { fetcher, wait: noWait, appCheckToken: noToken });
    expect(outcome).toEqual({ ok: false, refused: false });
    expect(calls).toHaveLength(RETRY_DELAYS_MS.length + 1);
  });

  it('reads an error without a message as a refusal in its own words', async () => {
    const { fetcher } = fakeFetch([json(403, { error: { status: 'PERMISSION_DENIED' } })]);
    const outcome = await callFunction(ORDER_FUNCTIONS.placeOrderSecure, {}, { fetcher, wait: noWait, appCheckToken: noToken });
    expect(outcome).toMatchObject({ ok: false, refused: true });
  });
});
