import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { prepareForOcr } from './image-prep';
import { imageSize, MAX_IMAGE_PIXELS } from './image-size';
import { UnreadableFileError } from './reader';

/** A real image of `width` x `height` in `format`, encoded by the same canvas library the reader uses. */
async function encoded(format: 'png' | 'jpeg' | 'webp', width: number, height: number): Promise<Uint8Array> {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#000';
  ctx.fillText('Soup 4.50', 10, 20);
  return new Uint8Array(format === 'png' ? await canvas.encode('png') : await canvas.encode(format));
}

/** A PNG whose header declares `width` x `height`, holding almost nothing: a decompression bomb's shape. */
function forgedPng(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(64);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

describe('the size an image declares, read before decoding', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('reads a real %s', async (format) => {
    expect(imageSize(await encoded(format, 321, 123))).toEqual({ width: 321, height: 123 });
  });

  it('knows no other format, and no header cut short', async () => {
    expect(imageSize(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'))).toBeUndefined();
    expect(imageSize((await encoded('png', 50, 50)).slice(0, 12))).toBeUndefined();
  });
});

describe('the reader before OCR', () => {
  it('refuses a header declaring 50,000 x 50,000 pixels as unreadable', async () => {
    await expect(prepareForOcr(forgedPng(50_000, 50_000))).rejects.toBeInstanceOf(UnreadableFileError);
  });

  it('refuses a real image over the limit that it would otherwise read', async () => {
    const photo = await encoded('png', 1200, 1000);
    await expect(prepareForOcr(photo, 1_000_000)).rejects.toThrow('1200 x 1000 pixels: more than 1000000');
    await expect(prepareForOcr(photo, MAX_IMAGE_PIXELS)).resolves.toBeInstanceOf(Buffer);
  });

  it('opens no format it cannot size first (an SVG is not an upload)', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"><text y="20">Soup 4.50</text></svg>');
    await expect(prepareForOcr(svg)).rejects.toBeInstanceOf(UnreadableFileError);
  });

  it('still prepares a photo-sized image', async () => {
    const png = await prepareForOcr(await encoded('jpeg', 1600, 1200));
    // No text to cut the picture to here; straightening may grow the canvas by the turned corners (8° at most).
    const size = imageSize(png)!;
    expect(size.width).toBeGreaterThanOrEqual(1600);
    expect(size.height).toBeGreaterThanOrEqual(1200);
    expect(size.width).toBeLessThanOrEqual(Math.ceil(1600 * Math.cos(0.14) + 1200 * Math.sin(0.14)));
  });
});
