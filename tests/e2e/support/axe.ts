// The accessibility scan of one screen: axe-core's WCAG 2.0 and 2.1 A and AA
// rules (colour contrast, names, labels, landmarks...) on what is shown now.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Fails with every violation listed (rule, impact, the first elements and why), so a report says what to fix. */
export async function expectAccessible(page: Page, screen: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  // `include`: only this part of the page (a CSS selector).
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const found = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    count: v.nodes.length,
    nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`),
  }));
  // Soft: one run lists the violations of every screen, not just the first.
  expect.soft(found, `axe violations on ${screen}`).toEqual([]);
}
