// How menu images are compressed (doc 2 §5 "Image"), as browser-image-compression
// options. The rules themselves live in src/domain/menu/image-validation.ts.
import type { Options } from 'browser-image-compression';
import { IMAGE_MAX_DIMENSION } from '../../../domain/shared/limits';
import { isAcceptedImageType } from '../../../domain/menu/image-validation';

/** An idle image worker is ended after this long: decoders hold tens of MB. */
export const IMAGE_WORKER_IDLE_MS = 10_000;

/** jpeg, png and webp keep their type; any other camera image becomes a JPEG. */
export function outputTypeFor(mimeType: string): string {
  return isAcceptedImageType(mimeType) ? mimeType.toLowerCase() : 'image/jpeg';
}

/**
 * One rung of the quality ladder: scale to fit 1200x1200 and encode once at
 * `quality`. maxIteration 1 with no size target keeps the library from running
 * its own ladder (quality x 0.95, shrinking dimensions), so the spec's steps
 * are the only ones taken. useWebWorker is false: we are already in our worker.
 */
export function compressionOptions(quality: number, mimeType: string): Options {
  return {
    maxWidthOrHeight: IMAGE_MAX_DIMENSION,
    initialQuality: quality,
    fileType: outputTypeFor(mimeType),
    maxIteration: 1,
    alwaysKeepResolution: true,
    useWebWorker: false,
  };
}
