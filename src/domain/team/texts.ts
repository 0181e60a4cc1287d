// The team's words: members, invitations, kitchen displays and the refusals a
// role meets. The spec knows only OWNER and MANAGER (doc 1 §6); these texts are
// ours, written in its voice (docs/decisions.md, 'The team').
export const team = {
  title: 'Team',
  roleNames: {
    OWNER: 'Owner',
    MANAGER: 'Manager',
    STAFF: 'Staff',
    KITCHEN: 'Kitchen',
  },
  roleDescriptions: {
    OWNER: 'Everything, including the team',
    MANAGER: 'Everything except changing the owner or other managers',
    STAFF: 'Orders, kitchen, messages and dish availability',
    KITCHEN: 'The kitchen board only',
  },
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a single valid email address',
  roleRequired: 'Choose a role',
  roleNotYours: 'You cannot give a role equal to or above your own',
  memberNotYours: 'You can only change members whose role is below your own',
  ownerStays: "The store's owner cannot be removed or changed",
  alreadyMember: 'This person is already a member of the store',
  alreadyInvited: 'This email already has a pending invitation',
  membersFull: 'A store can have at most {max} members',
  devicesFull: 'A store can have at most {max} kitchen displays',
  invitationExpired: 'This invitation has expired. Ask the store for a new one.',
  invitationUsed: 'This invitation has already been used.',
  invitationRevoked: 'This invitation was withdrawn by the store.',
  invitationNotFound: 'This invitation does not exist. Check the link in your email.',
  invitationOtherEmail: 'This invitation is for {email}. Sign in with that address to accept it.',
  removed: 'You are no longer a member of this store.',
  forbidden: 'Your role ({role}) cannot do this. Ask the store owner or a manager.',
  screenForbidden: 'Your role ({role}) cannot open this screen.',
  pairingExpired: 'This pairing code has expired. Show a new code on the owner screen.',
  pairingInvalid: 'This pairing code is not valid.',
} as const;
