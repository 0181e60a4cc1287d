// The deployed Functions: every declaration of src/domain/sync/functions.ts
// with its implementation, exported under its declared name. Firebase finds
// the Functions among this module's exports, so the names come from the
// declarations alone (lib/deploy.ts); a declaration without an implementation
// does not compile, and an implementation without a declaration stops the
// Functions loading.
// First: the options every Function is defined with (the ceiling of instances).
import './lib/global-options';
import { initializeApp } from 'firebase-admin/app';
import { FUNCTIONS } from '../../src/domain/sync/functions';
import { ROLLUP_FOLD_HANDLERS } from './analytics/rollup-fold';
import { CATEGORY_HANDLERS } from './categories/categories';
import { CATEGORY_MEMBERSHIP_HANDLERS } from './categories/category-membership';
import { FEEDBACK_HANDLERS } from './help/feedback';
import { deployFunctions } from './lib/deploy';
import { STALE_WORK_HANDLERS } from './lib/stale-work';
import { MENU_ITEM_HANDLERS } from './menu/menu-items';
import { TRANSLATE_HANDLERS } from './menu/translate';
import { TRANSLATIONS_APPLY_HANDLERS } from './menu/translations-apply';
import { READ_AGAIN_HANDLERS } from './menu-import/read-again';
import { READING_TRIGGER_HANDLERS } from './menu-import/trigger';
import { UNRECORDED_SWEEP_HANDLERS } from './menu-import/unrecorded-sweep';
import { UPLOAD_HANDLERS } from './menu-import/uploads';
import { CUSTOMER_MESSAGE_HANDLERS } from './messages/customer-messages';
import { GUEST_MESSAGE_HANDLERS } from './messages/guest-messages';
import { GUEST_ORDER_HANDLERS } from './orders/guest-orders';
import { PUBLISH_LINK_HANDLERS } from './guest/publish-link';
import { PUBLISH_MENU_HANDLERS } from './guest/publish-menu';
import { ORDER_HANDLERS } from './orders/orders';
import { PLACE_ORDER_HANDLERS } from './orders/place-order';
import { USER_HANDLERS } from './session/users';
import { STORE_SETTINGS_HANDLERS } from './store/store-settings';
import { STORE_TIME_ZONE_HANDLERS } from './store/store-time-zone';
import { STORE_CREATION_HANDLERS } from './store/stores';
import { QR_DELIVERY_HANDLERS } from './tables/qr-delivery';
import { TABLE_LINK_ROTATION_HANDLERS } from './tables/table-link-rotation';
import { TABLE_HANDLERS } from './tables/tables';
import { APPROVAL_HANDLERS } from './team/approvals';
import { DEVICE_HANDLERS } from './team/devices';
import { INVITATION_HANDLERS } from './team/invitations';
import { MEMBER_HANDLERS } from './team/members';

initializeApp();

module.exports = deployFunctions(FUNCTIONS, {
  ...ROLLUP_FOLD_HANDLERS,
  ...CATEGORY_HANDLERS,
  ...CATEGORY_MEMBERSHIP_HANDLERS,
  ...FEEDBACK_HANDLERS,
  ...STALE_WORK_HANDLERS,
  ...MENU_ITEM_HANDLERS,
  ...TRANSLATE_HANDLERS,
  ...TRANSLATIONS_APPLY_HANDLERS,
  ...READ_AGAIN_HANDLERS,
  ...READING_TRIGGER_HANDLERS,
  ...UNRECORDED_SWEEP_HANDLERS,
  ...UPLOAD_HANDLERS,
  ...CUSTOMER_MESSAGE_HANDLERS,
  ...GUEST_MESSAGE_HANDLERS,
  ...GUEST_ORDER_HANDLERS,
  ...PUBLISH_LINK_HANDLERS,
  ...PUBLISH_MENU_HANDLERS,
  ...ORDER_HANDLERS,
  ...PLACE_ORDER_HANDLERS,
  ...USER_HANDLERS,
  ...STORE_SETTINGS_HANDLERS,
  ...STORE_TIME_ZONE_HANDLERS,
  ...STORE_CREATION_HANDLERS,
  ...QR_DELIVERY_HANDLERS,
  ...TABLE_LINK_ROTATION_HANDLERS,
  ...TABLE_HANDLERS,
  ...APPROVAL_HANDLERS,
  ...DEVICE_HANDLERS,
  ...INVITATION_HANDLERS,
  ...MEMBER_HANDLERS,
});
