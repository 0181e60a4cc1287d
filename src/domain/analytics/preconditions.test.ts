import { describe, expect, it } from 'vitest';
import { analyticsBlocked } from './preconditions';

const NOT_READY = 'You must be logged in and have a store selected to view analytics.';
const NO_ACCESS = 'Your account does not have access to this store yet. Try refreshing your session.';

describe('analytics preconditions (doc 1 §5, §8)', () => {
  it.each([
    ['no user', { signedIn: false, storeId: 's1', claims: { stores: ['s1'] } }, NOT_READY],
    ['no store selected', { signedIn: true, storeId: null, claims: { stores: ['s1'] } }, NOT_READY],
    ['claims not known', { signedIn: true, storeId: 's1', claims: null }, NO_ACCESS],
    ['claims list other stores', { signedIn: true, storeId: 's1', claims: { stores: ['s2'] } }, NO_ACCESS],
    ['claims keyed by store, not this one', { signedIn: true, storeId: 's1', claims: { stores: { s2: 'OWNER' } } }, NO_ACCESS],
  ] as const)('%s: refused with the spec words', (_case, access, message) => {
    expect(analyticsBlocked(access)?.message).toBe(message);
  });

  it('a user whose claims name the store, as a list or keyed by store, may see analytics', () => {
    expect(analyticsBlocked({ signedIn: true, storeId: 's1', claims: { stores: ['s1'] } })).toBeNull();
    expect(analyticsBlocked({ signedIn: true, storeId: 's1', claims: { stores: { s1: 'MANAGER' } } })).toBeNull();
  });
});
