// The table commands, declared once: payload, callable, description, touched
// rows, absorption and how each shows before it lands. Built by ./table-commands.ts and ./qr-delivery.ts.
import * as v from 'valibot';
import { IN_NO_LIST, TOUCHES_NOTHING, type CommandSpecs } from '../shared/command-spec';
import { MESSAGES } from '../shared/messages';
import { clientId, required, type PayloadOf } from '../shared/payload-schema';
import { toNumber } from '../shared/validation-result';
import { deliveryFailure } from './qr-validation';
import { TABLE_FUNCTIONS } from './functions';

const Q = MESSAGES.qr;

/** A detail of a delivery form: a text, or absent, which reads as empty and fails the form's rule with its words. */
const detail = (failure: string) => v.optional(v.string(failure), '');
const A = Q.addressIncomplete;
/** Each way of delivery's details, in its form's shape (absent details read as empty); a wrong one is refused with the form's words. */
const DELIVERY_DETAILS = {
  email: v.optional(v.object({ email: detail(Q.invalidEmail) }, Q.invalidEmail), {}),
  phone: v.optional(v.object({ phone: detail(Q.invalidPhone) }, Q.invalidPhone), {}),
  mail: v.optional(
    v.object({ address: v.optional(v.object({ street: detail(A), city: detail(A), state: detail(A), zip: detail(A) }, A), {}) }, A),
    {},
  ),
};

/** A delivery request by `method`: its details, then the record's client-made id (its way of delivery's failure text). */
function deliveryRequest<M extends keyof typeof DELIVERY_DETAILS>(method: M) {
  return v.object(
    { deliveryMethod: v.literal(method), deliveryDetails: DELIVERY_DETAILS[method], generationId: clientId(deliveryFailure(method)) },
    deliveryFailure(method),
  );
}

/**
 * Each command's payload (the callable's data but storeId and commandId), as
 * the Functions parse it; any other field is ignored. The count's range and
 * the delivery forms' rules (readTableCount, validateDelivery) are judged next.
 */
export const TABLE_PAYLOADS = {
  /**
   * The store's table count (1..100): links table_1..table_N active, those
   * above deactivated. A number, or its text; anything else, or none, is no
   * valid count.
   */
  'tables.setCount': v.object(
    {
      newTableCount: required(
        v.pipe(
          v.union([v.number(Q.invalidTableCount), v.string(Q.invalidTableCount)], Q.invalidTableCount),
          v.transform((count: number | string) => toNumber(count)),
        ),
      ),
    },
    Q.updateCountFailed,
  ),
  /**
   * A QR delivery request (doc 2 §3 QR generation record): recorded as
   * stores/{storeId}/qrCodeGenerations/{generationId}, then processed by a
   * Function. A way of delivery not offered is no request at all.
   */
  'qr.requestDelivery': v.variant('deliveryMethod', [deliveryRequest('email'), deliveryRequest('phone'), deliveryRequest('mail')], Q.generateFailed),
};

export type TablePayloads = { [T in keyof typeof TABLE_PAYLOADS]: PayloadOf<(typeof TABLE_PAYLOADS)[T]> };

export const TABLE_COMMANDS: CommandSpecs<TablePayloads> = {
  'tables.setCount': {
    payload: TABLE_PAYLOADS['tables.setCount'],
    callable: TABLE_FUNCTIONS.updateTableCountSecure,
    permission: () => 'tables',
    describe: (c) => `Set the table count to ${c.payload.newTableCount}`,
    // The links are not replicated as rows the overlay reads; the store document is.
    touches: TOUCHES_NOTHING,
    // The store document is stamped in the same commit as the links.
    absorbed: (_c, at) => at.stamped(at.replica.store),
    overlay: IN_NO_LIST,
  },
  'qr.requestDelivery': {
    payload: TABLE_PAYLOADS['qr.requestDelivery'],
    callable: TABLE_FUNCTIONS.requestQrDeliverySecure,
    permission: () => 'tables',
    describe: (c) => `Request QR codes by ${c.payload.deliveryMethod === 'phone' ? 'SMS' : c.payload.deliveryMethod}`,
    touches: TOUCHES_NOTHING,
    // No replica row shows the request: once delivered, it is done.
    absorbed: () => true,
    overlay: IN_NO_LIST,
  },
};
