// The seller's order commands, declared once: payload, callable, description,
// touched rows, absorption and how each shows before it lands. Built by ./order-commands.ts; the rules they
// follow are ./status-change.ts's. (placeOrderSecure is the customer's, no command.)
import * as v from 'valibot';
import { IN_NO_LIST, type CommandSpecs, type Landing, type ListEdit, type ViewedOrder } from '../shared/command-spec';
import { MESSAGES } from '../shared/messages';
import { clientId, distinct, type PayloadOf } from '../shared/payload-schema';
import { ORDER_BULK_LIMIT } from './order-limits';
import { DEFAULT_STATUS_CHANGE_MODE, planStatusChange, STATUS_CHANGE_MODES, type StatusChangeMode } from './status-change';
import { ORDER_FUNCTIONS } from './functions';

const M = MESSAGES.orders;
/** No status is longer: a longer one is refused, and named cut, before anything is read. */
const MAX_STATUS_LENGTH = 40;

/**
 * The status asked for: a text of at most MAX_STATUS_LENGTH, refused with the
 * order rules' words. Which statuses exist is planStatusChange's rule, judged
 * against the order.
 */
const invalidStatus = (issue: v.BaseIssue<unknown>) =>
  M.invalidStatus(typeof issue.input === 'string' ? issue.input.slice(0, MAX_STATUS_LENGTH) : String(issue.input));
const requestedStatus = v.pipe(v.string(invalidStatus), v.maxLength(MAX_STATUS_LENGTH, invalidStatus));

/** Seller notes or a cancel reason: a text or nothing (null on the wire); its length is readNotes' rule. */
const sellerNotes = v.pipe(v.nullish(v.string(MESSAGES.ordering.unreadable)), v.transform((notes) => notes ?? undefined));

/** A status change's payload, `failure` for a missing field. doc 1 §7.1 names the status newStatus, doc 2 §7 status: both are read. */
function statusChange<E extends v.ObjectEntries>(entries: E, failure: string) {
  return v.pipe(
    v.looseObject({}, failure),
    v.transform((data) => ({ ...data, newStatus: data.newStatus ?? data.status })),
    v.object(entries, failure),
  );
}

/** A bulk list of orders: its size first, so 10,000 ids are refused without reading them; each id once. */
const orderIds = (failure: string) =>
  v.pipe(
    v.array(v.unknown(), failure),
    v.minLength(1, M.noneSelected),
    v.maxLength(ORDER_BULK_LIMIT, M.bulkLimit(ORDER_BULK_LIMIT)),
    v.array(clientId(failure), failure),
    v.check(distinct, failure),
  );

/**
 * Each command's payload (the callable's data but storeId and commandId), as
 * the Functions parse it; any other field is ignored. The notes' length and
 * the status rules are readNotes' and planStatusChange's, judged next.
 */
export const ORDER_PAYLOADS = {
  /**
   * One order's status (doc 1 §7.1's names). `mode` says which rule applies
   * (src/domain/orders/status-change.ts), an advance when not named;
   * sellerNotes carries a cancel reason.
   */
  'order.updateStatus': statusChange(
    {
      orderId: clientId(M.updateStatusFailed),
      newStatus: requestedStatus,
      mode: v.optional(v.picklist(STATUS_CHANGE_MODES, MESSAGES.ordering.unknownMode), DEFAULT_STATUS_CHANGE_MODE),
      sellerNotes,
    },
    M.updateStatusFailed,
  ),
  /** The bulk bar: sets any status on up to 50 orders, in one command. */
  'order.bulkUpdateStatus': statusChange(
    { orderIds: orderIds(M.bulkUpdateFailed), newStatus: requestedStatus, sellerNotes },
    M.bulkUpdateFailed,
  ),
  /** Tombstones up to 50 orders. */
  'order.bulkDelete': v.object({ orderIds: orderIds(M.bulkDeleteFailed) }, M.bulkDeleteFailed),
  /** 'Add Example Order'; the id is client-made so the order can show before it lands (the server makes one when none is sent). */
  'order.createExample': v.object({ orderId: v.optional(clientId(M.exampleFailed)) }, M.exampleFailed),
};

export type OrderPayloads = { [T in keyof typeof ORDER_PAYLOADS]: PayloadOf<(typeof ORDER_PAYLOADS)[T]> };

/** Orders are judged by their stamps, each one: a bulk change skips some. */
const stampedOrders = (ids: readonly string[], at: Landing) => ids.every((id) => at.stamped(at.replica.orders?.get(id)));
/** The example order's id: the device always names it; a call without one leaves the server to. */
const exampleIds = (payload: OrderPayloads['order.createExample']) => (payload.orderId === undefined ? [] : [payload.orderId]);
const spaced = (status: string) => status.replace(/_/g, ' ');

/**
 * A status change laid over an order as the server plans it, against the
 * order as this device sees it then: a change another device made first wins
 * here as it will on the server, and one the rules refuse shows nothing.
 */
function showStatus(list: ListEdit<ViewedOrder>, id: string, to: string, mode: StatusChangeMode, sellerNotes: string | undefined): void {
  const order = list.get(id);
  if (!order || !list.open(id)) return;
  const planned = planStatusChange(order, { to, mode, sellerNotes, canSetAny: true });
  if (!planned.ok || planned.value === null) return;
  const { patch, entry } = planned.value;
  // The history shows the change at once, as this device's ('you') until the server's line, with the name, is pulled.
  const line = { ...entry, at: list.queuedAt ?? order.createdAt, by: '', local: true };
  const next: ViewedOrder = { ...order, status: patch.status, statusHistory: [...(order.statusHistory ?? []), line] };
  if (patch.sellerNotes !== undefined) {
    if (patch.sellerNotes) next.sellerNotes = patch.sellerNotes;
    else delete next.sellerNotes;
  }
  list.put(next);
}

/** The status a status change asks for, as the Functions judge its permission: from the data as sent (doc 2 names it `status`). */
function askedStatus(payload: object): unknown {
  const sent = payload as { newStatus?: unknown; status?: unknown };
  return sent.newStatus ?? sent.status;
}

export const ORDER_COMMANDS: CommandSpecs<OrderPayloads> = {
  'order.updateStatus': {
    payload: ORDER_PAYLOADS['order.updateStatus'],
    callable: ORDER_FUNCTIONS.updateOrderStatusSecure,
    // The kitchen moves orders forward; cancelling one is the floor's (staff and above).
    permission: (c) => (askedStatus(c.payload) === 'cancelled' ? 'orders' : 'kitchen'),
    describe: (c) => `Set order ${c.payload.orderId.slice(0, 8)} to ${spaced(c.payload.newStatus)}`,
    touches: (c) => ({ orders: [c.payload.orderId] }),
    absorbed: (c, at) => stampedOrders([c.payload.orderId], at),
    overlay: {
      orders: (c, list) => showStatus(list, c.payload.orderId, c.payload.newStatus, c.payload.mode, c.payload.sellerNotes),
    },
  },
  'order.bulkUpdateStatus': {
    payload: ORDER_PAYLOADS['order.bulkUpdateStatus'],
    callable: ORDER_FUNCTIONS.bulkUpdateOrderStatusSecure,
    permission: () => 'orders',
    describe: (c) => `Set ${c.payload.orderIds.length} orders to ${spaced(c.payload.newStatus)}`,
    touches: (c) => ({ orders: c.payload.orderIds }),
    absorbed: (c, at) => stampedOrders(c.payload.orderIds, at),
    overlay: {
      orders: (c, list) => {
        for (const id of c.payload.orderIds) showStatus(list, id, c.payload.newStatus, 'set', c.payload.sellerNotes);
      },
    },
  },
  'order.bulkDelete': {
    payload: ORDER_PAYLOADS['order.bulkDelete'],
    callable: ORDER_FUNCTIONS.bulkDeleteOrdersSecure,
    permission: () => 'orderRecords',
    describe: (c) => `Delete ${c.payload.orderIds.length} orders`,
    touches: (c) => ({ orders: c.payload.orderIds }),
    // Deleted orders leave the replica; absence proves nothing: the TTL ends it.
    absorbed: () => false,
    overlay: {
      orders: (c, list) => {
        for (const id of c.payload.orderIds) list.delete(id);
      },
    },
  },
  'order.createExample': {
    payload: ORDER_PAYLOADS['order.createExample'],
    callable: ORDER_FUNCTIONS.createExampleOrderSecure,
    permission: () => 'orderRecords',
    describe: () => 'Add an example order',
    touches: (c) => ({ orders: exampleIds(c.payload) }),
    absorbed: (c, at) => stampedOrders(exampleIds(c.payload), at),
    // The server writes the example order; it shows once pulled.
    overlay: IN_NO_LIST,
  },
};
