// An unsharp mask for the page's text drawn again larger (image-prep.ts):
// enlarging a photo's small letters spreads their already blurred edges over
// more pixels, and Tesseract then joins letters ('ri' read 'n') and loses
// decimal points. Each pixel is pushed away from the mean around it, so
// edges get steep again.

/** Pixels either way of the mean each pixel is compared with. */
const RADIUS = 2;
/** How far a pixel is pushed: by once its difference from the mean around it. */
const AMOUNT = 1;

/** The mean of each pixel's (2r+1)-pixel run along one axis, by running sums. */
function boxMean(src: Float32Array | Uint8Array, length: number, count: number, stride: number, step: number, r: number, out: Float32Array): void {
  for (let line = 0; line < count; line++) {
    const base = line * stride;
    let sum = 0;
    let n = 0;
    for (let k = 0; k <= Math.min(r, length - 1); k++, n++) sum += src[base + k * step]!;
    for (let i = 0; i < length; i++) {
      out[base + i * step] = sum / n;
      const enter = i + r + 1;
      const leave = i - r;
      if (enter < length) {
        sum += src[base + enter * step]!;
        n += 1;
      }
      if (leave >= 0) {
        sum -= src[base + leave * step]!;
        n -= 1;
      }
    }
  }
}

/** Sharpens a grey image in place. */
export function sharpen(grey: Uint8Array, width: number, height: number): void {
  const across = new Float32Array(grey.length);
  const mean = new Float32Array(grey.length);
  boxMean(grey, width, height, width, 1, RADIUS, across);
  boxMean(across, height, width, 1, width, RADIUS, mean);
  for (let i = 0; i < grey.length; i++) grey[i] = Math.max(0, Math.min(255, Math.round(grey[i]! + AMOUNT * (grey[i]! - mean[i]!))));
}
