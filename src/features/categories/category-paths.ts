// The category screens' addresses, from the route table (src/domain/shared/screens.ts).
import { screenPath, SCREENS } from '../../domain/shared/screens';

export const categoryPaths = {
  list: SCREENS.categories.path,
  add: SCREENS.categoryAdd.path,
  edit: (categoryId: string) => screenPath('categoryEdit', { categoryId }),
} as const;
