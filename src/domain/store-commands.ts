// Builds the store's settings commands (the /store/update and
// /settings/update forms), checked by the rules the server applies
// (store-settings.ts), so a change the server would refuse is never queued.
import type { AppConfig } from './app-config';
import type { Command } from './commands';
import type { NewIds } from './category-commands';
import { checkStoreSettings, type StoreProfile, type StoreSettingsDoc } from './store-settings';
import type { ValidationResult } from './validation/result';

/** The profile form: every field travels, so an emptied field is cleared. */
export function updateStoreProfileCommand(
  input: StoreProfile,
  current: StoreSettingsDoc,
  ids: NewIds,
): ValidationResult<Command<'store.updateSettings'>> {
  const checked = checkStoreSettings(current, input);
  if (!checked.ok) return checked;
  const { configs: _none, ...profile } = checked.value;
  return { ok: true, value: { id: ids.commandId, type: 'store.updateSettings', storeId: ids.storeId, payload: { settings: profile } } };
}

/** The settings form: the whole configs as the form shows them. */
export function updateStoreConfigsCommand(
  configs: AppConfig,
  current: StoreSettingsDoc,
  ids: NewIds,
): ValidationResult<Command<'store.updateSettings'>> {
  const checked = checkStoreSettings(current, { configs });
  if (!checked.ok) return checked;
  return {
    ok: true,
    value: { id: ids.commandId, type: 'store.updateSettings', storeId: ids.storeId, payload: { settings: { configs: checked.value.configs ?? configs } } },
  };
}
