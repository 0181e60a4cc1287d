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
