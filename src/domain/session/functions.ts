// The signed-in user's Functions, each declared once (src/domain/shared/function-spec.ts).
import { declareFunctions, PORTAL_CALLABLE } from '../shared/function-spec';

export const SESSION_FUNCTIONS = declareFunctions({
  upsertUserProfile: PORTAL_CALLABLE,
  completeStoreOnboarding: PORTAL_CALLABLE,
});
