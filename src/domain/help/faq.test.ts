import { describe, expect, it } from 'vitest';
import { FAQ, searchFaq } from './faq';

describe('the FAQ search', () => {
  it('has the four groups of the spec', () => {
    expect(FAQ.map((g) => g.title)).toEqual(['Getting Started', 'Managing Orders', 'Menu Management', 'Store Settings']);
  });

  it('keeps entries holding every word, in any order and case, and drops empty groups', () => {
    const found = searchFaq('QR TABLES');
    expect(found.map((g) => g.title)).toEqual(['Getting Started', 'Store Settings']);
    expect(found.flatMap((g) => g.entries).every((e) => /qr/i.test(e.question + e.answer) && /tables/i.test(e.question + e.answer))).toBe(true);
  });

  it('ignores accents and extra spaces; a blank query shows everything; no match shows nothing', () => {
    expect(searchFaq('  offlíne  ').flatMap((g) => g.entries).map((e) => e.question)).toEqual([
      'Does the portal work without internet?',
      'How do I change my store name, address or phone?',
    ]);
    expect(searchFaq('   ')).toHaveLength(4);
    expect(searchFaq('zebra')).toEqual([]);
  });
});
