// The headers every page must carry when deployed (firebase.json's hosting):
// their content is held by scripts/lib/hosting-headers.test.ts; here only
// that a deployment would send them at all.

interface Hosting {
  headers?: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
}

const REQUIRED: ReadonlyArray<[key: string, mustContain: string]> = [
  ['Content-Security-Policy', "frame-ancestors 'none'"],
  ['X-Frame-Options', 'DENY'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
];

export function hostingHeaderProblems(hosting: Hosting | undefined): string[] {
  const all = hosting?.headers?.find((h) => h.source === '**')?.headers ?? [];
  return REQUIRED.flatMap(([key, mustContain]) => {
    const value = all.find((h) => h.key.toLowerCase() === key.toLowerCase())?.value;
    if (value === undefined) return [`${key} is not sent on every page (hosting.headers, source "**")`];
    return value.includes(mustContain) ? [] : [`${key} lacks ${mustContain}`];
  });
}
