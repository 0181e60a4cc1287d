// A page drawn blank holds nothing to read: the reader skips its OCR.

/** How far a pixel's channel may be from the first pixel's on a page still taken as blank (of 255). */
const BLANK_TOLERANCE = 24;

/** Whether every pixel is within BLANK_TOLERANCE of the first, in every channel: nothing drawn to read. */
export function isBlank(rgba: Uint8ClampedArray | Uint8Array): boolean {
  const [r = 0, g = 0, b = 0] = rgba;
  for (let i = 0; i < rgba.length; i += 4) {
    if (Math.abs(rgba[i]! - r) > BLANK_TOLERANCE || Math.abs(rgba[i + 1]! - g) > BLANK_TOLERANCE || Math.abs(rgba[i + 2]! - b) > BLANK_TOLERANCE) return false;
  }
  return true;
}
