/** Route paths, in one place (doc 1 §2.1). */
export const paths = {
  login: '/login',
  storeSelection: '/store-selection',
  setupWizard: '/setup-wizard',
  dashboard: '/',
  orderSummary: '/order-summary',
  menu: '/menu',
  categories: '/categories',
  orders: '/orders',
  kitchen: '/kitchen',
  messages: '/messages',
  preview: '/preview',
  store: '/store',
  settings: '/settings',
  help: '/help',
  addPhoto: '/menu/add-photo',
} as const;

/** The review of a menu read from an upload: the history and the dashboard link to it. */
export const menuImportReviewPath = (uploadId: string) => `/menu/import/${encodeURIComponent(uploadId)}`;
