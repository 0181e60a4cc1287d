import { describe, expect, it } from 'vitest';
import { IMAGE_TARGET_BYTES } from '../../../domain/shared/limits';
import { runQualityLadder } from './quality-ladder';

/** A fake encoder whose output size is given per quality, recording what was asked. */
function encoder(sizeAt: (quality: number) => number) {
  const asked: number[] = [];
  const encode = async (quality: number) => {
    asked.push(quality);
    return new Blob([new Uint8Array(sizeAt(quality))]);
  };
  return { asked, encode };
}

describe('the quality ladder', () => {
  it('stops at 0.85 when the first encode is already under 1 MB', async () => {
    const { asked, encode } = encoder(() => 400_000);
    expect((await runQualityLadder(encode)).quality).toBe(0.85);
    expect(asked).toEqual([0.85]);
  });

  it('steps down by 0.1 until the result is under 1 MB', async () => {
    const { asked, encode } = encoder((q) => (q > 0.6 ? IMAGE_TARGET_BYTES + 1 : IMAGE_TARGET_BYTES));
    const result = await runQualityLadder(encode);
    expect(asked).toEqual([0.85, 0.75, 0.65, 0.55]);
    expect(result.quality).toBe(0.55);
    expect(result.blob.size).toBe(IMAGE_TARGET_BYTES); // exactly 1 MB counts as under
  });

  it('ends at the 0.3 floor and returns that smallest result when nothing fits', async () => {
    const { asked, encode } = encoder((q) => 2 * IMAGE_TARGET_BYTES + Math.round(q * 1000));
    const result = await runQualityLadder(encode);
    expect(asked).toEqual([0.85, 0.75, 0.65, 0.55, 0.45, 0.35, 0.3]);
    expect(result.quality).toBe(0.3);
  });

  it('passes encoder failures through', async () => {
    await expect(runQualityLadder(() => Promise.reject(new Error('decode failed')))).rejects.toThrow('decode failed');
  });

  it('stops between steps when aborted', async () => {
    const controller = new AbortController();
    const { asked, encode } = encoder(() => {
      controller.abort(new Error('cancelled'));
      return 2 * IMAGE_TARGET_BYTES;
    });
    await expect(runQualityLadder(encode, controller.signal)).rejects.toThrow('cancelled');
    expect(asked).toEqual([0.85]);
  });
});
