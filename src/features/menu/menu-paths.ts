// The menu feature's routes (doc 2 §2), with the older spellings the route
// table still recognises (doc 1 §2.1).
export const menuPaths = {
  list: '/menu',
  addMethod: '/menu/add-method',
  addMethodOld: '/menu/method-selection',
  add: '/menu/add',
  addOld: '/menu/new',
  edit: '/menu/add/:itemId',
  editOld: '/menu/update/:itemId',
  addPhoto: '/menu/add-photo',
} as const;

export const editItemPath = (itemId: string) => `/menu/add/${encodeURIComponent(itemId)}`;
