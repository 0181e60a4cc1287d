import { describe, expect, it } from 'vitest';
import { compressionOptions, outputTypeFor } from './settings';

describe('image compression settings', () => {
  it('keeps jpeg, png and webp, and turns other camera images into JPEG', () => {
    expect(outputTypeFor('image/jpeg')).toBe('image/jpeg');
    expect(outputTypeFor('image/PNG')).toBe('image/png');
    expect(outputTypeFor('image/webp')).toBe('image/webp');
    expect(outputTypeFor('image/heic')).toBe('image/jpeg');
  });

  it('asks the library for one encode at our quality, within 1200x1200, without its own worker', () => {
    expect(compressionOptions(0.65, 'image/webp')).toEqual({
      maxWidthOrHeight: 1200,
      initialQuality: 0.65,
      fileType: 'image/webp',
      maxIteration: 1,
      alwaysKeepResolution: true,
      useWebWorker: false,
    });
  });
});
