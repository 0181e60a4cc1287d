// The customer messages' Functions, each declared once (src/domain/shared/function-spec.ts).
import { declareFunctions, PORTAL_CALLABLE } from '../shared/function-spec';

export const MESSAGE_FUNCTIONS = declareFunctions({
  markMessageReadSecure: PORTAL_CALLABLE,
  respondToMessageSecure: PORTAL_CALLABLE,
});
