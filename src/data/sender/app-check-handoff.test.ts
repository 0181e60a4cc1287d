import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unsignedAppCheckToken } from '../../../tests/support/app-check-token';
import { handOffAppCheckToken, tokenExpiry, workerAppCheck } from './app-check-handoff';

// Node has no Cache Storage: a minimal one in memory (the browser's real one
// is exercised in tests/e2e/app-check.spec.ts).
class MemoryCaches {
  private readonly stores = new Map<string, Map<string, string>>();
  async open(name: string) {
    const store = this.stores.get(name) ?? new Map<string, string>();
    this.stores.set(name, store);
    return {
      put: async (key: string, response: Response) => void store.set(key, await response.text()),
      match: async (key: string) => (store.has(key) ? new Response(store.get(key)) : undefined),
    };
  }
}

const MINUTE = 60_000;
const now = Date.UTC(2026, 0, 1);
beforeEach(() => {
  (globalThis as { caches?: unknown }).caches = new MemoryCaches();
});
afterEach(() => {
  delete (globalThis as { caches?: unknown }).caches;
});

describe('the App Check token handed from the page to the service worker', () => {
  it('reads the expiry of a JWT-shaped token, and none of anything else', () => {
    expect(tokenExpiry(unsignedAppCheckToken(60 * MINUTE, now).token)).toBe(now + 60 * MINUTE);
    expect(tokenExpiry('not-a-jwt')).toBeUndefined();
  });

  it.each([
    // [build has a site key, token handed (minutes left, or none), what the worker does]
    [false, null, 'off'],
    [true, null, 'stale'],
    [true, 60, 'fresh'],
    [false, 60, 'fresh'],
    [true, 4, 'stale'],
    // A token handed earlier says App Check is in use, even in a build that does not say so.
    [false, 4, 'stale'],
  ] as const)('site key %s, token with %s minutes left: %s', async (required, minutesLeft, kind) => {
    const handed = minutesLeft === null ? undefined : unsignedAppCheckToken(minutesLeft * MINUTE, now).token;
    if (handed) await handOffAppCheckToken(handed);
    const seen = await workerAppCheck(required, now);
    expect(seen.kind).toBe(kind);
    if (seen.kind === 'fresh') expect(seen.token).toBe(handed);
  });

  it('keeps the newest token the page handed over', async () => {
    await handOffAppCheckToken(unsignedAppCheckToken(2 * MINUTE, now).token);
    const newer = unsignedAppCheckToken(60 * MINUTE, now).token;
    await handOffAppCheckToken(newer);
    expect(await workerAppCheck(true, now)).toEqual({ kind: 'fresh', token: newer });
  });
});
