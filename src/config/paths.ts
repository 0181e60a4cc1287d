// Route paths: the shell's screens are the route table's (src/domain/shared/screens.ts);
// the screens outside the shell (sign-in, store selection, the wizard) are named here.
import { screenPath, SCREENS } from '../domain/shared/screens';

export const paths = {
  login: '/login',
  storeSelection: '/store-selection',
  setupWizard: '/setup-wizard',
  dashboard: SCREENS.dashboard.path,
  orderSummary: SCREENS.orderSummary.path,
  menu: SCREENS.menu.path,
  categories: SCREENS.categories.path,
  orders: SCREENS.orders.path,
  kitchen: SCREENS.kitchen.path,
  messages: SCREENS.messages.path,
  preview: SCREENS.preview.path,
  store: SCREENS.store.path,
  settings: SCREENS.settings.path,
  help: SCREENS.help.path,
  addPhoto: SCREENS.menuAddPhoto.path,
} as const;

/** The review of a menu read from an upload: the history and the dashboard link to it. */
export const menuImportReviewPath = (uploadId: string) => screenPath('menuImportReview', { uploadId });
