import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { indexProblems } from './firestore-indexes.ts';

describe('firestore.indexes.json, as firebase deploy validates it', () => {
  it('the project\'s file passes', () => {
    expect(indexProblems(JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')))).toEqual([]);
  });

  it('lets the TTL policies delete counters, caches, pairing codes and invitations, and never a command record', () => {
    // A command record is what makes a replay a no-op: an offline device may send its change days later.
    const spec = JSON.parse(readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8')) as {
      fieldOverrides: Array<{ collectionGroup: string; fieldPath: string; ttl?: boolean }>;
    };
    const ttl = spec.fieldOverrides.filter((f) => f.ttl).map((f) => `${f.collectionGroup}.${f.fieldPath}`).sort();
    expect(ttl).toEqual(['invitations.expireAt', 'orderCounters.expireAt', 'pairingCodes.expireAt', 'translationCache.expireAt', 'usageCounters.expireAt']);
  });

  it('a malformed index or field override is named', () => {
    const index = { collectionGroup: 'orders', queryScope: 'COLLECTION', fields: [{ fieldPath: 'status', order: 'ASCENDING' }] };
    expect(indexProblems({ indexes: [index] })).toEqual([]);
    expect(indexProblems({ indexes: [{ ...index, queryScope: 'EVERYWHERE' }] })[0]).toMatch(/queryScope/);
    expect(indexProblems({ indexes: [{ ...index, fields: [{ fieldPath: 'status', order: 'UP' }] }] })[0]).toMatch(/order/);
    expect(indexProblems({ indexes: [], fieldOverrides: [{ collectionGroup: 'orderCounters', fieldPath: 'expireAt', ttl: 'yes', indexes: [] }] })[0]).toMatch(/ttl/);
  });
});
