/**
 * Where secure calls get their ID token. The session manager implements it
 * (validating or refreshing before each call, queueing refreshes while offline);
 * the command sender and any other caller depend only on this.
 */
export interface TokenSource {
  /**
   * A token valid for at least the next few minutes, refreshed first when
   * needed; `forceRefresh` asks for a new one (e.g. after a 401 or a claims
   * change). Resolves null when nobody is signed in.
   */
  getToken(options?: { forceRefresh?: boolean }): Promise<string | null>;
}

/**
 * `tokens`, for `uid` only: while nobody or another user is signed in on the
 * device it answers null, so one user's outbox is never sent with another's
 * token (the server would refuse it, and the refusal would mark the change
 * failed). The sender treats null as "not signed in" and tries again later.
 */
export function tokensFor(uid: string, currentUid: () => string | null | undefined, tokens: TokenSource): TokenSource {
  return {
    async getToken(options) {
      if (currentUid() !== uid) return null;
      const token = await tokens.getToken(options);
      // The user may have changed while the token was being fetched.
      return currentUid() === uid ? token : null;
    },
  };
}
