// The customer messages' Functions, each declared once (src/domain/shared/function-spec.ts).
import { CUSTOMER_CALLABLE, declareFunctions, PORTAL_CALLABLE } from '../shared/function-spec';

export const MESSAGE_FUNCTIONS = declareFunctions({
  markMessageReadSecure: PORTAL_CALLABLE,
  respondToMessageSecure: PORTAL_CALLABLE,
  /** A guest's rating and message after their order, from the table's page: one per order, by its public token. */
  sendGuestMessageSecure: CUSTOMER_CALLABLE,
});
