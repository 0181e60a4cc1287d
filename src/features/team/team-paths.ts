export const teamPaths = { join: '/join/:storeId/:invitationId' } as const;
