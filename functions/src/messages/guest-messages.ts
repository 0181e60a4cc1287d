// A guest's rating and message to the store after their order, from the
// table's page: a customerMessages document like any other, so it shows on
// /messages for the staff to read and answer. One per order, found by the
// order's public token (answered to that guest alone): the order flood limits
// of placeOrderSecure bound how many a script can send, and each connection's
// allowance (lib/guest-allowance.ts) what guessing tokens costs.
import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { DomainError } from '../../../src/domain/shared/errors';
import { ordering } from '../../../src/domain/shared/catalogue/ordering';
import { readGuestMessage } from '../../../src/domain/guest/guest-requests';
import { MESSAGE_SENT_FIELD } from '../../../src/domain/guest/public-order';
import { CUSTOMER_AUTHOR } from '../../../src/domain/orders/status-change';
import { MESSAGE_FUNCTIONS } from '../../../src/domain/messages/functions';
import { runOnce } from '../lib/exactly-once';
import { takeGuestCall } from '../lib/guest-allowance';
import { withoutSignIn } from '../lib/public-call';
import type { Implementations } from '../lib/deploy';

/** The Functions this module implements, by their declared names (src/domain/messages/functions.ts). */
export const GUEST_MESSAGE_HANDLERS = {
  sendGuestMessageSecure: withoutSignIn(async (data, caller) => {
    const request = readGuestMessage(data);
    if (!request.ok) throw new DomainError(request.code, request.message);
    const { storeId, token, commandId, rating, message } = request.value;
    const db = getFirestore();
    await takeGuestCall(db, caller.address);
    const viewRef = db.doc(`stores/${storeId}/publicOrders/${token}`);
    const once = await runOnce(
      { db, storeId, commandId, name: 'sendGuestMessageSecure', by: `${CUSTOMER_AUTHOR}:${token}`, sameSenderOnly: true },
      async (tx, now) => {
        const [view, store] = await tx.getAll(viewRef, db.doc(`stores/${storeId}`));
        if (!view!.exists || !store!.exists || store!.get('_deleted') === true) throw new DomainError('not-found', ordering.guestOrderNotFound);
        if (view!.get(MESSAGE_SENT_FIELD) === true) throw new DomainError('already-exists', ordering.messageAlreadySent);
        const table = Number(view!.get('tableNumber') ?? 0);
        const ref = db.collection(`stores/${storeId}/customerMessages`).doc();
        tx.create(ref, {
          id: ref.id,
          sellerId: String(store!.get('ownerId') ?? ''),
          tableId: `table_${table}`,
          orderId: String(view!.get('orderId') ?? ''),
          message: message ?? '',
          rating,
          customerInfo: { name: ordering.guestAt(table) },
          status: 'new',
          createdAt: Timestamp.now(),
          updatedAt: now,
          _deleted: false,
        });
        tx.set(viewRef, { [MESSAGE_SENT_FIELD]: true, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
        return { messageId: ref.id };
      },
    );
    return once.result;
  }),
} satisfies Partial<Implementations<typeof MESSAGE_FUNCTIONS>>;
