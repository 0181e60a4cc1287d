import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../domain/shared/messages';
import { IMAGE_TARGET_BYTES } from '../../../domain/shared/limits';
import { compressImageFile, ImageProcessingError } from './compress-image-client';

// Node has no Worker and no canvas: this exercises the pass-through, the
// fallback to the main thread, and the failure message. The worker itself is
// tested in Chromium (tests/e2e/image-compression.spec.ts).
const jpeg = (bytes: number) => new File([new Uint8Array(bytes)], 'photo.jpg', { type: 'image/jpeg' });

describe('compressImageFile', () => {
  it('passes an image of 1 MB or less through unchanged', async () => {
    const file = jpeg(IMAGE_TARGET_BYTES);
    const result = await compressImageFile(file);
    expect(result).toEqual({ file, ranIn: 'not-needed' });
    expect(result.file).toBe(file);
  });

  it("reports the spec's failure text when the image cannot be processed", async () => {
    const error = await compressImageFile(jpeg(IMAGE_TARGET_BYTES + 1)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageProcessingError);
    expect((error as Error).message).toBe(MESSAGES.menu.imageFailed);
    expect(MESSAGES.menu.imageFailed).toBe('Failed to process image. Please try a different image.');
  });

  it('rejects at once with the reason when already aborted', async () => {
    const reason = new DOMException('cancelled', 'AbortError');
    await expect(compressImageFile(jpeg(2 * IMAGE_TARGET_BYTES), { signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
  });
});
