import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firebaseHosting, siteHeader, type HostingSite } from './hosting-sites.ts';

// What Firebase Hosting sends with every page (firebase.json), read as a
// browser would apply it: the directives that keep the portal and the guest
// page from being framed, sniffed or fed scripts, and room for every Firebase
// endpoint each calls in production.
const policyOf = (site: HostingSite) => new Map(
  siteHeader(site, 'Content-Security-Policy')!.split(';').map((d) => {
    const [name, ...sources] = d.trim().split(/\s+/);
    return [name as string, sources];
  }),
);
const portal = firebaseHosting('portal');
const header = (key: string) => siteHeader(portal, key);
const csp = policyOf(portal);

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
    expect(portal.ignore).toContain('**/*.map');
    expect(firebaseHosting('guest').ignore).toContain('**/*.map');
  });
});

describe("the guest page's hosting headers", () => {
  const guest = firebaseHosting('guest');
  const policy = policyOf(guest);

  it('serves dist-guest/ with every path to its one page: /t/{linkId} is a route of the page', () => {
    expect(guest.public).toBe('dist-guest');
    expect((guest as HostingSite & { rewrites?: unknown }).rewrites).toEqual([{ source: '**', destination: '/index.html' }]);
  });

  it('no framing, no sniffing; scripts from the site and reCAPTCHA only (App Check, loaded when the basket is sent), no inline styles or scripts', () => {
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(siteHeader(guest, 'X-Frame-Options')).toBe('DENY');
    expect(siteHeader(guest, 'X-Content-Type-Options')).toBe('nosniff');
    expect(policy.get('script-src')).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  it('connects to Firestore (the public documents), App Check and the callables only: no Auth, no Storage uploads', () => {
    expect(policy.get('connect-src')).toEqual([
      "'self'", 'https://firestore.googleapis.com', 'https://content-firebaseappcheck.googleapis.com',
      'https://*.cloudfunctions.net', 'https://*.a.run.app', 'https://www.google.com/recaptcha/',
    ]);
    // The page's own callable address (guest/src/config.ts).
    expect(readFileSync(new URL('../../guest/src/config.ts', import.meta.url), 'utf8')).toContain('.cloudfunctions.net');
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(['https://firebasestorage.googleapis.com']));
  });
});
