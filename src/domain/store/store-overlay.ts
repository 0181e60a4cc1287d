// The store document as the screens show it: the replica's copy with this
// device's pending settings commands laid over, in queue order, applied as
// the server applies them (store-settings.ts), so a change shows at once.
import { readChangedBy, type ChangedBy } from '../shared/changed-by';
import { storeTimeZone } from '../shared/store-day';
import { mergeAppConfig, type AppConfig, type DeepPartial } from '../settings/app-config';
import { isAbsorbed, type PendingCommand } from '../sync/overlay';
import { PROFILE_FIELDS, settingsWrite, type StoreProfile } from './store-settings';

export interface ViewedStore extends StoreProfile {
  id: string;
  configs: AppConfig;
  /** Whether the store document holds any profile at all ('Setup Required' when not). */
  hasProfile: boolean;
  pending: boolean;
  /** The IANA zone the store's days are counted in; the default until backfilled. */
  timeZone: string;
  /**
   * The zone whose days the rollups are being recounted into, while the server
   * has not finished (undefined otherwise): the figures of past days may
   * still be counted in the previous zone meanwhile.
   */
  recountingIn?: string;
  /** Who last saved the profile or settings, as the server recorded it; absent while this device's own change is laid over. */
  lastChangedBy?: ChangedBy;
}

/**
 * The store's rollups are counted in `rollupsTimeZone` (written by the server
 * when a change of zone is taken and again when its recount ends); a store
 * that never changed its zone has none and is never recounting.
 */
export function recountingIn(fields: Record<string, unknown>): string | undefined {
  const counted = fields.rollupsTimeZone;
  if (typeof counted !== 'string') return undefined;
  const zone = storeTimeZone(fields.timeZone);
  return counted === zone ? undefined : zone;
}

type StoreDoc = { id: string; updatedAt?: number } & Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function overlayStore(storeId: string, doc: StoreDoc | null, entries: readonly PendingCommand[]): ViewedStore | null {
  let fields: Record<string, unknown> = doc ? { ...doc } : {};
  let pending = false;
  let touched = false;
  for (const entry of entries) {
    const { command } = entry;
    if ((command.type !== 'store.updateSettings' && command.type !== 'store.updateTimeZone') || entry.status === 'failed') continue;
    if (isAbsorbed(entry, { categories: new Map(), menuItems: new Map(), ...(doc ? { store: doc } : {}) })) continue;
    fields = command.type === 'store.updateTimeZone'
      ? { ...fields, timeZone: command.payload.timeZone }
      : { ...fields, ...settingsWrite(fields, command.payload.settings) };
    pending ||= entry.status === 'queued';
    touched = true;
  }
  if (!doc && !touched) return null;
  const changedBy = readChangedBy(doc?.lastChangedBy);
  const profile = Object.fromEntries(PROFILE_FIELDS.map((f) => [f, text(fields[f])])) as unknown as StoreProfile;
  return {
    id: storeId,
    ...profile,
    configs: mergeAppConfig(fields.configs as DeepPartial<AppConfig> | undefined),
    hasProfile: PROFILE_FIELDS.some((f) => profile[f].trim() !== ''),
    pending,
    timeZone: storeTimeZone(fields.timeZone),
    // The server's word only: a change still pending here has not started a recount.
    ...(doc && recountingIn(doc) ? { recountingIn: recountingIn(doc) } : {}),
    ...(changedBy && !touched ? { lastChangedBy: changedBy } : {}),
  };
}
