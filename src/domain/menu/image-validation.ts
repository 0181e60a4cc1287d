// Menu item images (doc 2 §5 "Image", §9).
import {
  IMAGE_MIN_QUALITY,
  IMAGE_QUALITY_STEP,
  IMAGE_START_QUALITY,
  IMAGE_TARGET_BYTES,
} from '../shared/limits';

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export function isAcceptedImageType(mimeType: string): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mimeType.toLowerCase());
}

/** Camera capture accepts any image. */
export function isCameraImageType(mimeType: string): boolean {
  return mimeType.toLowerCase().startsWith('image/');
}

/** Images over 1 MB are compressed on the client. */
export function needsCompression(bytes: number): boolean {
  return bytes > IMAGE_TARGET_BYTES;
}

export function isUnderTarget(bytes: number): boolean {
  return bytes <= IMAGE_TARGET_BYTES;
}

/**
 * The qualities tried in turn until the image is under 1 MB:
 * 0.85, 0.75, 0.65, 0.55, 0.45, 0.35, then the 0.3 floor.
 * Computed in hundredths so 0.85 - 0.1 is exactly 0.75, not 0.7499999.
 */
export function compressionQualities(): number[] {
  const start = Math.round(IMAGE_START_QUALITY * 100);
  const step = Math.round(IMAGE_QUALITY_STEP * 100);
  const floor = Math.round(IMAGE_MIN_QUALITY * 100);
  const out: number[] = [];
  for (let q = start; q > floor; q -= step) out.push(q / 100);
  out.push(floor / 100);
  return out;
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** Extension for storage paths such as stores/{storeId}/menu/{itemId}.{ext}. */
export function extensionFor(mimeType: string, fileName = ''): string {
  const known = EXTENSIONS[mimeType.toLowerCase()];
  if (known) return known;
  const dot = fileName.lastIndexOf('.');
  return dot >= 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : 'jpg';
}
