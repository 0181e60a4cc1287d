// Draws the app icons (a white storefront on indigo) as PNGs, with no image tools
// needed: run `npx tsx tools/make-icons.ts` after changing the design.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function icon(size: number, padding: number): Buffer {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  const inset = size * padding;
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const u = (x - inset) / (size - 2 * inset);
      const v = (y - inset) / (size - 2 * inset);
      // Storefront: awning stripes, a body, and a door.
      const inAwning = u > 0.18 && u < 0.82 && v > 0.22 && v < 0.38;
      const stripe = Math.floor((u - 0.18) / 0.08) % 2 === 0;
      const inBody = u > 0.24 && u < 0.76 && v >= 0.38 && v < 0.78;
      const inDoor = u > 0.43 && u < 0.57 && v > 0.55 && v < 0.78;
      let rgb: [number, number, number] = [79, 70, 229];
      if ((inAwning && stripe) || (inBody && !inDoor)) rgb = [255, 255, 255];
      else if (inAwning) rgb = [199, 210, 254];
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = rgb[0];
      raw[o + 1] = rgb[1];
      raw[o + 2] = rgb[2];
      raw[o + 3] = 255;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

writeFileSync('public/icons/icon-192.png', icon(192, 0));
writeFileSync('public/icons/icon-512.png', icon(512, 0));
// Maskable icons keep their drawing inside the central safe zone.
writeFileSync('public/icons/icon-512-maskable.png', icon(512, 0.12));
