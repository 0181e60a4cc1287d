// A table's code on this device: the shared encoder (src/domain/tables/qr-shape.ts)
// and the customer host from the build's configuration.
import { generate } from 'lean-qr';
import { toSvgSource } from 'lean-qr/extras/svg';
import { config } from '../../config/env';
import { QUIET_ZONE } from '../../domain/tables/qr-shape';
import { customerLink } from '../../domain/tables/preview-validation';

export { QUIET_ZONE, qrShape } from '../../domain/tables/qr-shape';

/** A standalone SVG file of the code, white quiet zone included. */
export function qrSvgFile(text: string): string {
  return toSvgSource(generate(text), { on: 'black', off: 'white', pad: QUIET_ZONE, scale: 8, xmlDeclaration: true });
}

/** The link a table's code carries: {customer-host}/t/{linkId}. */
export function tableLink(linkId: string): string {
  return customerLink(config.customerHost, linkId);
}
