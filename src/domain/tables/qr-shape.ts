// A QR code's shape with lean-qr, which needs no DOM: the same encoder runs in
// the page (screen, one-code download), in the browser's sheet and in the
// Function that mails the sheet, so every copy of a table's code agrees.
import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';

/** Modules of white around a code: the quiet zone scanners need. */
export const QUIET_ZONE = 4;

export interface QrShape {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** SVG path of the dark modules, one unit per module. */
  path: string;
}

export function qrShape(text: string): QrShape {
  const code = generate(text);
  return { size: code.size, path: toSvgPath(code) };
}
