export const teamPaths = { join: '/join/:storeId/:invitationId', pair: '/pair' } as const;
