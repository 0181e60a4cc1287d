// The categories' Functions, each declared once (src/domain/shared/function-spec.ts).
import { declareFunctions, PORTAL_CALLABLE } from '../shared/function-spec';

export const CATEGORY_FUNCTIONS = declareFunctions({
  addCategorySecure: PORTAL_CALLABLE,
  updateCategorySecure: PORTAL_CALLABLE,
  deleteCategorySecure: PORTAL_CALLABLE,
  bulkUpdateCategoriesSecure: PORTAL_CALLABLE,
  reorderCategoriesSecure: PORTAL_CALLABLE,
  setCategoryMenuItemsSecure: PORTAL_CALLABLE,
});
