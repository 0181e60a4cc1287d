import { describe, expect, it } from 'vitest';
import { decideTranslation, quotaDay, quotaMessage, TRANSLATION_CHARS_PER_ACCOUNT_DAY, TRANSLATION_CHARS_PER_STORE_DAY } from './translation-quota';

describe('translation quota', () => {
  it('allows up to the store and account allowances, counting the reserved call', () => {
    expect(decideTranslation(TRANSLATION_CHARS_PER_STORE_DAY, TRANSLATION_CHARS_PER_ACCOUNT_DAY)).toEqual({ allowed: true });
    expect(decideTranslation(TRANSLATION_CHARS_PER_STORE_DAY + 1, 0)).toEqual({ allowed: false, scope: 'store', limit: 100_000 });
    expect(decideTranslation(10, TRANSLATION_CHARS_PER_ACCOUNT_DAY + 1)).toEqual({ allowed: false, scope: 'account', limit: 200_000 });
  });
  it('days turn at midnight UTC', () => {
    expect(quotaDay(Date.UTC(2026, 10, 25, 23, 59, 59))).toBe('2026-11-25');
    expect(quotaDay(Date.UTC(2026, 10, 26, 0, 0, 0))).toBe('2026-11-26');
  });
  it('says which allowance is used and when more comes', () => {
    expect(quotaMessage({ allowed: false, scope: 'store', limit: 100_000 })).toBe(
      "This store has used today's translation allowance (100,000 characters). Translations already saved stay; more can be translated tomorrow (UTC).",
    );
    expect(quotaMessage({ allowed: false, scope: 'account', limit: 200_000 })).toMatch(/^Your account has used today's translation allowance across its stores \(200,000 characters\)/);
  });
});
