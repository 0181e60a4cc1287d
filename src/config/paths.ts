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
} as const;
