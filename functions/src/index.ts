import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { createStoreForCurrentUser } from './stores';
export { completeStoreOnboarding, upsertUserProfile } from './users';
export {
  addCategorySecure,
  bulkUpdateCategoriesSecure,
  deleteCategorySecure,
  reorderCategoriesSecure,
  updateCategorySecure,
} from './categories';
export {
  addMenuItemSecure,
  bulkUpdateMenuItemsSecure,
  deleteMenuItemSecure,
  reorderMenuItemsSecure,
  updateMenuItemSecure,
} from './menu-items';
export { setCategoryMenuItemsSecure } from './category-membership';
export {
  bulkDeleteOrdersSecure,
  bulkUpdateOrderStatusSecure,
  createExampleOrderSecure,
  updateOrderStatusSecure,
} from './orders';
export { placeOrderSecure } from './place-order';
export { getTableLinkSecure, updateTableCountSecure } from './tables';
export { rotateTableLinkSecure } from './table-link-rotation';
export { submitFeedbackSecure } from './feedback';
export { updateStoreSettingsSecure } from './store-settings';
export { rebuildRollupsOnTimeZoneChange, updateStoreTimeZoneSecure } from './store-time-zone';
export { markMessageReadSecure, respondToMessageSecure } from './customer-messages';
export { translateStoreText } from './translate';
export { applyTranslationsSecure } from './translations-apply';
export { processQrGenerationOnCreate, requestQrDeliverySecure } from './qr-delivery';
export { deleteMenuUploadSecure, deprecateMenuUploadSecure, publishMenuUploadSecure, recordMenuUploadSecure } from './uploads';
export { readMenuAgain, readUploadedMenu } from './menu-import/trigger';
export { readMenuUploadAgainSecure } from './menu-import/read-again';
export { sweepStaleWorkScheduled } from './stale-work';
export { deleteUnrecordedImportFilesScheduled } from './menu-import/unrecorded-sweep';
export { foldRollupsScheduled } from './rollup-fold';
export { acceptInvitationSecure, describeInvitationSecure, inviteMemberSecure, revokeInvitationSecure } from './team/invitations';
export { changeMemberRoleSecure, removeMemberSecure } from './team/members';
export { createPairingCodeSecure, pairDeviceSecure } from './team/devices';
