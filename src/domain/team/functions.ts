// The team's Functions, each declared once (src/domain/shared/function-spec.ts).
import { declareFunctions, PAIRING_CALLABLE, PORTAL_CALLABLE } from '../shared/function-spec';

export const TEAM_FUNCTIONS = declareFunctions({
  inviteMemberSecure: PORTAL_CALLABLE,
  describeInvitationSecure: PORTAL_CALLABLE,
  acceptInvitationSecure: PORTAL_CALLABLE,
  revokeInvitationSecure: PORTAL_CALLABLE,
  /** The owner or a manager approves (or declines) a phone-only account's acceptance. */
  approveMemberSecure: PORTAL_CALLABLE,
  changeMemberRoleSecure: PORTAL_CALLABLE,
  removeMemberSecure: PORTAL_CALLABLE,
  createPairingCodeSecure: PORTAL_CALLABLE,
  /** A kitchen display, not signed in yet, trades its code for a sign-in token. */
  pairDeviceSecure: PAIRING_CALLABLE,
});
