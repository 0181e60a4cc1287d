import { describe, expect, it } from 'vitest';
import {
  compressionQualities,
  extensionFor,
  isAcceptedImageType,
  isCameraImageType,
  isUnderTarget,
  needsCompression,
} from './image-validation';

const MB = 1024 * 1024;

describe('image rules (doc 2 §5)', () => {
  it.each([
    ['image/jpeg', true],
    ['image/png', true],
    ['image/webp', true],
    ['IMAGE/PNG', true],
    ['image/gif', false],
    ['image/heic', false],
    ['application/pdf', false],
  ])('%s accepted=%s', (type, ok) => {
    expect(isAcceptedImageType(type)).toBe(ok);
  });

  it('camera capture accepts any image', () => {
    expect(isCameraImageType('image/heic')).toBe(true);
    expect(isCameraImageType('video/mp4')).toBe(false);
  });

  it('compresses only above 1 MB', () => {
    expect(needsCompression(MB)).toBe(false);
    expect(needsCompression(MB + 1)).toBe(true);
    expect(isUnderTarget(MB)).toBe(true);
  });

  it('tries 0.85 down by 0.1 to the 0.3 floor', () => {
    expect(compressionQualities()).toEqual([0.85, 0.75, 0.65, 0.55, 0.45, 0.35, 0.3]);
  });

  it('names storage extensions', () => {
    expect(extensionFor('image/jpeg')).toBe('jpg');
    expect(extensionFor('image/heic', 'IMG_1.HEIC')).toBe('heic');
  });
});
