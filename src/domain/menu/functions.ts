// The menu's Functions, each declared once (src/domain/shared/function-spec.ts).
import { declareFunctions, PORTAL_CALLABLE } from '../shared/function-spec';

export const MENU_FUNCTIONS = declareFunctions({
  addMenuItemSecure: PORTAL_CALLABLE,
  updateMenuItemSecure: PORTAL_CALLABLE,
  deleteMenuItemSecure: PORTAL_CALLABLE,
  bulkUpdateMenuItemsSecure: PORTAL_CALLABLE,
  reorderMenuItemsSecure: PORTAL_CALLABLE,
  /** Machine translation of one text, asked online (never queued). */
  translateStoreText: PORTAL_CALLABLE,
  applyTranslationsSecure: PORTAL_CALLABLE,
});
