// The table commands, declared once: payload, callable, description, touched
// rows, absorption and how each shows before it lands. Built by ./table-commands.ts and ./qr-delivery.ts.
import { IN_NO_LIST, TOUCHES_NOTHING, type CommandSpecs } from '../shared/command-spec';
import type { QrDeliveryDetails, QrDeliveryMethod } from '../shared/entities';
import { TABLE_FUNCTIONS } from './functions';

export interface TablePayloads {
  /** The store's table count (1..100): links table_1..table_N active, those above deactivated. */
  'tables.setCount': { newTableCount: number };
  /**
   * A QR delivery request (doc 2 §3 QR generation record): recorded as
   * stores/{storeId}/qrCodeGenerations/{generationId}, then processed by a Function.
   */
  'qr.requestDelivery': { generationId: string; deliveryMethod: QrDeliveryMethod; deliveryDetails: QrDeliveryDetails };
}

export const TABLE_COMMANDS: CommandSpecs<TablePayloads> = {
  'tables.setCount': {
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
    callable: TABLE_FUNCTIONS.requestQrDeliverySecure,
    permission: () => 'tables',
    describe: (c) => `Request QR codes by ${c.payload.deliveryMethod === 'phone' ? 'SMS' : c.payload.deliveryMethod}`,
    touches: TOUCHES_NOTHING,
    // No replica row shows the request: once delivered, it is done.
    absorbed: () => true,
    overlay: IN_NO_LIST,
  },
};
