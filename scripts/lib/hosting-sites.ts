// firebase.json's two Hosting sites: the portal (dist/) and the guest page
// behind the table QR codes (dist-guest/), each its own deploy target
// (docs/deploy.md: `firebase target:apply hosting <target> <site>`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './project.ts';

export type SiteTarget = 'portal' | 'guest';
export const SITE_TARGETS: readonly SiteTarget[] = ['portal', 'guest'];

export interface HeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}

export interface HostingSite {
  target: SiteTarget;
  public: string;
  ignore: string[];
  headers?: HeaderRule[];
}

/** The site of `target` in a firebase.json's `hosting` list; a missing one is named. */
export function hostingSite(hosting: unknown, target: SiteTarget): HostingSite {
  const sites = Array.isArray(hosting) ? (hosting as HostingSite[]) : [];
  const site = sites.find((s) => s.target === target);
  if (!site) throw new Error(`firebase.json has no hosting site with "target": "${target}"`);
  return site;
}

/** This repository's firebase.json, read now. */
export function firebaseHosting(target: SiteTarget): HostingSite {
  const firebase = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as { hosting: unknown };
  return hostingSite(firebase.hosting, target);
}

/** The value of a header every file of the site carries (source "**"). */
export function siteHeader(site: HostingSite, key: string): string | undefined {
  return site.headers?.find((h) => h.source === '**')?.headers.find((h) => h.key.toLowerCase() === key.toLowerCase())?.value;
}
