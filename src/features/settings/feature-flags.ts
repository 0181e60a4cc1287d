import type { FeatureFlags } from '../../domain/settings/app-config';
import { MESSAGES } from '../../domain/shared/messages';

/** The ten Customer App Features of the grid (doc 2 §2), in the order shown. */
export const CUSTOMER_APP_FEATURES = Object.keys(MESSAGES.settingsScreen.features) as (keyof typeof MESSAGES.settingsScreen.features & keyof FeatureFlags)[];
