// The settings' addresses, from the route table (src/domain/shared/screens.ts).
import { SCREENS } from '../../domain/shared/screens';

export const settingsPaths = { view: SCREENS.settings.path, update: SCREENS.settingsUpdate.path } as const;
