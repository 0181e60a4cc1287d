// How many characters translateStoreText sends to the paid provider a day
// (docs/decisions.md "Translation cost"). Cache hits and same-language calls
// are free and never counted.
import { MESSAGES } from '../shared/messages';

/**
 * 100,000 characters a store a day is a full menu of 100 dishes with
 * descriptions (about 15,000 characters) in six languages, about $2 at Cloud
 * Translation's price; an account's stores together get twice that, so
 * opening ten stores does not buy ten times the allowance.
 */
export const TRANSLATION_CHARS_PER_STORE_DAY = 100_000;
export const TRANSLATION_CHARS_PER_ACCOUNT_DAY = 200_000;

/** The quota's day: UTC, so every Function instance agrees when it turns. */
export function quotaDay(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

export type QuotaDecision = { allowed: true } | { allowed: false; scope: 'store' | 'account'; limit: number };

/** `storeUsed` and `accountUsed` include this call's characters when they were already reserved. */
export function decideTranslation(storeUsed: number, accountUsed: number): QuotaDecision {
  if (storeUsed > TRANSLATION_CHARS_PER_STORE_DAY) return { allowed: false, scope: 'store', limit: TRANSLATION_CHARS_PER_STORE_DAY };
  if (accountUsed > TRANSLATION_CHARS_PER_ACCOUNT_DAY) return { allowed: false, scope: 'account', limit: TRANSLATION_CHARS_PER_ACCOUNT_DAY };
  return { allowed: true };
}

export function quotaMessage(decision: Exclude<QuotaDecision, { allowed: true }>): string {
  return decision.scope === 'store' ? MESSAGES.settings.translationQuotaStore(decision.limit) : MESSAGES.settings.translationQuotaAccount(decision.limit);
}
