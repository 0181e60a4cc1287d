import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { createStoreForCurrentUser } from './store/stores';
export { completeStoreOnboarding, upsertUserProfile } from './session/users';
export {
  addCategorySecure,
  bulkUpdateCategoriesSecure,
  deleteCategorySecure,
  reorderCategoriesSecure,
  updateCategorySecure,
} from './categories/categories';
export {
  addMenuItemSecure,
  bulkUpdateMenuItemsSecure,
  deleteMenuItemSecure,
  reorderMenuItemsSecure,
  updateMenuItemSecure,
} from './menu/menu-items';
export { setCategoryMenuItemsSecure } from './categories/category-membership';
export {
  bulkDeleteOrdersSecure,
  bulkUpdateOrderStatusSecure,
  createExampleOrderSecure,
  updateOrderStatusSecure,
} from './orders/orders';
export { placeOrderSecure } from './orders/place-order';
export { getTableLinkSecure, updateTableCountSecure } from './tables/tables';
export { rotateTableLinkSecure } from './tables/table-link-rotation';
export { submitFeedbackSecure } from './help/feedback';
export { updateStoreSettingsSecure } from './store/store-settings';
export { rebuildRollupsOnTimeZoneChange, updateStoreTimeZoneSecure } from './store/store-time-zone';
export { markMessageReadSecure, respondToMessageSecure } from './messages/customer-messages';
export { translateStoreText } from './menu/translate';
export { applyTranslationsSecure } from './menu/translations-apply';
export { processQrGenerationOnCreate, requestQrDeliverySecure } from './tables/qr-delivery';
export { deleteMenuUploadSecure, deprecateMenuUploadSecure, publishMenuUploadSecure, recordMenuUploadSecure } from './menu-import/uploads';
export { readMenuAgain, readUploadedMenu } from './menu-import/trigger';
export { readMenuUploadAgainSecure } from './menu-import/read-again';
export { sweepStaleWorkScheduled } from './lib/stale-work';
export { deleteUnrecordedImportFilesScheduled } from './menu-import/unrecorded-sweep';
export { foldRollupsScheduled } from './analytics/rollup-fold';
export { acceptInvitationSecure, describeInvitationSecure, inviteMemberSecure, revokeInvitationSecure } from './team/invitations';
export { changeMemberRoleSecure, removeMemberSecure } from './team/members';
export { createPairingCodeSecure, pairDeviceSecure } from './team/devices';
