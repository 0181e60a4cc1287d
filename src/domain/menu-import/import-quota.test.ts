import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../shared/messages';
import { IMPORT_QUOTA_BYTES, importQuotaRefusal } from './import-quota';

describe('import quota', () => {
  it('a file that fits exactly is taken; one byte more is refused with what the store uses', () => {
    expect(importQuotaRefusal(IMPORT_QUOTA_BYTES - 1000, 1000)).toBeNull();
    expect(importQuotaRefusal(IMPORT_QUOTA_BYTES - 1000, 1001)).toBe(MESSAGES.upload.storeQuotaFull('200.0', 200));
    expect(importQuotaRefusal(0, 0)).toBeNull();
  });
});
