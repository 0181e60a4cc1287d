// Limits of the order commands. All ours, chosen in docs/decisions.md.

/**
 * Orders one bulk status change or bulk delete may name. The spec gives bulk
 * order actions no cap (doc 1 §5's 50 is the menu's bulk update): this is the
 * orders' own, at the same 50, so changing the menu's never moves it.
 */
export const ORDER_BULK_LIMIT = 50;
/** Lines of one customer order; each line is one dish and its quantity. */
export const ORDER_MAX_LINES = 50;
export const ORDER_MIN_QUANTITY = 1;
export const ORDER_MAX_QUANTITY = 99;
/** Customer notes, seller notes and cancel reasons. */
export const ORDER_NOTES_MAX = 500;
/**
 * placeOrderSecure per table link: at most this many new orders in the window
 * (a sliding window; replays of a command do not count). Generous enough for a
 * table ordering round after round and for the simulator and bench rushes,
 * tight enough that a script looping on one QR code cannot flood the kitchen.
 */
export const PLACE_ORDER_RATE_LIMIT = 10;
export const PLACE_ORDER_RATE_WINDOW_MS = 60_000;
