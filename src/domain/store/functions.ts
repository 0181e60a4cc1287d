// The store's Functions, each declared once (src/domain/shared/function-spec.ts).
import { declareFunctions, PORTAL_CALLABLE, TRIGGER } from '../shared/function-spec';

export const STORE_FUNCTIONS = declareFunctions({
  /** A new store for the signed-in user, who becomes its owner (online only). */
  createStoreForCurrentUser: PORTAL_CALLABLE,
  updateStoreSettingsSecure: PORTAL_CALLABLE,
  updateStoreTimeZoneSecure: PORTAL_CALLABLE,
  /** Rebuilds the store's daily rollups in its new time zone. */
  rebuildRollupsOnTimeZoneChange: TRIGGER,
});
