// The category screens' addresses (doc 2 §2), built in one place.
import { paths } from '../../config/paths';

export const categoryPaths = {
  list: paths.categories,
  add: `${paths.categories}/add`,
  edit: (categoryId: string) => `${paths.categories}/add/${encodeURIComponent(categoryId)}`,
} as const;
