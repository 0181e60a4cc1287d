// The help Functions, each declared once (src/domain/shared/function-spec.ts).
import { declareFunctions, PORTAL_CALLABLE } from '../shared/function-spec';

export const HELP_FUNCTIONS = declareFunctions({
  submitFeedbackSecure: PORTAL_CALLABLE,
});
