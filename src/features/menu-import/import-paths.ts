// The menu import's addresses, from the route table (src/domain/shared/screens.ts).
import { SCREENS } from '../../domain/shared/screens';

export const importPaths = { addPhoto: SCREENS.menuAddPhoto.path } as const;

export { menuImportReviewPath as reviewPath } from '../../config/paths';
