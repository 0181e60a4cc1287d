// The store profile's addresses, from the route table (src/domain/shared/screens.ts).
import { SCREENS } from '../../domain/shared/screens';

export const storePaths = { info: SCREENS.store.path, update: SCREENS.storeUpdate.path } as const;
