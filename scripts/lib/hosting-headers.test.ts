import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// What Firebase Hosting sends with every page (firebase.json), read as a
// browser would apply it: the directives that keep the portal from being
// framed, sniffed or fed scripts, and room for every Firebase endpoint the
// app calls in production.
const firebase = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
  hosting: { ignore: string[]; headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> };
};
const all = firebase.hosting.headers.find((h) => h.source === '**')!.headers;
const header = (key: string) => all.find((h) => h.key === key)?.value;
const csp = new Map(
  header('Content-Security-Policy')!.split(';').map((d) => {
    const [name, ...sources] = d.trim().split(/\s+/);
    return [name as string, sources];
  }),
);

describe('hosting headers', () => {
  it('no framing, no sniffing, a referrer policy', () => {
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(header('X-Frame-Options')).toBe('DENY');
    expect(header('X-Content-Type-Options')).toBe('nosniff');
    expect(header('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('scripts only from the site and the Google sign-in and reCAPTCHA hosts; no inline script, no eval, no plugins', () => {
    const scripts = csp.get('script-src')!;
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.filter((s) => s.startsWith('https://'))).toEqual(['https://apis.google.com', 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
  });

  it('connects to Auth, Firestore, Storage, App Check and the callables, and shows Storage images', () => {
    const connect = csp.get('connect-src')!;
    // *.googleapis.com covers identitytoolkit, securetoken, firestore, firebasestorage and content-firebaseappcheck.
    expect(connect).toEqual(expect.arrayContaining(["'self'", 'https://*.googleapis.com', 'https://*.cloudfunctions.net']));
    // The sender's own callable address (src/data/sender/callable-http.ts).
    expect(readFileSync(new URL('../../src/data/sender/callable-http.ts', import.meta.url), 'utf8')).toContain('.cloudfunctions.net');
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(['https://firebasestorage.googleapis.com', 'blob:', 'data:']));
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('source maps are built but never deployed', () => {
    expect(firebase.hosting.ignore).toContain('**/*.map');
  });
});
