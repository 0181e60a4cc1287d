// The menu feature's addresses, from the route table (src/domain/shared/screens.ts).
import { screenPath, SCREENS } from '../../domain/shared/screens';

export const menuPaths = {
  list: SCREENS.menu.path,
  addMethod: SCREENS.menuAddMethod.path,
  add: SCREENS.menuAdd.path,
  addPhoto: SCREENS.menuAddPhoto.path,
} as const;

export const editItemPath = (itemId: string) => screenPath('menuEdit', { itemId });
