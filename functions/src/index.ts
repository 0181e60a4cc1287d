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
