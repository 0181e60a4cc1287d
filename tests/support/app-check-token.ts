// App Check tokens for tests. reCAPTCHA cannot be reached here, so tests run
// App Check with its CustomProvider and this token: JWT-shaped but unsigned.
// The Functions emulator skips token verification (FIREBASE_DEBUG_FEATURES
// skipTokenVerification) and decodes it into `request.app`, its `sub` as the
// app id; a deployed Function would reject it (the signature is missing).
// No Node imports: the Chromium harness uses it too.

/** The app id the test tokens attest, as the command records show it: the portal's, for the tests' Functions. */
export const TEST_APP_ID = '1:000000000000:web:app-check-test';
/** The customers' ordering app, another registration (scripts/test.ts gives the Functions both ids). */
export const TEST_CUSTOMER_APP_ID = '1:000000000000:web:customer-app-test';

const base64url = (json: object) => btoa(JSON.stringify(json)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function unsignedAppCheckToken(ttlMs: number, now = Date.now(), appId = TEST_APP_ID): { token: string; expireTimeMillis: number } {
  const expireTimeMillis = now + ttlMs;
  const claims = { sub: appId, iat: Math.floor(now / 1000), exp: Math.floor(expireTimeMillis / 1000) };
  return { token: `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`, expireTimeMillis };
}
