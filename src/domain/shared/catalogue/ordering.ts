// Words of the order commands the spec does not give: how customer orders are
// refused (placeOrderSecure) and the server's own order refusals.
// Spec texts for orders stay in operations.ts (`orders`).
export const ordering = {
  linkNotFound: 'This table link is not valid. Please scan the QR code at your table again.',
  /** A table link replaced by a new code (rotated): our words, the spec has none. */
  linkRetired: 'This code is no longer in use. Please scan the QR code at your table again or ask a member of staff.',
  linkInactive: 'This table is not taking orders right now. Please ask a member of staff.',
  orderingOff: 'This restaurant is not taking orders online right now. Please ask a member of staff.',
  /** Our words: a table link, or a guest's connection, with many orders the staff have not confirmed yet. */
  tablePaused: 'This table has several orders waiting for the staff to confirm them. Please wait a moment, or ask a member of staff.',
  addressPaused: 'Several orders from your connection are waiting for the staff to confirm them. Please wait a moment, or ask a member of staff.',
  itemUnknown: 'An item in your order is no longer on the menu. Please refresh the menu and try again.',
  itemUnavailable: (name: string) => `${name} is not available right now. Please remove it and try again.`,
  quantityRange: (min: number, max: number) => `Each quantity must be a whole number from ${min} to ${max}.`,
  tooManyLines: (max: number) => `An order can hold at most ${max} lines.`,
  notesTooLong: (max: number) => `Notes must be ${max} characters or fewer.`,
  /** Our words: a gratuity rate the store's settings do not offer (src/domain/guest/gratuity.ts). */
  gratuityNotOffered: 'This tip is not one the restaurant offers. Please choose another.',
  /** Our words, for the guest's page after the order (src/domain/guest/guest-requests.ts). */
  guestOrderNotFound: 'This order could not be found. Please ask a member of staff.',
  cancelNotOffered: 'This restaurant does not take cancellations online. Please ask a member of staff.',
  cancelTooLate: 'The restaurant has already confirmed this order, so it can no longer be cancelled here. Please ask a member of staff.',
  /** The reason a guest's own cancellation records in the order's history. */
  cancelledByGuest: 'Cancelled by the guest',
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  messageTooLong: (max: number) => `Your message must be ${max} characters or fewer.`,
  /** Who a guest's message is from, on /messages: their table (0 is the counter). */
  guestAt: (table: number) => (table === 0 ? 'Guest at the counter' : `Guest at table ${table}`),
  messageAlreadySent: 'You have already sent a message about this order. Thank you!',
  unreadable: 'The order could not be read. Please refresh the page and try again.',
  commandIdRequired: 'A command id is required',
  commandIdReused: 'This command id was already used for another request.',
  setForbidden: 'Only owners and managers can set an order to any status.',
  unknownMode: "The status change mode must be 'advance' or 'set'.",
} as const;
