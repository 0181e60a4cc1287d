// A built page under a production Content-Security-Policy, in a real
// browser (csp.spec.ts for the portal, guest-csp.spec.ts for the guest page):
// the site's own files get the header as Hosting's '**' gives it, the page
// records each violation the browser reports, and the emulators' addresses
// join connect-src, where production talks to Google's hosts.
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM } from '../../../playwright.config';
import { EMULATORS } from '../../support/emulator-env';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * A document Playwright hands over (to add the header) has no address of its own, so
 * Chromium counts it as a public page and refuses its calls to the emulators on
 * loopback (Local Network Access); production calls public hosts, where that never applies.
 */
export const LOOPBACK_ALLOWED = {
  executablePath: E2E_CHROMIUM,
  args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks,PrivateNetworkAccessRespectPreflightResults,BlockInsecurePrivateNetworkRequests'],
};

/** A site's production policy with the emulators' addresses added to connect-src. */
export function withEmulators(productionPolicy: string): string {
  const origins = Object.values(EMULATORS).map((e) => `http://${e.host}:${e.port}`);
  return productionPolicy.replace(/connect-src ([^;]*)/, (_all, sources: string) => `connect-src ${sources} ${origins.join(' ')}`);
}

/** Serves `origin`'s files with `policy` and records every violation; returns what was recorded so far. */
export async function underPolicy(page: Page, origin: string, policy: string): Promise<() => Promise<string[]>> {
  await page.route((url) => url.origin === origin, async (route) => {
    // The preview server, loaded by the whole suite, has reset a kept-alive socket
    // (ECONNRESET): asked again; a request never answered would hang the page.
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await route.fetch();
        return await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
      } catch (error) {
        if (attempt >= 3) return route.abort('failed').catch(() => { throw error; });
      }
    }
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.cspViolations!.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} in ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return () => page.evaluate(() => window.cspViolations ?? []);
}

/** Whether an inline script runs: the header really came with the page when it does not. */
export function inlineScriptRuns(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.body.appendChild(script);
    return (window as unknown as { inlineRan?: boolean }).inlineRan === true;
  });
}
