import { describe, expect, it } from 'vitest';
import { isImportPathOf, isStaleProcessing, STALE_PROCESSING_MS } from './reading-limits';

describe('reading limits', () => {
  it('a processing record is stale only after the stale limit', () => {
    expect(isStaleProcessing({ status: 'processing', processingStartedAt: 1000 }, 1000 + STALE_PROCESSING_MS)).toBe(false);
    expect(isStaleProcessing({ status: 'processing', processingStartedAt: 1000 }, 1001 + STALE_PROCESSING_MS)).toBe(true);
    expect(isStaleProcessing({ status: 'queued' }, 1e15)).toBe(false);
  });

  it('the reader only reads the store\'s own import folder', () => {
    expect(isImportPathOf('a', 'stores/a/processing-photos/menu-photo-1.png')).toBe(true);
    expect(isImportPathOf('a', 'stores/b/processing-photos/menu-photo-1.png')).toBe(false);
    expect(isImportPathOf('a', 'stores/a/processing-photos/../../b/x.png')).toBe(false);
    expect(isImportPathOf('a', undefined)).toBe(false);
  });
});
