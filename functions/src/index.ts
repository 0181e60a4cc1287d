import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { createStoreForCurrentUser } from './stores';
export {
  addCategorySecure,
  bulkUpdateCategoriesSecure,
  deleteCategorySecure,
  reorderCategoriesSecure,
  updateCategorySecure,
} from './categories';
