// The tables' Functions, each declared once (src/domain/shared/function-spec.ts).
import { declareFunctions, PORTAL_CALLABLE, TRIGGER } from '../shared/function-spec';

export const TABLE_FUNCTIONS = declareFunctions({
  updateTableCountSecure: PORTAL_CALLABLE,
  /** A table's link, made when first asked for (online only). */
  getTableLinkSecure: PORTAL_CALLABLE,
  /** A new link for one table, online only: the old one stops at once. */
  rotateTableLinkSecure: PORTAL_CALLABLE,
  requestQrDeliverySecure: PORTAL_CALLABLE,
  /** Sends a requested QR sheet by e-mail. */
  processQrGenerationOnCreate: TRIGGER,
});
