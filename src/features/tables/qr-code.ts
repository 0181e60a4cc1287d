// A table's QR code: its customer link, encoded with lean-qr, which needs no
// DOM (it runs in a worker or in the sheet's code alike). One encoder for the
// screen, the one-code download and the printable sheet, so all three agree.
import { generate } from 'lean-qr';
import { toSvgPath, toSvgSource } from 'lean-qr/extras/svg';
import { config } from '../../config/env';
import { customerLink } from '../../domain/validation/preview';

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

/** A standalone SVG file of the code, white quiet zone included. */
export function qrSvgFile(text: string): string {
  return toSvgSource(generate(text), { on: 'black', off: 'white', pad: QUIET_ZONE, scale: 8, xmlDeclaration: true });
}

/** The link a table's code carries: {customer-host}/t/{linkId}. */
export function tableLink(linkId: string): string {
  return customerLink(config.customerHost, linkId);
}
