// Files made to exhaust a menu reader: a PNG whose header declares far more
// pixels than it carries, and a PDF whose pages each draw an image of
// 100 megapixels (400 MB once decoded) from a stream of a few hundred KB.
import { deflateSync } from 'node:zlib';
import {
  concatTransformationMatrix, drawObject, PDFDocument, popGraphicsState, pushGraphicsState,
} from '@cantoo/pdf-lib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** A grey PNG declaring `side` x `side` pixels whose data holds only its first rows (a decoder would still allocate them all). */
export function pixelBombPng(side = 50_000): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = deflateSync(Buffer.alloc((side + 1) * 4));
  return new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', new Uint8Array())]));
}

/** `pages` pages, each drawing one complete grey image of `side` x `side` pixels (the one image object is shared). */
export async function hugeImagesPdf(pages = 12, side = 10_000): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const image = pdf.context.register(
    pdf.context.flateStream(new Uint8Array(side * side), { Type: 'XObject', Subtype: 'Image', Width: side, Height: side, ColorSpace: 'DeviceGray', BitsPerComponent: 8 }),
  );
  for (let n = 0; n < pages; n++) {
    const page = pdf.addPage([600, 800]);
    const name = page.node.newXObject('Im', image);
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(600, 0, 0, 800, 0, 0), drawObject(name), popGraphicsState());
  }
  return pdf.save();
}

/** One picture repeated on `pages` pages: a scan whose every page must be drawn and read by OCR. */
export async function scannedPdf(png: Uint8Array, pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const image = await pdf.embedPng(png);
  for (let n = 0; n < pages; n++) {
    const page = pdf.addPage([image.width * 0.75, image.height * 0.75]);
    page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  }
  return pdf.save();
}
