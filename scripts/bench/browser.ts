import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../../playwright.config.ts';

/** Debian's Chromium with the end-to-end tests' flags (Playwright cannot download its own here). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS });
}
