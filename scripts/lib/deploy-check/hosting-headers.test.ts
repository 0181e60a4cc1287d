import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hostingHeaderProblems } from './hosting-headers.ts';
import { hostingSite, SITE_TARGETS } from '../hosting-sites.ts';

const headers = (pairs: Record<string, string>) => ({ headers: [{ source: '**', headers: Object.entries(pairs).map(([key, value]) => ({ key, value })) }] });
const ALL = {
  'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

describe('hosting headers a deployment must send', () => {
  it("firebase.json sends them all, on the portal's site and the guest page's", () => {
    const firebase = JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as { hosting: unknown };
    for (const target of SITE_TARGETS) expect(hostingHeaderProblems(hostingSite(firebase.hosting, target)), target).toEqual([]);
    expect(hostingHeaderProblems(headers(ALL))).toEqual([]);
  });

  it('names each header missing or weakened', () => {
    const { 'X-Content-Type-Options': _nosniff, ...rest } = ALL;
    expect(hostingHeaderProblems(headers({ ...rest, 'Content-Security-Policy': "default-src 'self'" }))).toEqual([
      "Content-Security-Policy lacks frame-ancestors 'none'",
      'X-Content-Type-Options is not sent on every page (hosting.headers, source "**")',
    ]);
    expect(hostingHeaderProblems(undefined)).toHaveLength(4);
    expect(hostingHeaderProblems({ headers: [{ source: '/index.html', headers: headers(ALL).headers[0]!.headers }] })).toHaveLength(4);
  });
});
