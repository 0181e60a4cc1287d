import { describe, expect, it } from 'vitest';
import { readOncePublished } from './use-menu';

describe('readOncePublished', () => {
  it('asks again while the document is not there yet, and answers it once it is', async () => {
    const answers = [null, null, { state: 'active' }];
    const waited: number[] = [];
    const found = await readOncePublished(async () => answers.shift() ?? null, [1_000, 2_000, 4_000], async (ms) => void waited.push(ms));
    expect(found).toEqual({ state: 'active' });
    expect(waited).toEqual([1_000, 2_000]);
  });

  it('answers nothing after the last wait, for a link that is not published at all', async () => {
    let reads = 0;
    const waited: number[] = [];
    const found = await readOncePublished(async () => (reads++, null), [1_000, 2_000, 4_000], async (ms) => void waited.push(ms));
    expect(found).toBeNull();
    expect([reads, waited]).toEqual([4, [1_000, 2_000, 4_000]]);
  });
});
