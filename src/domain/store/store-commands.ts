// Builds the store's settings commands (the /store/update and
// /settings/update forms), checked by the rules the server applies
// (store-settings.ts), so a change the server would refuse is never queued.
// They carry what the user changed, not what the form showed.
import type { AppConfig } from '../settings/app-config';
import type { Command } from '../sync/commands';
import type { NewIds } from '../shared/ids';
import { checkStoreSettings, configChanges, profileChanges, type StoreProfile, type StoreSettingsDoc } from './store-settings';
import type { ValidationResult } from '../shared/validation-result';
import { readTimeZoneChange } from './time-zone';

/** What a form showed when it opened and what it holds at save time. */
export interface FormEdit<T, Opened = T> {
  opened: Opened;
  edited: T;
}

/**
 * The profile form: the fields changed since it opened travel (an emptied
 * field is a change, and clears it), so a field another device changed
 * meanwhile is not written back. Nothing changed: no command (null).
 */
export function updateStoreProfileCommand(
  edit: FormEdit<StoreProfile, Partial<StoreProfile>>,
  current: StoreSettingsDoc,
  ids: NewIds,
): ValidationResult<Command<'store.updateSettings'> | null> {
  const changes = profileChanges(edit.opened, edit.edited);
  if (Object.keys(changes).length === 0) return { ok: true, value: null };
  const checked = checkStoreSettings(current, changes);
  if (!checked.ok) return checked;
  const { configs: _none, ...profile } = checked.value;
  return { ok: true, value: { id: ids.commandId, type: 'store.updateSettings', storeId: ids.storeId, payload: { settings: profile } } };
}

/**
 * The settings form: only the settings changed since it opened travel, checked
 * as the store will be with them laid over its current settings, as the server
 * does. Nothing changed: no command (null).
 */
export function updateStoreConfigsCommand(
  edit: FormEdit<AppConfig>,
  current: StoreSettingsDoc,
  ids: NewIds,
): ValidationResult<Command<'store.updateSettings'> | null> {
  const configs = configChanges(edit.opened, edit.edited);
  if (Object.keys(configs).length === 0) return { ok: true, value: null };
  const checked = checkStoreSettings(current, { configs });
  if (!checked.ok) return checked;
  return { ok: true, value: { id: ids.commandId, type: 'store.updateSettings', storeId: ids.storeId, payload: { settings: { configs } } } };
}

/** The store's zone: a new one is one command, the same zone is no change (null). */
export function updateStoreTimeZoneCommand(
  timeZone: string,
  current: { timeZone: string },
  ids: NewIds,
): ValidationResult<Command<'store.updateTimeZone'> | null> {
  const read = readTimeZoneChange({ timeZone });
  if (!read.ok) return read;
  if (read.value.timeZone === current.timeZone) return { ok: true, value: null };
  return { ok: true, value: { id: ids.commandId, type: 'store.updateTimeZone', storeId: ids.storeId, payload: read.value } };
}
