// Before OCR: the photo turned the way it was taken (the EXIF
// orientation phones write instead of turning the pixels), and scaled so text
// is the size Tesseract reads best: large photos down, small screenshots up.
// Then the light is evened out (illumination.ts), ink is separated from
// paper and the page is turned straight (deskew.ts), with dot leaders and
// rules erased (leaders.ts), grain erased and the picture cut to the page's
// text (specks.ts). When its letters are small (a menu filling part of a
// photo), the page's text is drawn again from the original, larger, and
// sharpened (sharpen.ts) before the same steps. Uses @napi-rs/canvas,
// already installed with pdfjs-dist.
import { createCanvas, loadImage, type Canvas, type Image } from '@napi-rs/canvas';
import { BLURRED, softInkShare } from './blur';
import { inkThreshold, isDarkPage, skewAngle, toGrey } from './deskew';
import { flattenLight } from './illumination';
import { imageSize, MAX_IMAGE_PIXELS } from './image-size';
import { eraseLeaders } from './leaders';
import { sharpen } from './sharpen';
import { eraseSpecks, type TextBox } from './specks';
import { UnreadableFileError } from './reader';

/** Longest side Tesseract gets: enough for a printed A4 menu at ~200 dpi, bounded for CPU. */
export const MAX_SIDE = 2400;
/** Below this, screenshots of small text are doubled: Tesseract reads 20-30 px letters best. */
export const MIN_SIDE = 900;
/** A letter (the median height of the ink's blobs) under this many pixels: the page's text is drawn again, larger. */
const MIN_LETTER = 24;
/** ... to about this height, */
const TARGET_LETTER = 32;
/** ... at most this many times larger, */
const MAX_GROW = 3;
/** ... and in this many pixels at most (the time Tesseract takes grows with them). */
const MAX_OCR_PIXELS = 2400 * 2400;
/**
 * Blurred Chinese, Japanese or Korean print (a photo) is drawn again under
 * this letter height, to this one: a blurred glyph's strokes merge into one
 * blob, 23-26 px in the corpus's photos, which Tesseract reads poorly (the
 * four tuning CJK menus photographed five ways each: 79 -> 94 of 155 items
 * exact). Sharp print keeps the Latin sizes: drawn to 36 px, the dark
 * board of 春水茶館 lost 凍頂烏龍茶 in three boards of four.
 */
const CJK_BLURRED_MIN_LETTER = 30;
const CJK_BLURRED_TARGET_LETTER = 36;

/** EXIF orientation (1..8) of a JPEG, 1 when absent or not a JPEG. */
export function exifOrientation(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 4 || view.getUint16(0) !== 0xffd8) return 1;
  let offset = 2;
  while (offset + 4 < bytes.length) {
    const marker = view.getUint16(offset);
    const size = view.getUint16(offset + 2);
    if (marker === 0xffe1 && view.getUint32(offset + 4) === 0x45786966) {
      const tiff = offset + 10;
      const little = view.getUint16(tiff) === 0x4949;
      const ifd = tiff + view.getUint32(tiff + 4, little);
      const entries = view.getUint16(ifd, little);
      for (let i = 0; i < entries; i++) {
        const entry = ifd + 2 + i * 12;
        if (entry + 10 > bytes.length) break;
        if (view.getUint16(entry, little) === 0x0112) return view.getUint16(entry + 8, little);
      }
      return 1;
    }
    if ((marker & 0xff00) !== 0xff00) return 1;
    offset += 2 + size;
  }
  return 1;
}

const QUARTER_TURNS: Record<number, number> = { 3: 2, 6: 1, 8: 3 };

/**
 * PNG bytes ready for OCR; an image of more than `maxPixels` is refused
 * before it is decoded. `cjk`: the reading has a Chinese, Japanese or Korean model.
 */
export async function prepareForOcr(bytes: Uint8Array, maxPixels = MAX_IMAGE_PIXELS, cjk = false): Promise<Buffer> {
  // The size the header declares, before anything is decoded.
  const declared = imageSize(bytes);
  if (!declared) throw new UnreadableFileError('not an image format the reader opens');
  if (declared.width * declared.height > maxPixels) {
    throw new UnreadableFileError(`${declared.width} x ${declared.height} pixels: more than ${maxPixels}`);
  }
  let image;
  try {
    image = await loadImage(Buffer.from(bytes));
  } catch (error) {
    throw new UnreadableFileError(String(error));
  }
  if (!image.width || !image.height) throw new UnreadableFileError('image without pixels');
  const turns = QUARTER_TURNS[exifOrientation(bytes)] ?? 0;
  const longest = Math.max(image.width, image.height);
  const scale = longest > MAX_SIDE ? MAX_SIDE / longest : longest < MIN_SIDE ? 2 : 1;
  const page = drawPage(image, turns, scale);
  const first = straightInk(page);
  // Letters too small for Tesseract (a page that fills part of a photo): the page's text drawn again from the original, larger.
  const blurredCjk = cjk && first.soft > BLURRED;
  const minLetter = blurredCjk ? CJK_BLURRED_MIN_LETTER : MIN_LETTER;
  const grow = first.letter ? Math.min((blurredCjk ? CJK_BLURRED_TARGET_LETTER : TARGET_LETTER) / first.letter, MAX_GROW) : 1;
  if (first.letter >= minLetter || grow < 1.15 || !first.box) return first.canvas.toBuffer('image/png');
  const box = first.box;
  const area = (box.x1 - box.x0 + 1) * (box.y1 - box.y0 + 1);
  const bounded = Math.min(grow, Math.sqrt(MAX_OCR_PIXELS / area));
  if (bounded < 1.15) return first.canvas.toBuffer('image/png');
  return straightInk(drawPage(image, turns, scale, bounded, box), true).canvas.toBuffer('image/png');
}

/**
 * The image turned by `turns` quarter-turns and scaled; with `box` (in the
 * page drawn at `scale`), only that part, `grow` times larger.
 */
function drawPage(image: Image, turns: number, scale: number, grow = 1, box?: TextBox): Canvas {
  const w = image.width * scale;
  const h = image.height * scale;
  const sideways = turns % 2 === 1;
  const pageWidth = Math.round(sideways ? h : w);
  const pageHeight = Math.round(sideways ? w : h);
  const canvas = box
    ? createCanvas(Math.round((box.x1 - box.x0 + 1) * grow), Math.round((box.y1 - box.y0 + 1) * grow))
    : createCanvas(pageWidth, pageHeight);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  if (box) ctx.translate(-box.x0 * grow, -box.y0 * grow);
  ctx.translate((pageWidth * grow) / 2, (pageHeight * grow) / 2);
  ctx.rotate((turns * Math.PI) / 2);
  ctx.drawImage(image, (-w * grow) / 2, (-h * grow) / 2, w * grow, h * grow);
  return canvas;
}

/**
 * Ink on white paper, turned so its rows are level; with a letter's height,
 * the box of the page's text before the turn and how blurred its print is (blur.ts).
 */
function straightInk(canvas: Canvas, enlarged = false): { canvas: Canvas; letter: number; box: TextBox | null; soft: number } {
  const { width, height } = canvas;
  const pixels = canvas.getContext('2d').getImageData(0, 0, width, height);
  const grey = toGrey(pixels.data);
  // Light letters on a dark board: made dark on light, the only way Tesseract reads them.
  if (isDarkPage(grey)) for (let i = 0; i < grey.length; i++) grey[i] = 255 - grey[i]!;
  if (enlarged) sharpen(grey, width, height);
  flattenLight(grey, width, height);
  const threshold = inkThreshold(grey);
  const ink = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++) ink[i] = grey[i]! < threshold ? 1 : 0;
  for (const i of eraseLeaders(ink, width, height)) grey[i] = 255;
  const specks = eraseSpecks(ink, width, height);
  for (const i of specks.erased) grey[i] = 255;
  for (let i = 0; i < grey.length; i++) {
    // Paper goes white; ink keeps its grey, whose soft edges Tesseract reads better than hard black.
    const v = ink[i] ? grey[i]! : 255;
    pixels.data[i * 4] = pixels.data[i * 4 + 1] = pixels.data[i * 4 + 2] = v;
    pixels.data[i * 4 + 3] = 255;
  }
  const angle = skewAngle(ink, width, height);
  const box = specks.text ?? { x0: 0, y0: 0, x1: width - 1, y1: height - 1 };
  const soft = softInkShare(grey, ink, width, box, threshold);
  const cw = box.x1 - box.x0 + 1;
  const ch = box.y1 - box.y0 + 1;
  const flat = createCanvas(cw, ch);
  flat.getContext('2d').putImageData(pixels, -box.x0, -box.y0, box.x0, box.y0, cw, ch);
  if (angle === 0) return { canvas: flat, letter: specks.letter, box: specks.text, soft };
  // Large enough for the turned page's corners.
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  const out = createCanvas(Math.ceil(cw * cos + ch * sin), Math.ceil(cw * sin + ch * cos));
  const ctx = out.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, out.width, out.height);
  ctx.translate(out.width / 2, out.height / 2);
  ctx.rotate(-angle);
  ctx.drawImage(flat, -cw / 2, -ch / 2);
  return { canvas: out, letter: specks.letter, box: specks.text, soft };
}

/** The PNG turned clockwise by a quarter-turn multiple (the page's upright turn). */
export async function turnPng(png: Buffer, degrees: number): Promise<Buffer> {
  const image = await loadImage(png);
  const sideways = degrees % 180 !== 0;
  const canvas = createCanvas(sideways ? image.height : image.width, sideways ? image.width : image.height);
  const ctx = canvas.getContext('2d');
  ctx.translate(canvas.width / 2, canvas.height / 2);
  ctx.rotate((degrees * Math.PI) / 180);
  ctx.drawImage(image, -image.width / 2, -image.height / 2);
  return canvas.toBuffer('image/png');
}
