// Draws the app icons (a white storefront on indigo) as PNGs, with no image tools
// needed: run `npx tsx tools/make-icons.ts` after changing the design.
import '../scripts/lib/require-node.ts';
import { writeFileSync } from 'node:fs';
import { encodePng } from './lib/png';

function icon(size: number, padding: number): Buffer {
  const inset = size * padding;
  return encodePng(size, size, 4, (x, y) => {
    const u = (x - inset) / (size - 2 * inset);
    const v = (y - inset) / (size - 2 * inset);
    // Storefront: awning stripes, a body, and a door.
    const inAwning = u > 0.18 && u < 0.82 && v > 0.22 && v < 0.38;
    const stripe = Math.floor((u - 0.18) / 0.08) % 2 === 0;
    const inBody = u > 0.24 && u < 0.76 && v >= 0.38 && v < 0.78;
    const inDoor = u > 0.43 && u < 0.57 && v > 0.55 && v < 0.78;
    if ((inAwning && stripe) || (inBody && !inDoor)) return [255, 255, 255, 255];
    return inAwning ? [199, 210, 254, 255] : [79, 70, 229, 255];
  });
}

writeFileSync('public/icons/icon-192.png', icon(192, 0));
writeFileSync('public/icons/icon-512.png', icon(512, 0));
// Maskable icons keep their drawing inside the central safe zone.
writeFileSync('public/icons/icon-512-maskable.png', icon(512, 0.12));
