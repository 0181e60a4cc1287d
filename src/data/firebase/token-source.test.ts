import { describe, expect, it } from 'vitest';
import { tokensFor, type TokenSource } from './token-source';

describe('tokensFor', () => {
  const source = (token: string): TokenSource => ({ getToken: async () => token });

  it("answers the user's token only while that user is signed in", async () => {
    let current: string | null = 'owner';
    const tokens = tokensFor('owner', () => current, source('owner-token'));
    expect(await tokens.getToken()).toBe('owner-token');
    current = 'other';
    expect(await tokens.getToken()).toBeNull();
    current = null;
    expect(await tokens.getToken()).toBeNull();
  });

  it('drops a token fetched while the user changed', async () => {
    let current = 'owner';
    const slow: TokenSource = { getToken: async () => { current = 'other'; return 'other-token'; } };
    expect(await tokensFor('owner', () => current, slow).getToken()).toBeNull();
  });
});
