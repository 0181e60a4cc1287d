// The spec's quality ladder: encode at 0.85, 0.75, ... down to 0.3 and keep the
// first result under 1 MB. Pure, so the order and the stopping rule are tested
// without a browser.
import { compressionQualities, isUnderTarget } from '../../../domain/menu/image-validation';

export interface LadderResult {
  blob: Blob;
  quality: number;
}

/**
 * If even the 0.3 floor is over 1 MB, that smallest result is returned: the
 * spec stops the ladder at 0.3, and the upload limit (10 MB) still applies.
 */
export async function runQualityLadder(encode: (quality: number) => Promise<Blob>, signal?: AbortSignal): Promise<LadderResult> {
  let last: LadderResult | undefined;
  for (const quality of compressionQualities()) {
    signal?.throwIfAborted();
    last = { blob: await encode(quality), quality };
    if (isUnderTarget(last.blob.size)) return last;
  }
  if (!last) throw new Error('The quality ladder has no steps');
  return last;
}
