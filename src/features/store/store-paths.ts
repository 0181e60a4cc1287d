export const storePaths = { info: '/store', update: '/store/update' } as const;
