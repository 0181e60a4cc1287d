export const settingsPaths = { view: '/settings', update: '/settings/update' } as const;
