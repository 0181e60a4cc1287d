// The orders' Functions, each declared once (src/domain/shared/function-spec.ts).
import { declareFunctions, CUSTOMER_CALLABLE, PORTAL_CALLABLE } from '../shared/function-spec';

export const ORDER_FUNCTIONS = declareFunctions({
  updateOrderStatusSecure: PORTAL_CALLABLE,
  bulkUpdateOrderStatusSecure: PORTAL_CALLABLE,
  bulkDeleteOrdersSecure: PORTAL_CALLABLE,
  createExampleOrderSecure: PORTAL_CALLABLE,
  /** A guest's basket, sent from the table's page: no account, the customers' App Check. */
  placeOrderSecure: CUSTOMER_CALLABLE,
  /** A guest cancels their own order before the staff confirm it, when the store allows it; by the order's public token. */
  cancelGuestOrderSecure: CUSTOMER_CALLABLE,
});
